/**
 * The public booking catalogue read from Beauty Pro (the calls the old product made, spec
 * service-pages-and-booking.md §7 "Booking system"; shapes from API_DOCUMENTATION.md, see
 * tests/fakes/beauty-pro for the fake built from the same documentation), in our shapes.
 *
 * - Salons are Beauty Pro's locations that are active; services those public and not archived,
 *   with their price at each location from `location_prices` (set per position: the lowest is
 *   the "from" price, the highest the top of the range); stylists the employees public and not
 *   archived, who perform the services their positions are priced for; reviews its feedbacks.
 * - A salon, service or stylist linked to the site's content (its booking-system id in the CMS
 *   item's `crmId`) takes the CMS item's address, slug, photo and its name in the page's language
 *   (Beauty Pro keeps one language); others are named as Beauty Pro names them.
 * - Each upstream list is read once per minute per process and shared by concurrent callers, which
 *   keeps the site far under Beauty Pro's 100 requests per second however many visitors browse.
 */
import {
  type BookingCatalogue,
  type CatalogueEmployee,
  type CatalogueFeedback,
  type CatalogueLocale,
  type CatalogueLocation,
  type CataloguePosition,
  type CatalogueService,
  type BookingSettings,
  type GapPosition,
  type GapsMode,
  DEFAULT_BOOKING_SETTINGS,
  summariseRatings,
} from '@/features/booking/kit'
import { shareFor } from '@/platform/cache/share'

import type { BeautyProApi } from '../api/api'

/** How long one process reuses an upstream catalogue list. */
export const CATALOGUE_SHARE_MS = 60_000

// ── Upstream shapes (API_DOCUMENTATION.md; only the fields asked for come back, besides `id`) ──

type Maybe<T> = T | null | undefined

interface BpLocation {
  id: string
  name: Maybe<string>
  city: Maybe<string>
  street: Maybe<string>
  phone: Maybe<string>
  geo_position: unknown
  timezone: Maybe<string>
  active: Maybe<boolean>
}

interface BpCategory {
  id: string
  name: Maybe<string>
  parent: Maybe<string>
  archive: Maybe<boolean>
}

interface BpService {
  id: string
  name: Maybe<string>
  descriptionPlaintext: Maybe<string>
  duration: Maybe<number>
  gender: Maybe<string>
  category: Maybe<string>
  location_prices: Maybe<{ location: Maybe<string>; position: Maybe<string>; price: Maybe<number> }[]>
}

interface BpEmployee {
  id: string
  name: Maybe<string>
  positions: Maybe<string[]>
  average_feedback_rating: Maybe<number>
  all_locations: Maybe<boolean>
  schedules: Maybe<{ location: Maybe<string> }[]>
}

interface BpPosition {
  id: string
  name: Maybe<string>
  role: Maybe<string>
  parent: Maybe<string>
}

interface BpFeedback {
  id: string
  firstName: Maybe<string>
  date: Maybe<string>
  professional: Maybe<string>
  professionalName: Maybe<string>
  rating: Maybe<number>
  text: Maybe<string>
}

export const FIELDS = {
  locations: 'name,city,street,phone,geo_position,timezone,active',
  categories: 'name,parent,archive',
  services: 'name,descriptionPlaintext,duration,gender,category,location_prices(location,position,price)',
  employees: 'name,positions,average_feedback_rating,all_locations,schedules(location)',
  positions: 'name,role,parent',
  feedbacks: 'firstName,date,professional,professionalName,rating,text',
  settings:
    'client_module(several_services,can_cancel_in_48_hours,nearest_booking_minutes,time_step,gaps_mode,gaps_positions,skip_professional)',
} as const

// ── Links to the site's content ──

export interface LinkedItem {
  slug: string
  name: string
}

/** The site's content items that carry a Beauty Pro id (`crmId`), by that id, in one language. */
export interface ContentLinks {
  locations(locale: CatalogueLocale): Promise<Map<string, LinkedItem & { postcode: string }>>
  services(
    locale: CatalogueLocale,
  ): Promise<Map<string, LinkedItem & { path: string | null; description: string | null }>>
  employees(locale: CatalogueLocale): Promise<Map<string, LinkedItem & { photo: string | null }>>
  /**
   * A linked service's options (docs/decisions/0052): each variant's Beauty Pro id (its `crmId`) →
   * the Beauty Pro id of the service it is an option of, and its name; in the variants' order.
   */
  options?(locale: CatalogueLocale): Promise<Map<string, { parent: string; name: string }>>
}

/**
 * The Beauty Pro services that are options of another (a linked CMS service's variants) folded
 * into it as its options, each with its own length and prices, and out of the list.
 */
export function foldOptions(
  services: CatalogueService[],
  options: Map<string, { parent: string; name: string }>,
): CatalogueService[] {
  const byId = new Map(services.map((s) => [s.id, s]))
  const folded = new Map<string, NonNullable<CatalogueService['options']>>()
  for (const [id, { parent, name }] of options) {
    const option = byId.get(id)
    if (!option || id === parent || !byId.has(parent)) continue
    const list = folded.get(parent) ?? []
    list.push({ id, name, duration: option.duration, prices: option.prices, priceTo: option.priceTo })
    folded.set(parent, list)
  }
  const taken = new Set([...folded.values()].flat().map((o) => o.id))
  return services
    .filter((s) => !taken.has(s.id))
    .map((s) => (folded.has(s.id) ? { ...s, options: folded.get(s.id) } : s))
}

/** A URL-safe slug of a name (for items the site's content does not link). */
export function slugOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  )
}

/** `geo_position` as the documentation's object, or the `"lat,lng"` text some databases hold. */
export function geoOf(value: unknown): { lat: number; lng: number } | null {
  let lat: unknown
  let lng: unknown
  if (typeof value === 'string') [lat, lng] = value.split(/[,;]\s*/).map(Number)
  else if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>
    lat = v.lat ?? v.latitude
    lng = v.lng ?? v.lon ?? v.longitude
  }
  lat = typeof lat === 'string' ? Number(lat) : lat
  lng = typeof lng === 'string' ? Number(lng) : lng
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, lng }
    : null
}

/** `time_step` as minutes: the documentation's `"30m"` form or a plain number. */
export function minutesOf(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseInt(value, 10) : NaN
  return Number.isFinite(n) && n > 0 ? n : fallback
}

const GAPS_MODES: GapsMode[] = ['none', 'optimal', 'maximal']
const GAP_POSITIONS: GapPosition[] = ['day_start', 'before_appointment', 'after_appointment', 'day_end']

export function settingsOf(answer: unknown): BookingSettings {
  const m = ((answer as { client_module?: unknown })?.client_module ?? {}) as Record<string, unknown>
  const d = DEFAULT_BOOKING_SETTINGS
  const flag = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback)
  const positions = Array.isArray(m.gaps_positions)
    ? m.gaps_positions.filter((p): p is GapPosition => GAP_POSITIONS.includes(p as GapPosition))
    : typeof m.gaps_positions === 'string'
      ? m.gaps_positions.split(',').filter((p): p is GapPosition => GAP_POSITIONS.includes(p as GapPosition))
      : [...d.gapsPositions]
  return {
    timeStep: minutesOf(m.time_step, d.timeStep),
    nearestBookingMinutes:
      typeof m.nearest_booking_minutes === 'number' && m.nearest_booking_minutes >= 0
        ? m.nearest_booking_minutes
        : d.nearestBookingMinutes,
    // Beauty Pro's `maximal_if_has_appointment` is nearest to our `maximal` (Beauty Pro itself computes its free time).
    gapsMode:
      m.gaps_mode === 'maximal_if_has_appointment'
        ? 'maximal'
        : GAPS_MODES.includes(m.gaps_mode as GapsMode)
          ? (m.gaps_mode as GapsMode)
          : d.gapsMode,
    gapsPositions: positions.length ? positions : [...d.gapsPositions],
    severalServices: flag(m.several_services, d.severalServices),
    skipProfessional: flag(m.skip_professional, d.skipProfessional),
    canCancelIn48Hours: flag(m.can_cancel_in_48_hours, d.canCancelIn48Hours),
  }
}

const GENDERS = { female: 'female', male: 'male', both: 'unisex', all: 'unisex', unisex: 'unisex' } as const

export function beautyProCatalogue(
  api: BeautyProApi,
  links: ContentLinks,
): BookingCatalogue & {
  /** Upstream services with their positions' prices: what free time and bookings price from. */
  rawServices(): Promise<BpService[]>
} {
  const list = <T>(path: string, query: Record<string, string>) =>
    shareFor(CATALOGUE_SHARE_MS, () => api.get<T[]>(path, query))
  const readLocations = list<BpLocation>('/locations', { fields: FIELDS.locations })
  const readCategories = list<BpCategory>('/services/categories', { fields: FIELDS.categories })
  const readServices = list<BpService>('/services', { fields: FIELDS.services, archive: 'false', public: 'true' })
  const readEmployees = list<BpEmployee>('/employees', { fields: FIELDS.employees, archive: 'false', public: 'true' })
  const readPositions = list<BpPosition>('/positions', { fields: FIELDS.positions })
  const readSettings = shareFor(CATALOGUE_SHARE_MS, () => api.get<unknown>('/settings', { fields: FIELDS.settings }))
  const readFeedbacks = shareFor(5_000, () => api.get<BpFeedback[]>('/feedbacks', { fields: FIELDS.feedbacks }))

  const activeLocations = async () => (await readLocations()).filter((l) => l.active !== false)

  return {
    rawServices: readServices,

    async locations(locale) {
      const [found, linked] = await Promise.all([activeLocations(), links.locations(locale)])
      return found.map((l): CatalogueLocation => {
        const link = linked.get(l.id)
        const name = link?.name ?? l.name ?? ''
        return {
          id: l.id,
          name,
          slug: link?.slug ?? slugOf(name),
          street: l.street ?? '',
          city: l.city ?? '',
          postcode: link?.postcode ?? '',
          phone: l.phone ?? '',
          geo: geoOf(l.geo_position),
          timezone: l.timezone || 'Europe/London',
        }
      })
    },

    async services(locale) {
      const [services, categories, locations, linked, options] = await Promise.all([
        readServices(),
        readCategories(),
        activeLocations(),
        links.services(locale),
        links.options?.(locale) ?? new Map<string, { parent: string; name: string }>(),
      ])
      const live = new Set(locations.map((l) => l.id))
      const byId = new Map(categories.map((c) => [c.id, c]))
      const groupOf = (id: string | null | undefined) => {
        const chain: BpCategory[] = []
        for (
          let at = id ? byId.get(id) : undefined;
          at && chain.length < 10;
          at = at.parent ? byId.get(at.parent) : undefined
        )
          chain.unshift(at)
        const top = chain.slice(0, 2)
        return top.length
          ? { path: top.map((t) => slugOf(t.name ?? '')).join('/'), name: top.map((t) => t.name ?? '').join(' · ') }
          : null
      }
      const listed = services
        .flatMap((s): CatalogueService[] => {
          const perLocation = new Map<string, number[]>()
          for (const p of s.location_prices ?? []) {
            if (!p.location || !live.has(p.location) || typeof p.price !== 'number') continue
            perLocation.set(p.location, [...(perLocation.get(p.location) ?? []), p.price])
          }
          if (!perLocation.size) return []
          const link = linked.get(s.id)
          const name = link?.name ?? s.name ?? ''
          const category = s.category ? byId.get(s.category) : undefined
          const all = [...perLocation.values()].flat()
          const highest = Math.max(...all)
          const prices = [...perLocation].map(([locationId, list]) => ({ locationId, price: Math.min(...list) }))
          return [
            {
              id: s.id,
              name,
              slug: link?.slug ?? slugOf(name),
              path: link?.path ?? null,
              category: category && category.archive !== true ? { id: category.id, name: category.name ?? '' } : null,
              group: groupOf(s.category),
              duration: typeof s.duration === 'number' && s.duration > 0 ? s.duration : 0,
              gender: GENDERS[(s.gender ?? '').toLowerCase() as keyof typeof GENDERS] ?? null,
              description: link?.description ?? s.descriptionPlaintext ?? null,
              locationIds: [...perLocation.keys()],
              prices,
              priceTo: highest > Math.min(...prices.map((p) => p.price)) ? highest : null,
            },
          ]
        })
        .filter((s) => s.duration > 0)
      return options.size ? foldOptions(listed, options) : listed
    },

    async employees(locale) {
      const [employees, services, locations, linked] = await Promise.all([
        readEmployees(),
        readServices(),
        activeLocations(),
        links.employees(locale),
      ])
      const live = locations.map((l) => l.id)
      return employees.map((e): CatalogueEmployee => {
        const positions = new Set(e.positions ?? [])
        const at = e.all_locations
          ? live
          : [...new Set((e.schedules ?? []).map((s) => s.location).filter((l): l is string => !!l && live.includes(l)))]
        const performs = services
          .filter((s) => (s.location_prices ?? []).some((p) => p.position && positions.has(p.position)))
          .map((s) => s.id)
        const link = linked.get(e.id)
        const rating = typeof e.average_feedback_rating === 'number' ? e.average_feedback_rating : 0
        const name = link?.name ?? e.name ?? ''
        return {
          id: e.id,
          name,
          slug: link?.slug ?? slugOf(name),
          photo: link?.photo ?? null,
          positionIds: [...positions],
          rating: Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10,
          locationIds: at,
          serviceIds: performs,
        }
      })
    },

    async positions() {
      return (await readPositions()).map((p): CataloguePosition => ({
        id: p.id,
        name: p.name ?? '',
        role: p.role ?? null,
        parentId: p.parent ?? null,
      }))
    },

    async feedbacks(query) {
      // Beauty Pro's feedbacks name the stylist, not the services of the visit.
      if (query.serviceId != null) return []
      const [feedbacks, employees] = await Promise.all([readFeedbacks(), readEmployees()])
      const shown = new Set(employees.map((e) => e.id))
      return feedbacks
        .filter(
          (f) =>
            f.professional &&
            shown.has(f.professional) &&
            (query.employeeId == null || f.professional === query.employeeId) &&
            typeof f.rating === 'number' &&
            f.rating >= 1 &&
            f.date,
        )
        .map((f): CatalogueFeedback => ({
          id: f.id,
          firstName: (f.firstName ?? '').trim().split(/\s+/)[0] ?? '',
          date: new Date(f.date!),
          employeeId: f.professional!,
          employeeName: f.professionalName ?? '',
          rating: Math.round(f.rating!),
          text: f.text ?? '',
        }))
        .sort((a, b) => +b.date - +a.date)
        .slice(0, query.limit)
    },

    async ratingSummary(locale) {
      const all = await this.feedbacks({ employeeId: null, limit: Number.POSITIVE_INFINITY, locale })
      return summariseRatings(all.map((f) => f.rating))
    },

    async settings() {
      return settingsOf(await readSettings())
    },
  }
}
