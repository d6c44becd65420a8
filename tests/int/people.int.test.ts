import { afterAll, describe, expect, it } from 'vitest'

import { ratingFromReviews } from '@/features/booking/domain/rules'
import { vacancies as seedVacancies } from '@/features/content/seed/data/editorial'
import { employees as seedEmployees, salons as seedSalons } from '@/features/content/seed/data/people'
import {
  readEmployee,
  readEmployeeDirectory,
  readSalon,
  readSalonDirectory,
  readVacancies,
  readVacancy,
} from '@/features/content/data/people'

import { testPayload } from '../helpers/payload'

const created: { collection: 'employees'; id: number | string }[] = []

afterAll(async () => {
  const payload = await testPayload()
  for (const { collection, id } of created) {
    await payload.delete({ collection, id, overrideAccess: true, context: { disableRevalidate: true } })
  }
})

/** Slugs of the demo stylists who work at a salon, in menu order. */
const seededStylistsOf = (salon: string) =>
  [...seedEmployees]
    .filter((e) => e.salons.includes(salon))
    .sort((a, b) => a.order - b.order)
    .map((e) => e.slug)

describe('salons', () => {
  it('lists the published salons in menu order with the london category and its outside site', async () => {
    const payload = await testPayload()
    const { categories, salons } = await readSalonDirectory(payload, 'en')
    expect(salons.map((s) => s.slug)).toEqual(seedSalons.map((s) => s.slug))
    const london = categories.find((c) => c.slug === 'london')
    expect(london).toMatchObject({ name: 'London', externalUrl: 'https://london.parlour.example/' })
    for (const s of salons) {
      expect(String(s.categoryId)).toBe(String(london!.id))
      expect(s.phone).toMatch(/^\+44 20 7946 0\d{3}$/)
      expect(s.lat).toEqual(expect.any(Number))
      expect(s.lng).toEqual(expect.any(Number))
      expect(s.image?.url).toMatch(/^\/api\/media\/file\/.+\.webp$/)
    }
  })

  it('reads one salon with its category, address, position and the stylists who work there', async () => {
    const payload = await testPayload()
    const chelsea = await readSalon(payload, 'backstage-chelsea', 'en')
    expect(chelsea).toMatchObject({
      slug: 'backstage-chelsea',
      title: 'Backstage Chelsea',
      phone: '+44 20 7946 0321',
      street: '152 King’s Road, Chelsea',
      city: 'London',
      postcode: 'SW3 4UT',
      lat: 51.4878,
      lng: -0.1672,
      category: { slug: 'london', externalUrl: 'https://london.parlour.example/' },
    })
    expect(chelsea!.description).toContain('King’s Road')
    expect(chelsea!.stylists.map((e) => e.slug)).toEqual(seededStylistsOf('backstage-chelsea'))

    const kensington = await readSalon(payload, 'backstage-kensington', 'en')
    expect(kensington!.stylists.map((e) => e.slug)).toEqual(seededStylistsOf('backstage-kensington'))
    expect(kensington!.stylists.map((e) => e.slug)).toContain('rahul-mehta')
    expect(chelsea!.stylists.map((e) => e.slug)).not.toContain('rahul-mehta')
  })

  it('gives null for an unknown salon', async () => {
    const payload = await testPayload()
    expect(await readSalon(payload, 'nope', 'en')).toBeNull()
    expect(await readSalon(payload, 'london', 'en')).toBeNull()
  })

  it('reads the salon in Ukrainian', async () => {
    const payload = await testPayload()
    const en = await readSalon(payload, 'backstage-chelsea', 'en')
    const uk = await readSalon(payload, 'backstage-chelsea', 'uk')
    expect(uk!.city).toBe('Лондон')
    expect(uk!.category!.name).toBe('Лондон')
    expect(uk!.street).not.toBe(en!.street)
    expect(uk!.stylists.map((e) => e.slug)).toEqual(en!.stylists.map((e) => e.slug))
    expect(uk!.stylists[0]!.name).not.toBe(en!.stylists[0]!.name)
  })
})

describe('stylists', () => {
  it('lists every published stylist as a card with the work category as subtitle', async () => {
    const payload = await testPayload()
    const { categories, employees } = await readEmployeeDirectory(payload, 'en')
    expect(employees.map((e) => e.slug)).toEqual(
      [...seedEmployees].sort((a, b) => a.order - b.order).map((e) => e.slug),
    )
    expect(categories.map((c) => c.slug)).toEqual(['hair', 'nails', 'makeup-brows', 'body', 'barber'])
    for (const e of employees) {
      expect(Object.keys(e).sort()).toEqual([
        'crmId',
        'id',
        'name',
        'photo',
        'rating',
        'slug',
        'subtitle',
        'workCategoryId',
      ])
      const seed = seedEmployees.find((s) => s.slug === e.slug)!
      expect(e.name).toBe(seed.name.en)
      expect(e.crmId).toBe(seed.crmId)
      // The stars are the mean of the stylist's published reviews, as the page lists them.
      const shown = await payload.find({
        collection: 'reviews',
        where: { and: [{ stylist: { equals: e.id } }, { hidden: { not_equals: true } }] },
        pagination: false,
        overrideAccess: true,
        depth: 0,
      })
      expect(shown.docs.length, e.slug).toBeGreaterThan(0)
      expect(e.rating, e.slug).toBe(ratingFromReviews(shown.docs.map((r) => r.rating)))
      expect(e.photo?.url).toMatch(/^\/api\/media\/file\/.+\.webp$/)
      expect(e.photo?.width).toBe(400)
      expect(e.photo?.height).toBe(400)
      const category = categories.find((c) => String(c.id) === String(e.workCategoryId))
      expect(category?.slug).toBe(seed.workCategory)
      expect(e.subtitle).toBe(category?.name)
    }
    expect(employees.find((e) => e.slug === 'sofia-rossi')!.subtitle).toBe('Nails')
  })

  it('takes a hidden review out of the stars and puts it back when shown again', async () => {
    const payload = await testPayload()
    const amara = (await readEmployee(payload, 'amara-okafor', 'en'))!
    const { docs } = await payload.find({
      collection: 'reviews',
      where: { stylist: { equals: amara.id } },
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    const ratings = docs.map((r) => r.rating)
    expect(amara.rating).toBe(ratingFromReviews(ratings))
    // Hiding the one 4★ review leaves only fives.
    const four = docs.find((r) => r.rating === 4)!
    const stars = async () => (await readEmployee(payload, 'amara-okafor', 'en'))!.rating
    await payload.update({ collection: 'reviews', id: four.id, data: { hidden: true }, overrideAccess: true })
    try {
      expect(await stars()).toBe(5)
    } finally {
      await payload.update({ collection: 'reviews', id: four.id, data: { hidden: false }, overrideAccess: true })
    }
    expect(await stars()).toBe(amara.rating)
  })

  it('reads one stylist with bio, skills, positions and salons', async () => {
    const payload = await testPayload()
    const amara = await readEmployee(payload, 'amara-okafor', 'en')
    expect(amara).toMatchObject({
      name: 'Amara Okafor',
      subtitle: 'Hair',
      workCategory: { slug: 'hair', name: 'Hair' },
      rating: 4.8,
      crmId: 'demo-emp-102',
    })
    expect(amara!.bio).toContain('cuts curls dry')
    expect(amara!.skills.map((s) => s.title)).toEqual(['Curly hair', 'Precision cuts', 'Bridal styling'])
    expect(amara!.positions.map((p) => p.name)).toEqual(['Senior stylist'])
    expect(amara!.salons.map((s) => s.slug)).toEqual(['backstage-chelsea', 'backstage-kensington'])
    expect(amara!.portrait?.url).toMatch(/^\/api\/media\/file\/.+\.webp$/)
  })

  it('gives null for an unknown stylist', async () => {
    const payload = await testPayload()
    expect(await readEmployee(payload, 'nobody-here', 'en')).toBeNull()
  })

  it('has Ukrainian names, categories, skills and bios that differ from the English ones', async () => {
    const payload = await testPayload()
    const en = await readEmployeeDirectory(payload, 'en')
    const uk = await readEmployeeDirectory(payload, 'uk')
    expect(uk.employees.map((e) => e.id)).toEqual(en.employees.map((e) => e.id))
    uk.employees.forEach((e, i) => {
      expect(e.name).not.toBe(en.employees[i]!.name)
      expect(e.subtitle).not.toBe(en.employees[i]!.subtitle)
    })
    expect(uk.employees[0]!.name).toBe('Олівія Беннетт')

    const olivia = await readEmployee(payload, 'olivia-bennett', 'uk')
    expect(olivia!.subtitle).toBe('Волосся')
    expect(olivia!.skills.map((s) => s.title)).toContain('Балаяж')
    expect(olivia!.positions.map((p) => p.name)).toEqual(['Топстиліст', 'Колорист'])
    expect(olivia!.bio).toMatch(/^Олівія/)
  })

  it('does not show an unpublished stylist anywhere', async () => {
    const payload = await testPayload()
    const salon = await readSalon(payload, 'backstage-chelsea', 'en')
    const draft = await payload.create({
      collection: 'employees',
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { name: 'Secret new stylist', slug: 'secret-new-stylist', salons: [Number(salon!.id)], _status: 'draft' },
    })
    created.push({ collection: 'employees', id: draft.id })
    expect(await readEmployee(payload, 'secret-new-stylist', 'en')).toBeNull()
    const { employees } = await readEmployeeDirectory(payload, 'en')
    expect(employees.map((e) => e.slug)).not.toContain('secret-new-stylist')
    const again = await readSalon(payload, 'backstage-chelsea', 'en')
    expect(again!.stylists.map((e) => e.slug)).not.toContain('secret-new-stylist')
  })
})

describe('vacancies', () => {
  it('lists the published vacancies in menu order with excerpt, picture and salons', async () => {
    const payload = await testPayload()
    const list = await readVacancies(payload, 'en')
    expect(list.map((v) => v.slug)).toEqual([...seedVacancies].sort((a, b) => a.order - b.order).map((v) => v.slug))
    for (const v of list) {
      expect(v.excerpt.length).toBeGreaterThan(20)
      expect(v.image?.url).toMatch(/^\/api\/media\/file\/.+\.webp$/)
      expect(v.salons.length).toBeGreaterThan(0)
    }
  })

  it('reads one vacancy with its body as rich-text blocks and its salons', async () => {
    const payload = await testPayload()
    const vacancy = await readVacancy(payload, 'senior-stylist', 'en')
    expect(vacancy).toMatchObject({ slug: 'senior-stylist', title: 'Senior stylist' })
    expect(vacancy!.salons.map((s) => s.slug)).toEqual(['backstage-chelsea', 'backstage-kensington'])
    expect(vacancy!.body.length).toBeGreaterThanOrEqual(4)
    expect(vacancy!.body[0]).toMatchObject({ type: 'paragraph' })
    const text = JSON.stringify(vacancy!.body)
    expect(text).toContain('careers@parlour.example')
  })

  it('gives null for an unknown vacancy and Ukrainian text in Ukrainian', async () => {
    const payload = await testPayload()
    expect(await readVacancy(payload, 'astronaut', 'en')).toBeNull()
    const uk = await readVacancy(payload, 'senior-stylist', 'uk')
    expect(uk!.title).toBe('Старший стиліст')
    expect(JSON.stringify(uk!.body)).toContain('Як старший стиліст Parlour')
  })
})
