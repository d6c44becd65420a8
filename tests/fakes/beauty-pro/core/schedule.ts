/**
 * Working time and busy time: who may provide a service where, an employee's working interval on
 * a salon day (predefined schedules and days off), and the appointments that occupy their time.
 */
import type { FakeAppointment, FakeAppointmentService, FakeEmployee, FakeService } from '../fixture'

import { MINUTE } from './data-types'
import { zoneOf } from './lookups'
import { localToUtc, overlaps, weekdayOf, zoned } from './salon-time'
import type { Core } from './state'

const RESERVE_MS = 15 * MINUTE // API.md "Group Appointments": a reserve holds time 15 minutes after createDate.

/** Whether employee `e` may provide `s` at `location`: a price exists for one of their positions. */
export function canProvide(e: FakeEmployee, s: FakeService, location: string | null): boolean {
  return s.location_prices.some(
    (p) => p.position !== null && e.positions.includes(p.position) && (location === null || p.location === location),
  )
}

export function rolesOf(core: Core, e: FakeEmployee): string[] {
  const roles = e.positions.map((id) => core.state.positions.find((p) => p.id === id)?.role).filter(Boolean)
  return [...new Set(roles as string[])]
}

/** The employee's working interval (UTC ms) at `location` on salon-local `date`, from their schedules. */
export function workingInterval(core: Core, e: FakeEmployee, location: string, date: string): [number, number] | null {
  if (e.archive) return null
  if (core.state.daysOff.some((d) => d.employee === e.id && d.date === date)) return null
  const entry = e.schedules
    .filter((s) => s.location === location && s.start_date.slice(0, 10) <= date)
    .sort((a, b) => b.start_date.localeCompare(a.start_date))[0]
  if (!entry?.schedule) return null
  const schedule = core.state.predefinedSchedules.find((p) => p.id === entry.schedule)
  const day = schedule?.weekSchedule.find((w) => w.weekDay === weekdayOf(date))
  if (!day?.timeFrom || !day.timeTo || day.timeFrom >= day.timeTo) return null
  const tz = zoneOf(core, location)
  return [localToUtc(date, day.timeFrom, tz), localToUtc(date, day.timeTo, tz)]
}

/** API.md "Group Appointments": planned, confirmed, and reserves younger than 15 min (or future createDate). */
export function occupies(core: Core, a: Pick<FakeAppointment, 'state' | 'createDate'>): boolean {
  if (a.state === 'planned' || a.state === 'confirmed') return true
  if (a.state !== 'reserved') return false
  const created = Date.parse(a.createDate)
  return created > core.now() - RESERVE_MS
}

/** Busy intervals of an employee (as professional or assistant) in every location. */
export function busyItems(
  core: Core,
  employeeId: string,
  skip: Set<string>,
): [number, number, FakeAppointmentService, FakeAppointment][] {
  const out: [number, number, FakeAppointmentService, FakeAppointment][] = []
  for (const a of core.state.appointments) {
    if (skip.has(a.id) || !occupies(core, a)) continue
    for (const s of a.services) {
      if (s.professional !== employeeId && s.assistant !== employeeId) continue
      const start = Date.parse(s.start)
      out.push([start, start + s.duration * MINUTE, s, a])
    }
  }
  return out
}

export function isFree(
  core: Core,
  e: FakeEmployee,
  location: string,
  start: number,
  minutes: number,
  skip: Set<string>,
): boolean {
  const end = start + minutes * MINUTE
  const work = workingInterval(core, e, location, zoned(start, zoneOf(core, location)).date)
  if (!work || start < work[0] || end > work[1] || start < core.now()) return false
  return !busyItems(core, e.id, skip).some(([a, b]) => overlaps(start, end, a, b))
}
