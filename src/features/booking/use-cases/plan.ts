import { bookedMinutesOn, computeFreeTime, pickEmployeeForSlot, workingIntervalsOn } from '../domain/free-time'
import { visitParts } from '../domain/processing'
import { bookedAs, UNKNOWN_OPTION } from '../domain/options'
import { checkBookingChoice, checkSlot, overlaps } from '../domain/rules'
import { MINUTE_MS, parseLocalDate, parseLocalTime, resolveWallClock } from '../domain/time'
import type { BookingSettings, BusyInterval, EmployeeSchedule } from '../domain/types'
import type { AppointmentItem, BookingStore, Id, LocationInfo, RequestedVisitItem, ServiceInfo } from '../ports'

import { fromRule, refusal, type Result } from './result'

export type RequestedItem = RequestedVisitItem

export interface Plan {
  employeeId: Id
  items: AppointmentItem[]
  start: Date
  end: Date
  date: string
  time: string
}

const DAY_MS = 86_400_000

/** `YYYY-MM-DDTHH:mm` (salon wall clock) as a date and a time, or null. */
export function splitLocalStart(value: string): { date: string; time: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value)
  if (!m || !parseLocalDate(m[1]).ok || !parseLocalTime(m[2]).ok) return null
  return { date: m[1]!, time: m[2]! }
}

/** A service of a visit as booked: with the option chosen, its length and prices are the option's. */
export type BookedService = ServiceInfo & { option: { id: Id; name: string } | null }

/**
 * Services of a request, each bookable at the salon, each with its chosen option (by position in
 * `optionIds`) when one is given; field messages name the bad ones. An option that is not the
 * service's is refused with 422.
 */
export async function loadServices(
  store: BookingStore,
  salon: LocationInfo,
  ids: readonly Id[],
  optionIds: readonly (Id | null | undefined)[] = [],
): Promise<Result<{ services: BookedService[] }>> {
  const found = await store.services(ids)
  const fields: Record<string, string> = {}
  const unknown: Record<string, string> = {}
  const services: BookedService[] = []
  ids.forEach((id, i) => {
    const s = found.find((f) => f.id === id)
    const booked = s && bookedAs(s, optionIds[i])
    if (!s || !s.bookable || s.prices[salon.id] === undefined)
      fields[`items.${i}.service`] = 'This service cannot be booked online at this salon.'
    else if (!booked || booked.service.prices[salon.id] === undefined) unknown[`items.${i}.option`] = UNKNOWN_OPTION
    else
      services.push({
        ...booked.service,
        option: booked.option && { id: booked.option.id, name: booked.option.name },
      })
  })
  if (Object.keys(fields).length) return refusal(400, 'invalid_request', Object.values(fields)[0]!, fields)
  if (Object.keys(unknown).length) return refusal(422, 'unknown_option', UNKNOWN_OPTION, unknown)
  return { ok: true, services }
}

/** The salon's stylist schedules and everybody's busy time around a date. */
async function context(store: BookingStore, salon: LocationInfo, date: string, now: Date, except?: Id) {
  const schedules = await store.schedules(salon)
  const around = new Date(`${date}T12:00:00Z`).getTime()
  const busy = await store.busy(
    schedules.map((s) => s.employeeId),
    { from: new Date(around - 2 * DAY_MS), to: new Date(around + 2 * DAY_MS) },
    now,
    except,
  )
  return { schedules, busy }
}

/**
 * Where a visit goes: one stylist does the chosen services back to back from the start (the
 * engine's model: the free time offered is for the whole visit). "Any stylist" picks, among those
 * free at that time, the client's favourite first, then the least booked that day.
 */
export async function planVisit(
  store: BookingStore,
  input: {
    salon: LocationInfo
    start: string
    items: RequestedItem[]
    settings: BookingSettings
    now: Date
    preferEmployees?: Id[]
    exceptAppointment?: Id
  },
): Promise<Result<{ plan: Plan }>> {
  const local = splitLocalStart(input.start)
  if (!local)
    return refusal(400, 'invalid_request', 'Choose a date and time (YYYY-MM-DDTHH:mm).', {
      start: 'Choose a date and time (YYYY-MM-DDTHH:mm).',
    })
  const named = [...new Set(input.items.map((i) => i.employee).filter((e): e is Id => e != null))]
  if (named.length > 1) {
    const message = 'One stylist does the whole visit: choose the same stylist for every service, or "any stylist".'
    return refusal(400, 'invalid_request', message, { items: message })
  }
  const serviceIds = input.items.map((i) => i.service)
  const choice = checkBookingChoice({ serviceIds, employeeId: named[0] ?? null }, input.settings)
  if (!choice.ok) return fromRule(choice, 'items')
  const loaded = await loadServices(
    store,
    input.salon,
    serviceIds,
    input.items.map((i) => i.option),
  )
  if (!loaded.ok) return loaded
  const duration = loaded.services.reduce((sum, s) => sum + s.duration, 0)
  const { schedules, busy } = await context(store, input.salon, local.date, input.now, input.exceptAppointment)
  const request = {
    locationId: input.salon.id,
    timezone: input.salon.timezone,
    date: local.date,
    time: local.time,
    durationMinutes: duration,
    parts: visitParts(loaded.services),
    serviceIds,
    now: input.now,
    settings: input.settings,
  }

  let employeeId = named[0]
  if (employeeId) {
    const check = checkSlot(
      request,
      schedules.find((s) => s.employeeId === employeeId),
      busy,
    )
    if (!check.ok) return fromRule(check, 'start')
  } else {
    const query = { ...request, from: local.date, to: local.date, employeeId: null }
    const free = computeFreeTime(query, schedules, busy)
    const booked = Object.fromEntries(
      schedules.map((s) => [s.employeeId, bookedMinutesOn(busy, s.employeeId, local.date, input.salon.timezone)]),
    )
    const picked = pickEmployeeForSlot(free, local.date, local.time, {
      preferOrder: input.preferEmployees,
      bookedMinutes: booked,
    })
    if (!picked) {
      // Taken (someone would have been free with an empty diary) or simply not a time we offer.
      const wouldBe = pickEmployeeForSlot(computeFreeTime(query, schedules, []), local.date, local.time)
      return wouldBe
        ? refusal(409, 'slot_taken', 'Sorry, that time has just been taken. Please choose another time.')
        : refusal(400, 'not_offered', 'Please choose one of the times shown.', {
            start: 'Please choose one of the times shown.',
          })
    }
    employeeId = picked
  }

  const start = resolveWallClock(local.date, local.time, input.salon.timezone).instant
  let at = start.getTime()
  const items = loaded.services.map((s) => {
    const item: AppointmentItem = {
      serviceId: s.id,
      employeeId: employeeId!,
      start: new Date(at),
      duration: s.duration,
      price: s.prices[input.salon.id] ?? null,
      processing: s.processing ?? null,
      ...(s.option ? { optionId: s.option.id, optionName: s.option.name } : {}),
    }
    at += s.duration * MINUTE_MS
    return item
  })
  return { ok: true, plan: { employeeId, items, start, end: new Date(at), ...local } }
}

/**
 * Whether one more service fits right after a visit with a stylist: inside one working stretch and
 * clear of everybody else's bookings (added services need not start on the grid).
 */
export async function fitsAfter(
  store: BookingStore,
  salon: LocationInfo,
  employeeId: Id,
  date: string,
  start: Date,
  duration: number,
  now: Date,
): Promise<boolean> {
  const { schedules, busy } = await context(store, salon, date, now)
  const schedule: EmployeeSchedule | undefined = schedules.find((s) => s.employeeId === employeeId)
  if (!schedule) return false
  const visit = { start, end: new Date(start.getTime() + duration * MINUTE_MS) }
  const inHours = workingIntervalsOn(schedule, date).some((w) => w.start <= visit.start && visit.end <= w.end)
  const clash = busy.some((b: BusyInterval) => b.employeeId === employeeId && overlaps(b, visit))
  return inHours && !clash
}
