/**
 * The services, each in the deepest of its categories with its prices per salon and its variants;
 * then, once all exist, the related services each names.
 */
import { relationId } from '@/platform/db/relation-id'

import { mapService, type ServiceDraft } from '../source/map'

import type { ImportRun } from './run'
import type { CategoryTree } from './service-categories'
import { seoFields, seoHtml } from './seo-text'
import { fingerprint, resolve, type Listed } from './types'

export async function importServices(run: ImportRun, tree: CategoryTree, salons: Listed): Promise<Listed> {
  const related: { id: number; wpIds: number[]; label: string }[] = []
  const services = await run.posts('services', 'service', mapService, async (listed, d: ServiceDraft, label, item) => {
    // The deepest of its categories is where it lives (the old site listed the chain).
    const deepest = d.categoryWpIds
      .filter((c) => tree.path.has(c))
      .sort((a, b) => (tree.level.get(b) ?? 0) - (tree.level.get(a) ?? 0))[0]
    if (deepest === undefined) return run.skip('services', label, 'none of its categories was imported')
    const prices = d.prices.flatMap((p) => {
      const salon = salons.ids.get(p.salonWpId)
      if (salon === undefined) run.warn(`${label} has a price at salon ${p.salonWpId}, which was not imported`)
      return salon === undefined ? [] : [{ salon, price: p.price }]
    })
    const salonIds = resolve(salons.ids, d.salonWpIds)
    const at = tree.path.get(deepest)!
    const id = await run.upsert(listed, d, label, {
      html: seoHtml(d.seoText),
      build: async (req, seo) => ({
        en: {
          title: d.title.en,
          slug: d.slug,
          category: tree.categories.ids.get(deepest),
          duration: d.duration,
          order: d.order,
          prices,
          withParams: d.withParams,
          params: d.params.map((p) => ({
            name: p.name,
            priceFrom: p.priceFrom,
            priceTo: p.priceTo ?? undefined,
            duration: p.duration ?? undefined,
            crmId: p.crmId || undefined,
          })),
          ...seoFields(d.seoText, seo, 'en'),
          salons: salonIds,
          previewImage: await run.images.image(d.image, label, req),
          wordpress: { itemId: d.wpId, modified: d.modified },
        },
        uk:
          // Variants' names are required in each language: the English ones until translated.
          d.title.uk || d.seoText.uk || d.seoText.html || d.params.length
            ? (saved) => ({
                title: d.title.uk ?? d.title.en,
                ...seoFields(d.seoText, seo, 'uk'),
                params: ((saved.params ?? []) as Record<string, unknown>[]).map((row) => ({ ...row })),
              })
            : null,
      }),
      hash: fingerprint({ ...d, deepest, prices, salonIds }),
      same: { field: 'path', value: `${at.now}/${d.slug}` },
    })
    if (id !== null) {
      if (d.additionalWpIds.length) related.push({ id, wpIds: d.additionalWpIds, label })
      await run.redirect(`/services/${at.was}/${run.oldSlug(item, d.slug)}/`, `/services/${at.now}/${d.slug}/`)
    }
  })
  for (const r of related) {
    const ids = resolve(services.ids, r.wpIds)
    for (const w of r.wpIds)
      if (!services.ids.has(w)) run.warn(`${r.label} names related service ${w}, which was not imported`)
    if (run.dryRun || r.id < 0) continue
    // Written only when they differ: a run with nothing changed on the site changes nothing.
    const now = await run.payload.findByID({
      collection: 'services',
      id: r.id,
      draft: true,
      ...run.o,
      select: { additionalServices: true },
    })
    const current = (now.additionalServices ?? []).map((x) => relationId(x))
    if (current.length === ids.length && current.every((x, i) => x === ids[i])) continue
    await run.transaction((req) =>
      run.payload.update({ collection: 'services', id: r.id, data: { additionalServices: ids }, ...run.o, req }),
    )
  }
  return services
}
