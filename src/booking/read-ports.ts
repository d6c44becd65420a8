/**
 * What the booking READ use cases need from the outside world (DESIGN.md §2); the write side's
 * ports, and the `Clock` both sides use, are in ports.ts. Adapters in
 * `src/booking/adapters/` implement these over Payload; unit tests implement them in memory.
 * Plain data only: ids are strings, instants are `Date`, money is pounds, lengths are minutes.
 */
import type { BookingSettings, BusyInterval, StylistSchedule } from './domain/types'

/** A content locale of the site (`en` English, `uk` Ukrainian). */
export type CatalogueLocale = 'en' | 'uk'

/** A salon that takes online bookings. */
export interface CatalogueLocation {
  id: string
  name: string
  slug: string
  street: string
  city: string
  postcode: string
  phone: string
  /** Null when the salon has no map position. */
  geo: { lat: number; lng: number } | null
  /** IANA zone of the salon's wall clock, e.g. Europe/London. */
  timezone: string
}

export interface CatalogueService {
  id: string
  name: string
  slug: string
  /** Path of the service page under /services/, when it has one. */
  path: string | null
  category: { id: string; name: string } | null
  /**
   * The direction it belongs to with its top group, e.g. `female/nails`, "Women · Nails": how the
   * widget groups the services.
   */
  group: { path: string; name: string } | null
  /** Minutes. */
  duration: number
  gender: 'female' | 'male' | 'unisex' | null
  description: string | null
  /** Salons that offer the service. */
  locationIds: string[]
  /** Price at each salon, pounds. */
  prices: { locationId: string; price: number }[]
  /** Highest price of the service's variants, pounds (null when it has one price). */
  priceTo: number | null
}

export interface CatalogueEmployee {
  id: string
  name: string
  slug: string
  /** Address of the photo (thumbnail when there is one), null without a photo. */
  photo: string | null
  positionIds: string[]
  /** 0–5, one decimal. */
  rating: number
  locationIds: string[]
  serviceIds: string[]
}

export interface CataloguePosition {
  id: string
  name: string
  /** Role in the booking system, e.g. "master". */
  role: string | null
  parentId: string | null
}

/** A published review of a stylist, as the public may see it. */
export interface CatalogueFeedback {
  id: string
  /** The client's first name only. */
  firstName: string
  /** When the review was written. */
  date: Date
  employeeId: string
  employeeName: string
  rating: number
  text: string
}

/** Read side of the booking catalogue: public content plus the time tables free time needs. */
export interface BookingCatalogue {
  /** Published salons that take online bookings, in menu order. */
  locations(locale: CatalogueLocale): Promise<CatalogueLocation[]>
  /** Visible (published, public, not archived) services, in menu order. */
  services(locale: CatalogueLocale): Promise<CatalogueService[]>
  /** Published stylists, in menu order. */
  employees(locale: CatalogueLocale): Promise<CatalogueEmployee[]>
  positions(locale: CatalogueLocale): Promise<CataloguePosition[]>
  /** Reviews not hidden by staff of published stylists (of one stylist when given), newest first. */
  feedbacks(query: { employeeId: string | null; limit: number; locale: CatalogueLocale }): Promise<CatalogueFeedback[]>
  /** Working patterns at this salon of the published stylists who have hours there. */
  schedules(location: { id: string; timezone: string }): Promise<StylistSchedule[]>
  /** Busy time of these stylists overlapping [from, to): live booked times and holds unexpired at `now`. */
  busy(stylistIds: readonly string[], range: { from: Date; to: Date }, now: Date): Promise<BusyInterval[]>
  /** The salon's online-booking settings. */
  settings(): Promise<BookingSettings>
}

export type { Clock } from './ports'

/** Where handlers report failures they turn into a soft answer. */
export interface ErrorLog {
  error(context: Record<string, unknown>, message: string): void
}
