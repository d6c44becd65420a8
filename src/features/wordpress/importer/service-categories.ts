/**
 * The services category tree, parents first, at the paths it had on WordPress (a 301 where a
 * slug had to change); then the footer's two service lists when staff have chosen none.
 */
import { categoryTree, mapCategory, type CategoryDraft } from '../source/map'

import type { ImportRun } from './run'
import { seoFields, seoHtml } from './seo-text'
import { fingerprint, listedFrom, written, type Listed } from './types'

/** A category's path in Parlour, and the one it had on WordPress. */
export interface CategoryPath {
  now: string
  was: string
}

export interface CategoryTree {
  categories: Listed
  /** Each written category's level (0 at the top) by WordPress id. */
  level: Map<number, number>
  /** Each written category's path by WordPress id. */
  path: Map<number, CategoryPath>
}

export async function importServiceCategories(run: ImportRun): Promise<CategoryTree> {
  const type = 'services_categories'
  const categories = listedFrom(type, await run.existing('services-categories'))
  const tree: CategoryTree = { categories, level: new Map(), path: new Map() }
  const { en, ua } = await run.languages.both(type)
  categories.seen = new Set(en.map((item) => item.id))
  const wpItem = new Map(en.map((item) => [item.id, item]))
  const drafts: CategoryDraft[] = []
  for (const item of en) {
    const mapped = mapCategory(item, ua.get(item.id))
    if (mapped.ok) drafts.push(mapped.draft)
    else run.skip(type, `category ${item.id} (${String(item.slug ?? '')})`, mapped.reason)
  }
  const { ordered, orphans } = categoryTree(drafts)
  for (const { draft, reason } of orphans) run.skip(type, `category ${draft.wpId} (${draft.slug})`, reason)
  let done = 0
  for (const d of ordered) {
    const label = `category ${d.wpId} (${d.slug})`
    const parentPath = d.parentWpId == null ? null : tree.path.get(d.parentWpId)
    if (d.parentWpId != null && !parentPath) run.skip(type, label, 'its parent was skipped')
    else {
      const parent = d.parentWpId == null ? null : (categories.ids.get(d.parentWpId) ?? null)
      const was = run.oldSlug(wpItem.get(d.wpId)!, d.slug)
      const path = {
        now: parentPath ? `${parentPath.now}/${d.slug}` : d.slug,
        was: parentPath ? `${parentPath.was}/${was}` : was,
      }
      const id = await run.upsert(categories, d, label, {
        html: seoHtml(d.seoText),
        build: async (req, seo) => ({
          en: {
            name: d.name.en,
            slug: d.slug,
            parent: written(parent),
            order: d.order,
            description: d.description || undefined,
            ...seoFields(d.seoText, seo, 'en'),
            previewImage: await run.images.image(d.image, label, req),
            wordpress: { itemId: d.wpId },
          },
          uk:
            d.name.uk || d.seoText.uk || d.seoText.html
              ? { name: d.name.uk ?? d.name.en, ...seoFields(d.seoText, seo, 'uk') }
              : null,
        }),
        hash: fingerprint({ ...d, parent }),
        same: { field: 'path', value: path.now },
      })
      if (id !== null) {
        tree.level.set(d.wpId, d.level)
        tree.path.set(d.wpId, path)
        await run.redirect(`/services/${path.was}/`, `/services/${path.now}/`)
      }
    }
    run.progress(type, ++done, ordered.length)
  }
  await footerGroups(
    run,
    categories,
    ordered.filter((d) => d.level === 0 && tree.path.has(d.wpId)).map((d) => d.wpId),
  )
  return tree
}

/**
 * The footer's two service lists (site settings) when none are chosen yet: the old site's top
 * categories 3 (women) and 4 (men) — its fixed ids — or else the first two at the top.
 */
async function footerGroups(run: ImportRun, categories: Listed, topWpIds: number[]): Promise<void> {
  const { payload, o } = run
  const settings = await payload.findGlobal({ slug: 'site-settings', ...o })
  // Chosen (or cleared on purpose) by staff once: theirs. Only a whole run sets the default.
  if (settings.footerTopCategories?.women || settings.footerTopCategories?.men || run.options.modifiedAfter) return
  const rest = topWpIds.filter((t) => t !== 3 && t !== 4)
  const [women, men] = [3, 4].map((wp) => categories.ids.get(topWpIds.includes(wp) ? wp : (rest.shift() ?? -1)))
  if (run.dryRun || !women || women < 0) return
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { footerTopCategories: { women, men: written(men) } },
    ...o,
  })
  run.log('the footer lists the top categories imported')
}
