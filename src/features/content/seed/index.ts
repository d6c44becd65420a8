/**
 * Demo content for Parlour: the whole service catalogue (prices and durations are DEMO VALUES,
 * not a real price list), two salons, stylists, vacancies, articles, pages, contacts, settings
 * and a demo admin. Texts in English and Ukrainian; pictures drawn locally.
 */
import type { CollectionSlug, Payload, PayloadRequest, RequestContext } from 'payload'

import { employeeBookingFields, seedBooking, seedToday } from './booking'
import { categories, services } from './data/catalogue'
import { articles, articlesCategories, pages, vacancies } from './data/editorial'
import { contacts, settings } from './data/globals'
import {
  employees,
  employeesCategories,
  positions,
  salonCategories,
  salons,
  skills,
  skillsCategories,
} from './data/people'
import type { Localised, SeedTaxonomy } from './data/types'
import { drawImage, type Motif } from './images'
import { richText } from './richtext'

export const DEMO_ADMIN = { email: 'demo@parlour.example', password: 'parlour-demo', name: 'Demo Admin' } as const

type Id = number | string
type Log = (line: string) => void

const DRAFTED = new Set<CollectionSlug>([
  'services',
  'services-categories',
  'salons',
  'employees',
  'articles',
  'vacancies',
  'pages',
])

/** Collections the seed fills, in the order they are deleted on a reset (dependants first). */
const CONTENT_ORDER: CollectionSlug[] = [
  'reviews',
  'booking-requests',
  'appointments',
  'booking-slots',
  'sessions',
  'auth-codes',
  'clients',
  'sms-messages',
  'services',
  'employees',
  'articles',
  'vacancies',
  'pages',
  'services-categories',
  'skills',
  'skills-categories',
  'positions',
  'employees-categories',
  'articles-categories',
  'salons',
  'salons-categories',
  'media',
]

export async function isDatabaseEmpty(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  for (const collection of ['services-categories', 'services', 'pages', 'salons'] as const) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true, req })
    if (totalDocs > 0) return false
  }
  return true
}

export async function demoAdminExists(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_ADMIN.email } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

export async function ensureDemoAdmin(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: DEMO_ADMIN.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (existing.docs.length) return false
  await payload.create({
    collection: 'users',
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: DEMO_ADMIN.name, roles: ['admin'] },
    overrideAccess: true,
    req,
  })
  return true
}

export async function wipeContent(payload: Payload, log: Log = () => {}, req?: PayloadRequest): Promise<void> {
  const context: RequestContext = { disableRevalidate: true }
  for (const collection of CONTENT_ORDER) {
    const result = await payload.delete({
      collection,
      where: { id: { exists: true } },
      overrideAccess: true,
      req,
      context,
    })
    log(`deleted ${result.docs.length} ${collection}`)
  }
}

export interface SeedSummary {
  categories: number
  services: number
  salons: number
  employees: number
  articles: number
  vacancies: number
  pages: number
  media: number
  clients: number
  appointments: number
  reviews: number
}

export async function seedDemoContent(
  payload: Payload,
  log: Log = () => {},
  req?: PayloadRequest,
  now: Date = new Date(),
): Promise<SeedSummary> {
  const context: RequestContext = { disableRevalidate: true }
  const today = seedToday(now)
  let mediaCount = 0

  async function create(
    collection: CollectionSlug,
    en: Record<string, unknown>,
    uk?: Record<string, unknown>,
  ): Promise<Record<string, unknown> & { id: Id }> {
    const status = DRAFTED.has(collection) ? { _status: 'published' } : {}
    const doc = (await payload.create({
      collection,
      data: { ...en, ...status } as never,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })) as unknown as Record<string, unknown> & { id: Id }
    if (uk) {
      await payload.update({
        collection,
        id: doc.id,
        data: { ...uk, ...status } as never,
        locale: 'uk',
        depth: 0,
        overrideAccess: true,
        req,
        context,
      })
    }
    return doc
  }

  /** A generated picture, stored with English and Ukrainian alt text. */
  async function upload(seed: string, motif: Motif, alt: Localised): Promise<Id> {
    const file = await drawImage(seed, motif)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: alt.en },
      file,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })
    await payload.update({
      collection: 'media',
      id: doc.id,
      data: { alt: alt.uk },
      locale: 'uk',
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })
    mediaCount++
    return doc.id
  }
  const l = (value: Localised, key = 'name') => [{ [key]: value.en }, { [key]: value.uk }] as const

  // Salons
  const salonCategoryIds = new Map<string, Id>()
  for (const c of salonCategories) {
    const parent = c.parent ? salonCategoryIds.get(c.parent) : undefined
    const doc = await create(
      'salons-categories',
      { name: c.name.en, slug: c.slug, parent, order: c.order, externalUrl: c.externalUrl },
      { name: c.name.uk },
    )
    salonCategoryIds.set(c.slug, doc.id)
  }
  const salonIds = new Map<string, Id>()
  for (const s of salons) {
    const imageId = await upload(`salon-${s.slug}`, 'salon', s.title)
    const doc = await create(
      'salons',
      {
        title: s.title.en,
        slug: s.slug,
        category: salonCategoryIds.get(s.category),
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
    salonIds.set(s.slug, doc.id)
  }
  log(`salons: ${salonIds.size}`)
  const chelsea = salonIds.get('backstage-chelsea')
  if (chelsea == null) throw new Error('The demo data must include the backstage-chelsea salon')
  const otherSalons = [...salonIds.entries()].filter(([slug]) => slug !== 'backstage-chelsea').map(([, id]) => id)

  // Service categories, parents first
  const categoryIds = new Map<string, Id>()
  const categoryImages = new Map<string, Id>()
  const byDepth = [...categories].sort(
    (a, b) => (a.parent ? a.parent.split('/').length : 0) - (b.parent ? b.parent.split('/').length : 0),
  )
  for (const c of byDepth) {
    const path = c.parent ? `${c.parent}/${c.slug}` : c.slug
    const imageId = await upload(`category-${path}`, 'service', c.name)
    categoryImages.set(path, imageId)
    const doc = await create(
      'services-categories',
      {
        name: c.name.en,
        slug: c.slug,
        parent: c.parent ? categoryIds.get(c.parent) : undefined,
        order: c.order,
        description: c.description.en,
        seoText: c.seoText.en,
        previewImage: imageId,
      },
      { name: c.name.uk, description: c.description.uk, seoText: c.seoText.uk },
    )
    categoryIds.set(path, doc.id)
  }
  log(`service categories: ${categoryIds.size}`)

  // Services; the second salon offers hair, nails and the men's menu
  const servicePaths = new Map<string, Id>()
  const serviceTerms = new Map<string, { duration: number; price: number }>()
  const alsoElsewhere = (category: string) => /^(female\/(hair|nails)|male)(\/|$)/.test(category)
  for (const s of services) {
    const categoryId = categoryIds.get(s.category)
    if (categoryId == null) throw new Error(`Unknown category ${s.category} for ${s.slug}`)
    const salonList = alsoElsewhere(s.category) ? [chelsea, ...otherSalons] : [chelsea]
    const params = (s.params ?? []).map((p, i) => ({
      name: p.name.en,
      priceFrom: p.priceFrom,
      priceTo: p.priceTo,
      duration: p.durationMinutes,
      crmId: `demo-${s.slug}-${i + 1}`,
    }))
    const doc = await create('services', {
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
      previewImage: categoryImages.get(s.category),
      salons: salonList,
      public: true,
      archive: false,
      crmId: `demo-svc-${servicePaths.size + 1}`,
    })
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
    servicePaths.set(`${s.category}/${s.slug}`, doc.id)
    serviceTerms.set(`${s.category}/${s.slug}`, { duration: s.durationMinutes, price: s.priceFrom })
  }
  for (const s of services) {
    if (!s.additional?.length) continue
    const ids = s.additional.map((p) => servicePaths.get(p)).filter((id): id is Id => id != null)
    await payload.update({
      collection: 'services',
      id: servicePaths.get(`${s.category}/${s.slug}`)!,
      data: { additionalServices: ids, _status: 'published' } as never,
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })
  }
  log(`services: ${servicePaths.size}`)

  // Taxonomies
  async function taxonomy(
    collection: CollectionSlug,
    list: SeedTaxonomy[],
    extra?: (t: SeedTaxonomy) => Record<string, unknown>,
  ) {
    const ids = new Map<string, Id>()
    for (const t of list) {
      const [en, uk] = l(t.name)
      const doc = await create(
        collection,
        { ...en, slug: t.slug, order: t.order, parent: t.parent ? ids.get(t.parent) : undefined, ...extra?.(t) },
        uk,
      )
      ids.set(t.slug, doc.id)
    }
    return ids
  }
  const employeeCategoryIds = await taxonomy('employees-categories', employeesCategories)
  const skillCategoryIds = await taxonomy('skills-categories', skillsCategories)
  const skillIds = new Map<string, Id>()
  for (const [i, s] of skills.entries()) {
    const doc = await create(
      'skills',
      { title: s.title.en, slug: s.slug, order: i + 1, category: skillCategoryIds.get(s.category) },
      { title: s.title.uk },
    )
    skillIds.set(s.slug, doc.id)
  }
  const positionIds = new Map<string, Id>()
  for (const [i, p] of positions.entries()) {
    const doc = await create(
      'positions',
      { name: p.name.en, slug: p.slug, order: i + 1, role: p.role },
      { name: p.name.uk },
    )
    positionIds.set(p.slug, doc.id)
  }

  // Stylists, with their working hours and the services they perform
  const stylistIds = new Map<string, Id>()
  for (const e of employees) {
    const photo = await upload(`employee-${e.slug}`, 'portrait', e.name)
    const doc = await create(
      'employees',
      {
        name: e.name.en,
        slug: e.slug,
        photo,
        workCategory: employeeCategoryIds.get(e.workCategory),
        skills: e.skills.map((s) => skillIds.get(s)).filter(Boolean),
        positions: e.positions.map((p) => positionIds.get(p)).filter(Boolean),
        salons: e.salons.map((s) => salonIds.get(s)).filter(Boolean),
        crmId: e.crmId,
        order: e.order,
        bio: e.bio.en,
        ...employeeBookingFields(e.slug, { salons: salonIds, services: servicePaths }, today),
      },
      { name: e.name.uk, bio: e.bio.uk },
    )
    stylistIds.set(e.slug, doc.id)
  }
  log(`stylists: ${employees.length}`)

  // Blog
  const articleCategoryIds = await taxonomy('articles-categories', articlesCategories)
  for (const a of articles) {
    const previewImage = await upload(`article-${a.slug}`, 'article', a.title)
    const bodyImage = a.bodyImage
      ? { media: await upload(`article-${a.slug}-body`, 'article', a.bodyImage.alt), after: a.bodyImage.after }
      : undefined
    await create(
      'articles',
      {
        title: a.title.en,
        slug: a.slug,
        date: new Date(`${a.date}T09:00:00.000Z`).toISOString(),
        categories: [articleCategoryIds.get(a.category)],
        titleLines: a.titleLines.en,
        previewImage,
        excerpt: a.excerpt.en,
        body: richText(a.body.en, bodyImage),
      },
      { title: a.title.uk, titleLines: a.titleLines.uk, excerpt: a.excerpt.uk, body: richText(a.body.uk, bodyImage) },
    )
  }
  log(`articles: ${articles.length}`)

  // Vacancies share one picture
  const vacancyImage = await upload('vacancies', 'salon', {
    en: 'Our team at work in the salon',
    uk: 'Наша команда за роботою в салоні',
  })
  for (const v of vacancies) {
    await create(
      'vacancies',
      {
        title: v.title.en,
        slug: v.slug,
        order: v.order,
        salons: v.salons.map((s) => salonIds.get(s)).filter(Boolean),
        previewImage: vacancyImage,
        excerpt: v.excerpt.en,
        body: richText(v.body.en),
      },
      { title: v.title.uk, excerpt: v.excerpt.uk, body: richText(v.body.uk) },
    )
  }

  // Pages
  for (const p of pages) {
    const imageId = p.withImage ? await upload(`page-${p.slug}`, 'page', p.title) : undefined
    await create(
      'pages',
      { title: p.title.en, slug: p.slug, description: p.description.en, image: imageId, body: richText(p.body.en) },
      { title: p.title.uk, description: p.description.uk, body: richText(p.body.uk) },
    )
  }

  // Globals
  await payload.updateGlobal({
    slug: 'contacts',
    locale: 'en',
    overrideAccess: true,
    req,
    context,
    data: {
      phones: contacts.phones.map((phone) => ({ phone })),
      email: contacts.email,
      address: contacts.address.en,
      workTime: contacts.workTime.en,
      year: contacts.year,
      socials: contacts.socials.map((s) => ({ label: s.label, link: s.url })),
    },
  })
  await payload.updateGlobal({
    slug: 'contacts',
    locale: 'uk',
    overrideAccess: true,
    req,
    context,
    data: { address: contacts.address.uk, workTime: contacts.workTime.uk },
  })
  const settingsDoc = await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    overrideAccess: true,
    req,
    context,
    depth: 0,
    data: {
      brandName: settings.brandName,
      tagline: settings.tagline.en,
      bookingStoreUrl: settings.bookingStoreUrl,
      londonSalonSiteUrl: settings.londonSalonSiteUrl,
      partnerUrl: settings.partnerUrl,
      academyUrl: settings.academyUrl,
      appStoreUrl: settings.appStoreUrl,
      playStoreUrl: settings.playStoreUrl,
      defaultSalon: salonIds.get(settings.defaultSalon) as number,
      popularSearches: settings.popularSearches.map((p) => ({ label: p.label.en, query: p.query })),
      footerTopCategories: {
        women: categoryIds.get(settings.footerTopCategories.women) as number,
        men: categoryIds.get(settings.footerTopCategories.men) as number,
      },
    },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'uk',
    overrideAccess: true,
    req,
    context,
    data: {
      tagline: settings.tagline.uk,
      popularSearches: settings.popularSearches.map((p, i) => ({
        id: settingsDoc.popularSearches?.[i]?.id,
        label: p.label.uk,
        query: p.query,
      })),
    },
  })

  // Booking: settings, demo clients, visits and reviews
  const booking = await seedBooking(
    payload,
    { salons: salonIds, services: servicePaths, stylists: stylistIds, durations: serviceTerms },
    now,
    req,
  )
  log(`booking: ${booking.clients} clients, ${booking.appointments} appointments, ${booking.reviews} reviews`)

  return {
    ...booking,
    categories: categoryIds.size,
    services: servicePaths.size,
    salons: salonIds.size,
    employees: employees.length,
    articles: articles.length,
    vacancies: vacancies.length,
    pages: pages.length,
    media: mediaCount,
  }
}
