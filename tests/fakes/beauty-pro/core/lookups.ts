/**
 * Finding things in the live data by id (a missing one is the API's 404), the 2-month window of
 * visible appointments, and the names the API writes for people and sorts lists by.
 */
import type { FakeAppointment, FakeClient, FakeEmployee, FakeLocation, FakeService } from '../fixture'

import { notFound } from './errors'
import { localToUtc } from './salon-time'
import type { Core } from './state'

/** The item with identifier `id` (in any letter case), or the API's 404 for `object`. */
export function findById<T extends { id: string }>(items: T[], object: string, id: string): T {
  const found = items.find((x) => x.id === id.toLowerCase())
  if (!found) throw notFound(object, 'id', id)
  return found
}

export const findLocation = (core: Core, id: string): FakeLocation => findById(core.state.locations, 'location', id)

export function zoneOf(core: Core, locationId: string): string {
  return core.state.locations.find((l) => l.id === locationId)?.timezone ?? 'Europe/London'
}

export const findEmployee = (core: Core, id: string): FakeEmployee => findById(core.state.employees, 'employee', id)

export const findService = (core: Core, id: string): FakeService => findById(core.state.services, 'service', id)

export const findClient = (core: Core, id: string): FakeClient => findById(core.state.clients, 'client', id)

export function findAppointment(core: Core, id: string): FakeAppointment {
  const found = core.state.appointments.find((a) => a.id === id.toLowerCase())
  if (!found || !inWindow(core, found)) throw notFound('appointment', 'id', id)
  return found
}

/** API.md "Group Appointments": only the last 2 months are available. */
export function windowStart(core: Core): number {
  const d = new Date(core.now())
  d.setUTCMonth(d.getUTCMonth() - 2)
  return d.getTime()
}

export function inWindow(core: Core, a: FakeAppointment): boolean {
  return appointmentStart(core, a) >= windowStart(core)
}

export function appointmentStart(core: Core, a: FakeAppointment): number {
  const starts = a.services.map((s) => Date.parse(s.start))
  return starts.length ? Math.min(...starts) : localToUtc(a.date, '00:00', zoneOf(core, a.location))
}

export function digits(phone: string): string {
  return phone.replace(/\D/g, '')
}

export function fullName(p: { firstname: string; middlename: string | null; lastname: string }): string {
  return [p.firstname, p.middlename, p.lastname].filter(Boolean).join(' ')
}

export function byName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, 'en'))
}
