/**
 * Free start times for a visit (the old system's `employees/free_time`): the question checked
 * against the provider's catalogue and settings (salon, services offered there, one or several
 * services, "any stylist", the date range), then answered by the provider's free-time source —
 * Parlour's engine (`engineFreeTime` below, `domain/free-time.ts` computing) or Beauty Pro's.
 */
import { computeFreeTime, performsAll, validateFreeTimeQuery } from '../domain/free-time'
import { bookedAs, UNKNOWN_OPTION } from '../domain/options'
import { visitParts } from '../domain/processing'
import { addCalendarDays, describeLocalDay } from '../domain/time'
import type { FreeTimeResult, LocalDate } from '../domain/types'
import type { BookingCatalogue, Clock, EngineTimetable, FreeTimeSource } from '../ports'

export interface FreeTimeDeps {
  catalogue: BookingCatalogue
  times: FreeTimeSource
  clock: Clock
}

export interface FreeTimeRequest {
  locationId: string
  /** Distinct ids, at least one. */
  serviceIds: string[]
  from: LocalDate
  /** Inclusive. */
  to: LocalDate
  /** Only this stylist; null for "any stylist". */
  employeeId: string | null
  /** The option chosen of each service, by position (null or absent: none). */
  optionIds?: (string | null)[]
}

/** A refusal the caller can show: `field` names the query parameter at fault. */
export interface FreeTimeRefusal {
  kind: 'not_found' | 'invalid' | 'unknown_option'
  field: 'location' | 'services' | 'options' | 'employee' | 'from' | 'to'
  message: string
}

export type FreeTimeOutcome = { ok: true; times: FreeTimeResult } | { ok: false; refusal: FreeTimeRefusal }

const refuse = (kind: FreeTimeRefusal['kind'], field: FreeTimeRefusal['field'], message: string): FreeTimeOutcome => ({
  ok: false,
  refusal: { kind, field, message },
})

/**
 * `{ [employeeId]: { [date]: ['HH:mm', …] } }` in the salon's wall-clock time. A stylist who does not
 * perform every service (or is not at the salon) is simply not in the answer: asking for them
 * alone gives `{}`.
 */
export async function getFreeTime(deps: FreeTimeDeps, request: FreeTimeRequest): Promise<FreeTimeOutcome> {
  const { catalogue } = deps
  const [locations, services, settings] = await Promise.all([
    catalogue.locations('en'),
    catalogue.services('en'),
    catalogue.settings(),
  ])
  const location = locations.find((l) => l.id === request.locationId)
  if (!location) return refuse('not_found', 'location', `No salon with id ${request.locationId} takes online bookings.`)

  const chosen = request.serviceIds.map((id) =>
    services.find((s) => s.id === id && s.locationIds.includes(location.id)),
  )
  const missing = request.serviceIds.filter((_, i) => !chosen[i])
  if (missing.length) {
    return refuse('not_found', 'services', `${location.name} offers no service with id ${missing.join(', ')} online.`)
  }
  // Each service as booked: with its chosen option's length.
  const booked = chosen.map((s, i) => bookedAs(s!, request.optionIds?.[i]))
  if (booked.some((b) => !b)) return refuse('unknown_option', 'options', UNKNOWN_OPTION)
  const visit = booked.map((b) => b!.service)
  if (request.serviceIds.length > 1 && !settings.severalServices) {
    return refuse('invalid', 'services', 'Online booking takes one service per visit: choose one.')
  }
  if (request.employeeId == null && !settings.skipProfessional) {
    return refuse('invalid', 'employee', 'Choose a stylist: online booking needs one.')
  }

  const now = deps.clock.now()
  const query = {
    locationId: location.id,
    timezone: location.timezone,
    from: request.from,
    to: request.to,
    serviceIds: request.serviceIds,
    durationMinutes: visit.reduce((sum, s) => sum + s.duration, 0),
    employeeId: request.employeeId,
    now,
    settings,
  }
  const valid = validateFreeTimeQuery(query)
  if (!valid.ok) {
    const { code, message } = valid.error
    if (code === 'invalid_duration')
      return refuse('invalid', 'services', 'These services together are too long for one visit.')
    if (code === 'invalid_date_range') return refuse('invalid', 'to', message)
    if (code === 'invalid_date' || code === 'invalid_date_format') return refuse('invalid', 'from', message)
    // Settings, zone or clock the salon's data got wrong: not the caller's fault.
    throw new Error(`Cannot compute free time: ${message}`)
  }

  const times = await deps.times.freeTime({
    location,
    services: visit,
    ...(booked.some((b) => b!.option) ? { optionIds: booked.map((b) => b!.option?.id ?? null) } : {}),
    durationMinutes: query.durationMinutes,
    from: request.from,
    to: request.to,
    employeeId: request.employeeId,
    settings,
    now,
  })
  return { ok: true, times }
}

/**
 * Parlour's own engine as a free-time source: the salon's stylists who perform every chosen
 * service, their working patterns and busy time, computed by `domain/free-time.ts`.
 */
export function engineFreeTime(timetable: EngineTimetable): FreeTimeSource {
  return {
    async freeTime(q) {
      const serviceIds = q.services.map((s) => s.id)
      const schedules = (await timetable.schedules(q.location)).filter(
        (s) => (q.employeeId == null || s.employeeId === q.employeeId) && performsAll(s, serviceIds),
      )
      if (schedules.length === 0) return {}
      // A day either side: a schedule kept in another zone can reach the salon's dates from there.
      const range = {
        from: new Date(describeLocalDay(addCalendarDays(q.from, -1), q.location.timezone).startMs),
        to: new Date(describeLocalDay(addCalendarDays(q.to, 1), q.location.timezone).endMs),
      }
      const busy = await timetable.busy(
        schedules.map((s) => s.employeeId),
        range,
        q.now,
      )
      return computeFreeTime(
        {
          locationId: q.location.id,
          timezone: q.location.timezone,
          from: q.from,
          to: q.to,
          serviceIds,
          durationMinutes: q.durationMinutes,
          parts: visitParts(q.services),
          employeeId: q.employeeId,
          now: q.now,
          settings: q.settings,
        },
        schedules,
        busy,
      )
    },
  }
}
