/** A term of a small taxonomy (salon, blog, stylist or skill categories): a name in a tree by `parent`. */
import type { WpItem } from '../client'
import { plainText } from '../items'

import { localised, orderOf, type Localised, type Mapped } from './common'
import { noAddressPart, slugOf } from './slugs'

export interface TermDraft {
  wpId: number
  slug: string
  name: Localised
  parentWpId: number | null
  order: number
}

export function mapTerm(item: WpItem, ua?: WpItem): Mapped<TermDraft> {
  const slug = slugOf(item)
  if (!slug) return noAddressPart(item)
  const name = plainText(typeof item.name === 'string' ? item.name : '')
  if (!name) return { ok: false, reason: 'it has no name' }
  return {
    ok: true,
    draft: {
      wpId: item.id,
      slug,
      name: localised(name, ua && typeof ua.name === 'string' ? plainText(ua.name) : undefined),
      parentWpId: typeof item.parent === 'number' && item.parent > 0 ? item.parent : null,
      order: orderOf(item),
    },
  }
}

/** A blog category is such a term. */
export type ArticleCategoryDraft = TermDraft
export const mapArticleCategory = mapTerm
