import { describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { specCategories, specServices } from '../helpers/spec-catalogue'

const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: unknown }).id : v)

describe('the demo catalogue (spec §2.2)', () => {
  it('the spec lists 110 service pages', () => {
    expect(specCategories.length + specServices.length).toBe(110)
  })

  it('publishes every category of the spec with its parent, and nothing else', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'services-categories',
      limit: 1000,
      depth: 0,
      overrideAccess: false,
    })
    const byId = new Map(docs.map((d) => [d.id, d]))
    const actual = docs
      .map((d) => ({
        path: d.path,
        slug: d.slug,
        parentPath: d.parent == null ? null : (byId.get(idOf(d.parent) as number)?.path ?? 'missing'),
      }))
      .sort((a, b) => a.path!.localeCompare(b.path!))
    const expected = [...specCategories].sort((a, b) => a.path.localeCompare(b.path))
    expect(actual).toEqual(expected)
  })

  it('publishes every service of the spec under its category, and nothing else', async () => {
    const payload = await testPayload()
    const categories = await payload.find({
      collection: 'services-categories',
      limit: 1000,
      depth: 0,
      overrideAccess: false,
    })
    const pathOf = new Map(categories.docs.map((d) => [d.id, d.path]))
    const { docs } = await payload.find({ collection: 'services', limit: 1000, depth: 0, overrideAccess: false })
    const actual = docs
      .map((d) => ({ path: d.path, slug: d.slug, parentPath: pathOf.get(idOf(d.category) as number) ?? 'missing' }))
      .sort((a, b) => a.path!.localeCompare(b.path!))
    const expected = [...specServices].sort((a, b) => a.path.localeCompare(b.path))
    expect(actual).toEqual(expected)
  })

  it('keeps repeated slugs apart by their whole path', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'services',
      where: { slug: { in: ['massage', 'nail-care-application'] } },
      depth: 0,
      overrideAccess: false,
    })
    expect(docs.map((d) => d.path).sort()).toEqual([
      'female/body/massage',
      'female/nails/polish-and-design/nail-care-application',
      'male/body-care/massage',
      'male/nails/nail-care-application',
    ])
  })

  it('gives every service a price in pounds, a duration and its chain of categories', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'services', limit: 1000, depth: 0, overrideAccess: false })
    for (const service of docs) {
      expect(service.priceFrom, service.path!).toBeGreaterThan(0)
      expect(service.duration, service.path!).toBeGreaterThanOrEqual(5)
      const depth = service.path!.split('/').length - 1
      expect(service.categories?.length, service.path!).toBe(depth)
      expect(service.salons?.length, service.path!).toBeGreaterThan(0)
    }
    const withVariants = docs.filter((d) => d.withParams)
    expect(withVariants.length).toBeGreaterThan(0)
    for (const service of withVariants) {
      const salonPrices = service.prices!.map((p) => p.price)
      const lows = service.params!.map((p) => p.priceFrom)
      const highs = service.params!.flatMap((p) => [p.priceFrom, p.priceTo ?? p.priceFrom])
      expect(service.priceFrom, service.path!).toBe(Math.min(...lows, ...salonPrices))
      expect(service.priceTo ?? service.priceFrom, service.path!).toBe(Math.max(...highs, ...salonPrices))
    }
  })

  it('has the salons, stylists, vacancies, articles and pages the site needs', async () => {
    const payload = await testPayload()
    const count = async (collection: 'salons' | 'employees' | 'vacancies' | 'articles') =>
      (await payload.count({ collection, overrideAccess: false })).totalDocs
    const chelsea = await payload.find({
      collection: 'salons',
      where: { slug: { equals: 'backstage-chelsea' } },
      overrideAccess: false,
    })
    expect(chelsea.docs[0]?.timezone).toBe('Europe/London')
    expect(await count('salons')).toBeGreaterThanOrEqual(2)
    expect(await count('employees')).toBeGreaterThanOrEqual(8)
    expect(await count('vacancies')).toBeGreaterThanOrEqual(3)
    expect(await count('articles')).toBeGreaterThanOrEqual(9)

    const london = await payload.find({
      collection: 'salons-categories',
      where: { slug: { equals: 'london' } },
      overrideAccess: false,
    })
    expect(london.docs).toHaveLength(1)

    const blog = await payload.find({ collection: 'articles-categories', depth: 0, overrideAccess: false })
    expect(blog.docs.map((c) => c.slug).sort()).toEqual(['collaborations', 'filming', 'special-projects'])
    for (const category of blog.docs) {
      const { totalDocs } = await payload.count({
        collection: 'articles',
        where: { categories: { in: [category.id] } },
        overrideAccess: false,
      })
      expect(totalDocs, category.slug).toBeGreaterThan(0)
    }

    const stylists = await payload.find({ collection: 'employees', depth: 0, limit: 100, overrideAccess: false })
    for (const s of stylists.docs) {
      expect(s.photo, s.slug).toBeTruthy()
      expect(s.skills?.length, s.slug).toBeGreaterThan(0)
      expect(s.positions?.length, s.slug).toBeGreaterThan(0)
      expect(s.rating).toBeGreaterThanOrEqual(0)
      expect(s.rating).toBeLessThanOrEqual(5)
    }

    const pages = await payload.find({ collection: 'pages', depth: 0, limit: 100, overrideAccess: false })
    expect(pages.docs.map((p) => p.slug).sort()).toEqual(
      [
        'main',
        'about',
        'contacts',
        'blog',
        'charity',
        'career',
        'salons',
        'employees',
        'female-service',
        'male-service',
        'price-female',
        'price-male',
        'policy',
        '404',
        'instagram-settings',
      ].sort(),
    )
  })

  it('fills the contacts and settings globals', async () => {
    const payload = await testPayload()
    const contacts = await payload.findGlobal({ slug: 'contacts', overrideAccess: false })
    expect(contacts.phones?.[0]?.phone).toMatch(/^\+44 \d{2} \d{4} \d{4}$/)
    expect(contacts.workTime).toContain('Mon–Sat 09:30AM–8:00PM')
    expect(contacts.workTime).toContain('Sun 10:00AM–6:00PM')
    expect(contacts.socials?.map((s) => s.label.toLowerCase()).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'tiktok',
      'youtube',
    ])
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false })
    expect(settings.popularSearches?.map((p) => p.query)).toEqual([
      'colouring',
      'haircut',
      'nails',
      'highlighting',
      'air-touch',
    ])
    expect((settings.defaultSalon as { slug?: string } | null)?.slug).toBe('backstage-chelsea')
    const footer = settings.footerTopCategories as { women?: { path?: string }; men?: { path?: string } }
    expect([footer.women?.path, footer.men?.path]).toEqual(['female', 'male'])
  })
})
