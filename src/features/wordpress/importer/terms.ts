/** The small taxonomies (salon, blog, stylist and skill categories): a name in a tree by `parent`. */
import { mapTerm, type Localised } from '../source/map'

import type { Built, ImportRun } from './run'
import { COLLECTION, fingerprint, listedFrom, written, type Listed, type TermType } from './types'

/**
 * What a small named item is written as (a term under its parent, a skill in its category): its
 * name in both languages (as `field`), slug, order and WordPress id, and its one link.
 */
export function namedItem(
  field: 'name' | 'title',
  name: Localised,
  d: { wpId: number; slug: string; order: number },
  link: Record<string, number | null>,
): Built {
  return {
    en: { [field]: name.en, slug: d.slug, ...link, order: d.order, wordpress: { itemId: d.wpId } },
    uk: name.uk ? { [field]: name.uk } : null,
  }
}

/** A small taxonomy (salon, blog, stylist or skill categories), parents before children. */
export async function importTerms(run: ImportRun, type: TermType, noun: string): Promise<Listed> {
  const listed = listedFrom(type, await run.existing(COLLECTION[type]))
  const { en, ua, unread } = await run.languages.both(type, false, type === 'salons_categories')
  listed.seen = new Set(en.map((item) => item.id))
  listed.unread = unread
  const drafts = en.flatMap((item) => {
    const mapped = mapTerm(item, ua.get(item.id))
    if (!mapped.ok) run.skip(type, `${noun} ${item.id}`, mapped.reason)
    return mapped.ok ? [mapped.draft] : []
  })
  let pending = drafts
  let done = 0
  while (pending.length) {
    const ready = pending.filter((d) => d.parentWpId == null || listed.ids.has(d.parentWpId))
    if (!ready.length) {
      for (const d of pending) run.skip(type, `${noun} ${d.wpId} (${d.slug})`, 'its parent is not on the site')
      break
    }
    for (const d of ready) {
      const parent = d.parentWpId == null ? null : listed.ids.get(d.parentWpId)!
      await run.upsert(listed, d, `${noun} ${d.wpId} (${d.slug})`, {
        build: async () => namedItem('name', d.name, d, { parent: written(parent) }),
        hash: fingerprint({ ...d, parent }),
      })
      run.progress(type, ++done, drafts.length)
    }
    pending = pending.filter((d) => !ready.includes(d))
  }
  return listed
}
