/** Salon categories, then the salons: a salon without a full address or phone is a draft to finish in the admin. */
import { mapSalon, type SalonDraft } from '../source/map'

import type { ImportRun } from './run'
import { importTerms } from './terms'
import { fingerprint, written, type Listed } from './types'

const DEFAULT_ZONE = 'Europe/London'

export async function importSalons(run: ImportRun): Promise<{ categories: Listed; salons: Listed }> {
  const categories = await importTerms(run, 'salons_categories', 'salon category')
  const salons = await run.posts('salons', 'salon', mapSalon, async (listed, d: SalonDraft, label, item) => {
    const category = d.categoryWpId == null ? null : (categories.ids.get(d.categoryWpId) ?? null)
    const complete = Boolean(d.street && d.city && d.postcode && d.phone)
    if (!complete)
      run.warn(`${label} has no full address or phone on the site: imported as a draft to finish in the admin`)
    const id = await run.upsert(listed, d, label, {
      build: async (req) => ({
        en: {
          title: d.title.en,
          slug: d.slug,
          order: d.order,
          category: written(category),
          address: { street: d.street || d.title.en, city: d.city || 'London', postcode: d.postcode },
          phone: d.phone,
          timezone: DEFAULT_ZONE,
          image: await run.images.image(d.image, label, req),
          wordpress: { itemId: d.wpId, modified: d.modified },
        },
        uk: d.title.uk ? { title: d.title.uk } : null,
        draft: !complete,
      }),
      hash: fingerprint({ ...d, category }),
    })
    if (id !== null) await run.redirect(`/salons/${run.oldSlug(item, d.slug)}/`, `/salons/${d.slug}/`)
  })
  return { categories, salons }
}
