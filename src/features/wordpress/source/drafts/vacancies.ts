/** A vacancy as a draft: title, the lead text, the body (HTML) and the salons it is for. */
import type { WpItem } from '../client'
import { acfOf, imageRef, rendered, type ImageRef } from '../items'

import {
  bodiesOf,
  field,
  headOf,
  localised,
  orderOf,
  postIds,
  type Bodies,
  type Localised,
  type Mapped,
  type PostHead,
} from './common'

export interface VacancyDraft extends PostHead {
  excerpt: Localised
  bodyHtml: Bodies
  salonWpIds: number[]
  image: ImageRef | null
  order: number
}

export function mapVacancy(item: WpItem, ua?: WpItem): Mapped<VacancyDraft> {
  const head = headOf(item, ua)
  if (!head.ok) return head
  const acf = acfOf(item)
  return {
    ok: true,
    draft: {
      ...head.draft,
      excerpt: localised(rendered(item.excerpt), ua ? rendered(ua.excerpt) : undefined),
      bodyHtml: bodiesOf(item, ua),
      salonWpIds: postIds(field(item, 'salons')),
      image: imageRef(acf.preview_image) ?? imageRef(item.featured_media),
      order: orderOf(item),
    },
  }
}
