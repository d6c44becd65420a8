/** Seed section: the service categories (parents first, each with a picture) and the services. */
import { categories, services } from './data/catalogue'
import { categoryPicture, servicePicture } from './pictures'
import type { SeededSalons } from './salons'
import type { Id, SeedWriter } from './writer'

export interface SeededCatalogue {
  /** Category path (`female/hair`) → id. */
  categories: Map<string, Id>
  /** Service path (`female/hair/cut`) → id. */
  services: Map<string, Id>
  /** Service path → its duration (minutes) and starting price. */
  terms: Map<string, { duration: number; price: number }>
}

export async function seedCatalogue(w: SeedWriter, salons: SeededSalons): Promise<SeededCatalogue> {
  const categoryIds = await seedCategories(w)
  const seeded = await seedServices(w, salons, categoryIds)
  return { categories: categoryIds, ...seeded }
}

async function seedCategories(w: SeedWriter) {
  const ids = new Map<string, Id>()
  const byDepth = [...categories].sort(
    (a, b) => (a.parent ? a.parent.split('/').length : 0) - (b.parent ? b.parent.split('/').length : 0),
  )
  for (const c of byDepth) {
    const path = c.parent ? `${c.parent}/${c.slug}` : c.slug
    const imageId = await w.upload(categoryPicture(path))
    const doc = await w.create(
      'services-categories',
      {
        name: c.name.en,
        slug: c.slug,
        parent: c.parent ? ids.get(c.parent) : undefined,
        order: c.order,
        description: c.description.en,
        seoText: c.seoText.en,
        previewImage: imageId,
      },
      { name: c.name.uk, description: c.description.uk, seoText: c.seoText.uk },
    )
    ids.set(path, doc.id)
  }
  return ids
}

/**
 * Each service shows a variant of its category's picture (the first one is the category's own);
 * the other salons offer hair, nails and the men's menu.
 */
async function seedServices(
  w: SeedWriter,
  salons: SeededSalons,
  categoryIds: Map<string, Id>,
): Promise<Omit<SeededCatalogue, 'categories'>> {
  const { payload, req, context } = w
  const paths = new Map<string, Id>()
  const terms = new Map<string, { duration: number; price: number }>()
  const alsoElsewhere = (category: string) => /^(female\/(hair|nails)|male)(\/|$)/.test(category)
  const placeInCategory = new Map<string, number>()
  for (const s of services) {
    const place = placeInCategory.get(s.category) ?? 0
    placeInCategory.set(s.category, place + 1)
    const categoryId = categoryIds.get(s.category)
    if (categoryId == null) throw new Error(`Unknown category ${s.category} for ${s.slug}`)
    const salonList = alsoElsewhere(s.category) ? [salons.chelsea, ...salons.others] : [salons.chelsea]
    const params = (s.params ?? []).map((p, i) => ({
      name: p.name.en,
      priceFrom: p.priceFrom,
      priceTo: p.priceTo,
      duration: p.durationMinutes,
      crmId: `demo-${s.slug}-${i + 1}`,
    }))
    const doc = await w.create('services', {
      title: s.title.en,
      slug: s.slug,
      category: categoryId,
      order: s.order,
      duration: s.durationMinutes,
      gender: s.gender,
      prices: salonList.map((salon) => ({ salon, price: s.priceFrom })),
      withParams: params.length > 0,
      params,
      description: s.description.en,
      seoText: s.seoText.en,
      searchTerms: s.searchTerms?.en,
      previewImage: await w.upload(servicePicture(s.category, place)),
      salons: salonList,
      public: true,
      archive: false,
      crmId: `demo-svc-${paths.size + 1}`,
    })
    // The Ukrainian names of the parameters go to the rows English created (by their ids).
    const stored = (await payload.findByID({
      collection: 'services',
      id: doc.id,
      depth: 0,
      locale: 'en',
      overrideAccess: true,
      req,
      draft: true,
    })) as {
      params?: { id?: string | null }[] | null
    }
    await payload.update({
      collection: 'services',
      id: doc.id,
      locale: 'uk',
      depth: 0,
      overrideAccess: true,
      req,
      context,
      data: {
        title: s.title.uk,
        description: s.description.uk,
        seoText: s.seoText.uk,
        searchTerms: s.searchTerms?.uk,
        params: (s.params ?? []).map((p, i) => ({
          ...params[i]!,
          id: stored.params?.[i]?.id ?? undefined,
          name: p.name.uk,
        })),
        _status: 'published',
      } as never,
    })
    paths.set(`${s.category}/${s.slug}`, doc.id)
    terms.set(`${s.category}/${s.slug}`, { duration: s.durationMinutes, price: s.priceFrom })
  }
  // Additional services refer to others, so they are linked once all exist.
  for (const s of services) {
    if (!s.additional?.length) continue
    const ids = s.additional.map((p) => paths.get(p)).filter((id): id is Id => id != null)
    await payload.update({
      collection: 'services',
      id: paths.get(`${s.category}/${s.slug}`)!,
      data: { additionalServices: ids, _status: 'published' } as never,
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })
  }
  return { services: paths, terms }
}
