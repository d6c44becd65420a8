/**
 * The booking catalogue read port over Payload's Local API. Public content (salons, services,
 * stylists, positions) is read as an anonymous visitor (`overrideAccess: false`: published and
 * visible documents only); reviews, time tables and settings are staff-only collections, so they
 * are read with access overridden and only the fields the public may see leave this module.
 */
import type { Payload, Where } from 'payload'

import { idOf, toImage } from '@/features/content/contract'

import type {
  EngineCatalogue,
  CatalogueEmployee,
  CatalogueFeedback,
  CatalogueLocale,
  CatalogueLocation,
  CataloguePosition,
  CatalogueService,
} from '../ports'
import { loadBookingSettings, loadBusyIntervals, loadLocationSchedules } from './schedules'
import { processingOf } from '../domain/processing'
import { summariseRatings } from '../domain/rules'
import { serviceOptions } from './options'

const LIST_LIMIT = 1000
const ids = (values: readonly unknown[] | null | undefined): string[] =>
  (values ?? [])
    .map(idOf)
    .filter((v): v is number | string => v != null)
    .map(String)
/** Ids in this database are whole numbers: anything else names no document (and must not reach SQL). */
const isDbId = (id: string) => /^[1-9]\d{0,15}$/.test(id)
/** A whole list as an anonymous visitor sees it: published (and visible) documents only. */
const asVisitor = (locale: CatalogueLocale) =>
  ({ depth: 0, limit: LIST_LIMIT, pagination: false, locale, overrideAccess: false }) as const

/**
 * For each category id, the direction it sits in with its top group: the category's first two
 * levels, named "Women · Nails" (a direction is its own; a top group alone names itself).
 */
function serviceGroups(
  categories: { id: number | string; name: string; parent?: unknown; path?: string | null }[],
): (categoryId: string) => { path: string; name: string } | undefined {
  const byId = new Map(categories.map((c) => [String(c.id), c]))
  const groups = new Map<string, { path: string; name: string }>()
  for (const c of categories) {
    const chain: typeof categories = []
    for (let at: (typeof categories)[number] | undefined = c; at && chain.length < 10;) {
      chain.unshift(at)
      const parent = idOf(at.parent)
      at = parent == null ? undefined : byId.get(String(parent))
    }
    const top = chain.slice(0, 2)
    const path = top.at(-1)?.path ?? ''
    groups.set(String(c.id), { path, name: top.map((t) => t.name).join(' · ') })
  }
  return (id) => groups.get(id)
}

export function createPayloadCatalogue(payload: Payload): EngineCatalogue {
  const find = payload.find.bind(payload)

  /** The stylists the public may see (one, when given): only their reviews are shown. */
  const shownStylists = async (employeeId: string | null, locale: CatalogueLocale) =>
    (
      await find({
        collection: 'employees',
        where: employeeId == null ? undefined : { id: { equals: employeeId } },
        ...asVisitor(locale),
        select: { name: true },
      })
    ).docs
  /** Their reviews that staff have not hidden. */
  const shownReviews = (stylists: { id: number | string }[]): Where => ({
    and: [{ hidden: { not_equals: true } }, { stylist: { in: stylists.map((s) => s.id) } }],
  })

  return {
    async locations(locale: CatalogueLocale): Promise<CatalogueLocation[]> {
      const { docs } = await find({
        collection: 'salons',
        where: { active: { not_equals: false } },
        sort: 'order',
        ...asVisitor(locale),
        select: { title: true, slug: true, address: true, phone: true, geo: true, timezone: true },
      })
      return docs.map((s) => ({
        id: String(s.id),
        name: s.title,
        slug: s.slug,
        street: s.address?.street ?? '',
        city: s.address?.city ?? '',
        postcode: s.address?.postcode ?? '',
        phone: s.phone,
        geo: s.geo?.lat != null && s.geo?.lng != null ? { lat: s.geo.lat, lng: s.geo.lng } : null,
        timezone: s.timezone,
      }))
    },

    async services(locale: CatalogueLocale): Promise<CatalogueService[]> {
      const [services, categories] = await Promise.all([
        find({
          collection: 'services',
          sort: 'order',
          ...asVisitor(locale),
          select: {
            title: true,
            slug: true,
            path: true,
            category: true,
            duration: true,
            processingAfter: true,
            processingMinutes: true,
            gender: true,
            description: true,
            prices: true,
            salons: true,
            priceTo: true,
            withParams: true,
            params: true,
          },
        }),
        find({
          collection: 'services-categories',
          ...asVisitor(locale),
          select: { name: true, parent: true, path: true },
        }),
      ])
      const categoryName = new Map(categories.docs.map((c) => [String(c.id), c.name]))
      const groupOf = serviceGroups(categories.docs)
      return services.docs.map((s) => {
        const categoryId = idOf(s.category)
        const prices = (s.prices ?? []).map((p) => ({ locationId: String(idOf(p.salon)), price: p.price }))
        const highest = prices.length ? Math.max(...prices.map((p) => p.price)) : null
        return {
          id: String(s.id),
          name: s.title,
          slug: s.slug,
          path: s.path ?? null,
          category:
            categoryId != null && categoryName.has(String(categoryId))
              ? { id: String(categoryId), name: categoryName.get(String(categoryId))! }
              : null,
          group: categoryId == null ? null : (groupOf(String(categoryId)) ?? null),
          duration: s.duration,
          processing: processingOf(s.duration, s.processingAfter, s.processingMinutes),
          gender: s.gender ?? null,
          description: s.description ?? null,
          locationIds: ids(s.salons),
          prices,
          priceTo: s.priceTo != null && (highest == null || s.priceTo > highest) ? s.priceTo : null,
          options: serviceOptions(s).map((o) => ({
            id: o.id,
            name: o.name,
            duration: o.duration,
            prices: prices.map((p) => ({ locationId: p.locationId, price: o.price })),
            priceTo: o.priceTo,
          })),
        }
      })
    },

    async employees(locale: CatalogueLocale): Promise<CatalogueEmployee[]> {
      const { docs } = await find({
        collection: 'employees',
        sort: 'order',
        ...asVisitor(locale),
        select: { name: true, slug: true, photo: true, positions: true, rating: true, salons: true, services: true },
      })
      const photoIds = [...new Set(docs.map((d) => idOf(d.photo)).filter((v) => v != null))]
      const media = photoIds.length
        ? await find({
            collection: 'media',
            where: { id: { in: photoIds } },
            depth: 0,
            limit: photoIds.length,
            pagination: false,
            locale,
            overrideAccess: false,
          })
        : { docs: [] }
      const photoById = new Map(media.docs.map((m) => [String(m.id), toImage(m, 'thumbnail')?.url ?? null]))
      return docs.map((e) => ({
        id: String(e.id),
        name: e.name,
        slug: e.slug,
        photo: photoById.get(String(idOf(e.photo))) ?? null,
        positionIds: ids(e.positions),
        rating: e.rating ?? 0,
        locationIds: ids(e.salons),
        serviceIds: ids(e.services),
      }))
    },

    async positions(locale: CatalogueLocale): Promise<CataloguePosition[]> {
      const { docs } = await find({
        collection: 'positions',
        sort: 'order',
        ...asVisitor(locale),
        select: { name: true, role: true, parent: true },
      })
      return docs.map((p) => {
        const parent = idOf(p.parent)
        return {
          id: String(p.id),
          name: p.name,
          role: p.role || null,
          parentId: parent == null ? null : String(parent),
        }
      })
    },

    async feedbacks({ employeeId, serviceId = null, limit, locale }): Promise<CatalogueFeedback[]> {
      if (employeeId != null && !isDbId(employeeId)) return []
      if (serviceId != null && !isDbId(serviceId)) return []
      const stylists = await shownStylists(employeeId, locale)
      if (!stylists.length) return []
      const nameOf = new Map(stylists.map((s) => [String(s.id), s.name]))
      const shown = shownReviews(stylists)
      const reviews = await find({
        collection: 'reviews',
        // A review is of its whole visit: it speaks of a service when the visit had that service.
        where: serviceId == null ? shown : { and: [shown, { 'appointment.items.service': { equals: serviceId } }] },
        sort: '-createdAt',
        depth: 0,
        limit,
        overrideAccess: true,
        select: { stylist: true, client: true, rating: true, text: true, createdAt: true },
      })
      const clientIds = [...new Set(reviews.docs.map((r) => idOf(r.client)).filter((v) => v != null))]
      const clients = clientIds.length
        ? await find({
            collection: 'clients',
            where: { id: { in: clientIds } },
            depth: 0,
            limit: clientIds.length,
            pagination: false,
            overrideAccess: true,
            select: { firstName: true },
          })
        : { docs: [] }
      const firstNameOf = new Map(clients.docs.map((c) => [String(c.id), c.firstName ?? '']))
      return reviews.docs.map((r) => {
        const stylist = String(idOf(r.stylist))
        return {
          id: String(r.id),
          firstName: firstNameOf.get(String(idOf(r.client))) ?? '',
          date: new Date(r.createdAt),
          employeeId: stylist,
          employeeName: nameOf.get(stylist) ?? '',
          rating: r.rating,
          text: r.text ?? '',
        }
      })
    },

    async ratingSummary(locale) {
      const stylists = await shownStylists(null, locale)
      if (!stylists.length) return { average: null, count: 0 }
      const { docs } = await find({
        collection: 'reviews',
        where: shownReviews(stylists),
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { rating: true },
      })
      return summariseRatings(docs.map((r) => r.rating))
    },

    schedules: (location) => loadLocationSchedules(payload, location),
    busy: (employeeIds, range, now) => loadBusyIntervals(payload, employeeIds, range, now),
    async settings() {
      // The hold's length and the limits per client are the engine's own, not the widget's.
      const { holdMinutes: _hold, clientLimits: _limits, ...settings } = await loadBookingSettings(payload)
      return settings
    },
  }
}
