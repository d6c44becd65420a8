/**
 * Salon categories, then the salons: each with its address as the site keeps it (split where it
 * can be, kept whole where it cannot) and its own opening hours when the site has them. A salon
 * without an address or phone is a draft to finish in the admin.
 */
import { mapSalon, type SalonDraft } from '../source/map'

import type { ImportRun } from './run'
import { importTerms } from './terms'
import { fingerprint, written, type Listed } from './types'

const DEFAULT_ZONE = 'Europe/London'

export async function importSalons(run: ImportRun): Promise<{ categories: Listed; salons: Listed }> {
  const categories = await importTerms(run, 'salons_categories', 'salon category')
  const salons = await run.posts('salons', 'salon', mapSalon, async (listed, d: SalonDraft, label, item) => {
    const category = d.categoryWpId == null ? null : (categories.ids.get(d.categoryWpId) ?? null)
    const { address } = d
    const complete = Boolean(address.street && d.phone)
    if (!complete) run.warn(`${label} has no address or phone on the site: imported as a draft to finish in the admin`)
    else if (address.whole)
      run.warn(`${label}: its address "${address.street}" was kept whole (no town could be told apart)`)
    // Required in each language: the Ukrainian address is the English one until translated.
    const street = address.street || d.title.en
    const id = await run.upsert(listed, d, label, {
      build: async (req) => ({
        en: {
          title: d.title.en,
          slug: d.slug,
          order: d.order,
          category: written(category),
          address: { street, city: address.city || null, postcode: address.postcode || null },
          ...(d.geo ? { geo: d.geo } : {}),
          phone: d.phone,
          timezone: DEFAULT_ZONE,
          openingHours: (d.openingHours ?? []).map((h) => ({ weekday: String(h.weekday), start: h.start, end: h.end })),
          image: await run.images.image(d.image, label, req),
          wordpress: { itemId: d.wpId, modified: d.modified },
        },
        uk:
          d.title.uk || d.addressUk
            ? {
                title: d.title.uk ?? d.title.en,
                address: {
                  street: d.addressUk?.street || street,
                  city: (d.addressUk ? d.addressUk.city : address.city) || null,
                  postcode: address.postcode || null,
                },
              }
            : null,
        draft: !complete,
      }),
      hash: fingerprint({ ...d, category }),
    })
    if (id !== null) await run.redirect(`/salons/${run.oldSlug(item, d.slug)}/`, `/salons/${d.slug}/`)
  })
  return { categories, salons }
}
