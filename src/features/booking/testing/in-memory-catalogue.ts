/**
 * An in-memory `BookingCatalogue` for unit tests: plain arrays in, the port's behaviour out
 * (filters and order as the Payload adapter applies them). Not used by the application.
 */
import {
  DEFAULT_BOOKING_SETTINGS,
  type BookingSettings,
  type BusyInterval,
  type EmployeeSchedule,
} from '../domain/types'
import { summariseRatings } from '../domain/rules'
import type {
  EngineCatalogue,
  CatalogueEmployee,
  CatalogueFeedback,
  CatalogueLocation,
  CataloguePosition,
  CatalogueService,
  Clock,
} from '../ports'

export interface CatalogueData {
  locations?: CatalogueLocation[]
  services?: CatalogueService[]
  employees?: CatalogueEmployee[]
  positions?: CataloguePosition[]
  feedbacks?: CatalogueFeedback[]
  schedules?: EmployeeSchedule[]
  busy?: BusyInterval[]
  settings?: Partial<BookingSettings>
}

export class InMemoryCatalogue implements EngineCatalogue {
  /** The arguments of every `busy` call, for tests that check what was asked. */
  readonly busyCalls: { employeeIds: string[]; from: Date; to: Date; now: Date }[] = []

  constructor(private readonly data: CatalogueData = {}) {}

  async locations() {
    return this.data.locations ?? []
  }
  async services() {
    return this.data.services ?? []
  }
  async employees() {
    return this.data.employees ?? []
  }
  async positions() {
    return this.data.positions ?? []
  }
  async feedbacks(q: { employeeId: string | null; serviceId?: string | null; limit: number }) {
    // Its feedbacks, like Beauty Pro's, do not say which services the visit had.
    if (q.serviceId != null) return []
    return (this.data.feedbacks ?? [])
      .filter((f) => q.employeeId == null || f.employeeId === q.employeeId)
      .sort((a, b) => b.date.getTime() - a.date.getTime())
      .slice(0, q.limit)
  }
  async ratingSummary() {
    return summariseRatings((this.data.feedbacks ?? []).map((f) => f.rating))
  }
  async schedules(location: { id: string }) {
    return (this.data.schedules ?? []).filter((s) => s.locationId === location.id)
  }
  async busy(employeeIds: readonly string[], range: { from: Date; to: Date }, now: Date) {
    this.busyCalls.push({ employeeIds: [...employeeIds], ...range, now })
    return (this.data.busy ?? []).filter(
      (b) => employeeIds.includes(b.employeeId) && b.start < range.to && b.end > range.from,
    )
  }
  async settings() {
    return { ...DEFAULT_BOOKING_SETTINGS, ...this.data.settings }
  }
}

export const frozenClock = (iso: string): Clock => ({ now: () => new Date(iso) })

/** Fills the fields a test does not care about. */
export const makeLocation = (o: Partial<CatalogueLocation> & { id: string }): CatalogueLocation => ({
  name: `Salon ${o.id}`,
  slug: `salon-${o.id}`,
  street: '1 King’s Road',
  city: 'London',
  postcode: 'SW3 4AA',
  phone: '+44 20 7946 0000',
  geo: null,
  timezone: 'Europe/London',
  ...o,
})

export const makeService = (o: Partial<CatalogueService> & { id: string }): CatalogueService => ({
  name: `Service ${o.id}`,
  slug: `service-${o.id}`,
  path: null,
  category: null,
  group: null,
  duration: 60,
  gender: null,
  description: null,
  locationIds: [],
  prices: [],
  priceTo: null,
  ...o,
})

export const makeEmployee = (o: Partial<CatalogueEmployee> & { id: string }): CatalogueEmployee => ({
  name: `Stylist ${o.id}`,
  slug: `stylist-${o.id}`,
  photo: null,
  positionIds: [],
  rating: 0,
  locationIds: [],
  serviceIds: [],
  ...o,
})
