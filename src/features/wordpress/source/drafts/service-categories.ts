/** The services category tree (`services_categories`, gender → direction → category) as drafts. */
import type { WpItem } from '../client'
import { acfOf, imageRef, plainText, rendered, type ImageRef } from '../items'

import { localised, orderOf, postIds, seoTextOf, type Localised, type Mapped, type SeoText } from './common'
import { noAddressPart, slugOf } from './slugs'

export interface CategoryDraft {
  wpId: number
  slug: string
  name: Localised
  /** WordPress id of the parent term; null at the top. */
  parentWpId: number | null
  seoText: SeoText
  description: string
  image: ImageRef | null
  order: number
}

export function mapCategory(item: WpItem, ua?: WpItem): Mapped<CategoryDraft> {
  const slug = slugOf(item)
  if (!slug) return noAddressPart(item)
  const name = plainText(typeof item.name === 'string' ? item.name : rendered(item.title))
  if (!name) return { ok: false, reason: 'it has no name' }
  const parent = postIds(item.parent)[0] ?? null
  const acf = acfOf(item)
  const uaName = ua ? plainText(typeof ua.name === 'string' ? ua.name : rendered(ua.title)) : undefined
  return {
    ok: true,
    draft: {
      wpId: item.id,
      slug,
      name: localised(name, uaName),
      parentWpId: parent,
      seoText: seoTextOf(acf.seo_text, ua ? acfOf(ua).seo_text : undefined),
      description: plainText(typeof item.description === 'string' ? item.description : ''),
      image: imageRef(acf.preview_image),
      order: orderOf(item),
    },
  }
}

/**
 * Categories parents first (the tree by `parent`), so each one's parent exists when it is written;
 * a term whose parent is missing or three levels down is left out with the reason.
 */
export function categoryTree(drafts: CategoryDraft[]): {
  ordered: (CategoryDraft & { level: 0 | 1 | 2 })[]
  orphans: { draft: CategoryDraft; reason: string }[]
} {
  const byId = new Map(drafts.map((d) => [d.wpId, d]))
  const ordered: (CategoryDraft & { level: 0 | 1 | 2 })[] = []
  const orphans: { draft: CategoryDraft; reason: string }[] = []
  for (const d of drafts) {
    let level = 0
    let at: CategoryDraft | undefined = d
    const seen = new Set<number>()
    while (at?.parentWpId != null && !seen.has(at.wpId)) {
      seen.add(at.wpId)
      at = byId.get(at.parentWpId)
      level++
    }
    if (!at) orphans.push({ draft: d, reason: 'its parent category is not on the site' })
    else if (seen.has(at.wpId) && at.parentWpId != null)
      orphans.push({ draft: d, reason: 'its parents go round in a circle' })
    else if (level > 2) orphans.push({ draft: d, reason: 'it is more than three levels deep' })
    else ordered.push({ ...d, level: level as 0 | 1 | 2 })
  }
  ordered.sort((a, b) => a.level - b.level || a.order - b.order || a.wpId - b.wpId)
  return { ordered, orphans }
}
