/** A vacancy as a draft: title, the lead text, the body (HTML) and the salons it is for. */
import type { WpItem } from '../client'
import { acfOf, imageRef, rendered, type ImageRef } from '../items'

import {
  bodiesOf,
  field,
  localised,
  modifiedOf,
  orderOf,
  postIds,
  type Bodies,
  type Localised,
  type Mapped,
} from './common'
import { noAddressPart, slugOf } from './slugs'

export interface VacancyDraft {
  wpId: number
  modified: string | null
  slug: string
  title: Localised
  excerpt: Localised
  bodyHtml: Bodies
  salonWpIds: number[]
  image: ImageRef | null
  order: number
}

export function mapVacancy(item: WpItem, ua?: WpItem): Mapped<VacancyDraft> {
  const slug = slugOf(item)
  if (!slug) return noAddressPart(item)
  const title = rendered(item.title)
  if (!title) return { ok: false, reason: 'it has no title' }
  const acf = acfOf(item)
  return {
    ok: true,
    draft: {
      wpId: item.id,
      modified: modifiedOf(item),
      slug,
      title: localised(title, ua ? rendered(ua.title) : undefined),
      excerpt: localised(rendered(item.excerpt), ua ? rendered(ua.excerpt) : undefined),
      bodyHtml: bodiesOf(item, ua),
      salonWpIds: postIds(field(item, 'salons')),
      image: imageRef(acf.preview_image) ?? imageRef(item.featured_media),
      order: orderOf(item),
    },
  }
}
