/**
 * Read use cases of the booking catalogue: salons, services with their price at a salon,
 * stylists who can do a set of services, positions and published reviews. Pure orchestration
 * over the `BookingCatalogue` port; the shapes returned are the HTTP API's (docs/booking-read-api.md).
 */
import { performsAll } from '../domain/free-time'
import { perSnapshot } from './per-snapshot'
import type {
  BookingCatalogue,
  CatalogueEmployee,
  CatalogueLocale,
  CatalogueLocation,
  CataloguePosition,
  CatalogueService,
} from '../ports'

export interface CatalogueDeps {
  catalogue: BookingCatalogue
}

export type Location = CatalogueLocation

/** A service as the widget lists it at one salon. */
export interface ServiceOffer extends Omit<CatalogueService, 'prices' | 'locationIds' | 'options'> {
  /** Price at the requested salon, or the lowest salon price without one; null when no price is set. */
  price: number | null
  currency: 'GBP'
  /** Price at each salon offering the service. */
  prices: { location: string; price: number }[]
  locations: string[]
  /** Its options, each priced at the requested salon (the lowest salon price without one). */
  options: { id: string; name: string; duration: number; price: number | null; priceTo: number | null }[]
}

export interface Employee extends Omit<CatalogueEmployee, 'positionIds' | 'locationIds' | 'serviceIds'> {
  positions: string[]
  locations: string[]
  services: string[]
}

export interface Position extends Omit<CataloguePosition, 'parentId'> {
  parent: string | null
}

export interface Feedback {
  id: string
  firstName: string
  /** ISO 8601 instant. */
  date: string
  employee: string
  employeeName: string
  rating: number
  text: string
}

export const listLocations = (deps: CatalogueDeps, q: { locale: CatalogueLocale }): Promise<Location[]> =>
  deps.catalogue.locations(q.locale)

/** Services offered at `locationId` (every visible service without one). */
export async function listServices(
  deps: CatalogueDeps,
  q: { locale: CatalogueLocale; locationId: string | null },
): Promise<ServiceOffer[]> {
  return servicesAt(await deps.catalogue.services(q.locale), q.locationId ?? '')
}

/** The offers of one snapshot of the services at one salon ('' for every salon). */
const servicesAt = perSnapshot((services: CatalogueService[], locationId: string): ServiceOffer[] => {
  const offered = locationId === '' ? services : services.filter((s) => s.locationIds.includes(locationId))
  return offered.map(({ prices, locationIds, options, ...rest }) => ({
    ...rest,
    price: priceAt(prices, locationId),
    currency: 'GBP' as const,
    prices: prices.map((p) => ({ location: p.locationId, price: p.price })),
    locations: locationIds,
    options: (options ?? []).map((o) => ({
      id: o.id,
      name: o.name,
      duration: o.duration,
      price: priceAt(o.prices, locationId),
      priceTo: o.priceTo,
    })),
  }))
})

/** The price at the salon ('' for none), or the lowest salon price; null without any. */
function priceAt(prices: CatalogueService['prices'], locationId: string): number | null {
  const here = locationId === '' ? undefined : prices.find((p) => p.locationId === locationId)
  return here?.price ?? (prices.length ? Math.min(...prices.map((p) => p.price)) : null)
}

/** Stylists working at `locationId` (when given) who perform every one of `serviceIds`. */
export async function listEmployees(
  deps: CatalogueDeps,
  q: { locale: CatalogueLocale; locationId: string | null; serviceIds: string[] },
): Promise<Employee[]> {
  return employeesFor(await deps.catalogue.employees(q.locale), JSON.stringify([q.locationId, q.serviceIds]))
}

/** The stylists of one snapshot for a `[locationId, serviceIds]` key. */
const employeesFor = perSnapshot((employees: CatalogueEmployee[], key: string): Employee[] => {
  const [locationId, serviceIds] = JSON.parse(key) as [string | null, string[]]
  return employees
    .filter((e) => locationId == null || e.locationIds.includes(locationId))
    .filter((e) => performsAll({ serviceIds: e.serviceIds }, serviceIds))
    .map(({ positionIds, locationIds, serviceIds: performs, ...rest }) => ({
      ...rest,
      positions: positionIds,
      locations: locationIds,
      services: performs,
    }))
})

export async function listPositions(deps: CatalogueDeps, q: { locale: CatalogueLocale }): Promise<Position[]> {
  const positions = await deps.catalogue.positions(q.locale)
  return positions.map(({ parentId, ...rest }) => ({ ...rest, parent: parentId }))
}

/** The most feedbacks one call returns. */
export const FEEDBACK_LIMIT = 100

export async function listFeedbacks(
  deps: CatalogueDeps,
  q: { locale: CatalogueLocale; employeeId: string | null },
): Promise<Feedback[]> {
  const feedbacks = await deps.catalogue.feedbacks({
    employeeId: q.employeeId,
    limit: FEEDBACK_LIMIT,
    locale: q.locale,
  })
  return feedbacks.map(({ date, employeeId, ...rest }) => ({
    ...rest,
    date: date.toISOString(),
    employee: employeeId,
  }))
}
