/** Seed section: salon categories and the salons, each with a picture. */
import { salonCategories, salons } from './data/people'
import { salonPicture } from './pictures'
import type { Id, SeedWriter } from './writer'

export interface SeededSalons {
  /** Salon slug → id. */
  ids: Map<string, Id>
  /** The flagship salon: it offers every service. */
  chelsea: Id
  /** The other salons: hair, nails and the men's menu. */
  others: Id[]
}

export async function seedSalons(w: SeedWriter): Promise<SeededSalons> {
  const categoryIds = new Map<string, Id>()
  for (const c of salonCategories) {
    const parent = c.parent ? categoryIds.get(c.parent) : undefined
    const doc = await w.create(
      'salons-categories',
      { name: c.name.en, slug: c.slug, parent, order: c.order, externalUrl: c.externalUrl },
      { name: c.name.uk },
    )
    categoryIds.set(c.slug, doc.id)
  }
  const ids = new Map<string, Id>()
  for (const [i, s] of salons.entries()) {
    const imageId = await w.upload(salonPicture(i), s.title)
    const doc = await w.create(
      'salons',
      {
        title: s.title.en,
        slug: s.slug,
        category: categoryIds.get(s.category),
        order: s.order,
        address: { street: s.street.en, city: s.city.en, postcode: s.postcode },
        area: s.area.en,
        phone: s.phone,
        geo: { lat: s.lat, lng: s.lng },
        timezone: s.timezone,
        active: true,
        description: s.description.en,
        image: imageId,
      },
      {
        title: s.title.uk,
        address: { street: s.street.uk, city: s.city.uk, postcode: s.postcode },
        area: s.area.uk,
        description: s.description.uk,
      },
    )
    ids.set(s.slug, doc.id)
  }
  const chelsea = ids.get('backstage-chelsea')
  if (chelsea == null) throw new Error('The demo data must include the backstage-chelsea salon')
  const others = [...ids.entries()].filter(([slug]) => slug !== 'backstage-chelsea').map(([, id]) => id)
  return { ids, chelsea, others }
}
