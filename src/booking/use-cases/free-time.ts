/**
 * Free start times for a visit (the old system's `employees/free_time`): the salon's stylists who
 * perform every chosen service, a visit as long as the services' durations added up, the salon's
 * settings and time zone, and the clock. The engine (`domain/free-time.ts`) does the computing.
 */
import { computeFreeTime, performsAll, validateFreeTimeQuery } from '../domain/free-time'
import { addCalendarDays, describeLocalDay } from '../domain/time'
import type { FreeTimeResult, LocalDate } from '../domain/types'
import type { BookingCatalogue, Clock } from '../read-ports'

export interface FreeTimeDeps {
  catalogue: BookingCatalogue
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
}

/** A refusal the caller can show: `field` names the query parameter at fault. */
export interface FreeTimeRefusal {
  kind: 'not_found' | 'invalid'
  field: 'location' | 'services' | 'employee' | 'from' | 'to'
  message: string
}

export type FreeTimeOutcome = { ok: true; times: FreeTimeResult } | { ok: false; refusal: FreeTimeRefusal }

const refuse = (kind: FreeTimeRefusal['kind'], field: FreeTimeRefusal['field'], message: string): FreeTimeOutcome => ({
  ok: false,
  refusal: { kind, field, message },
})

/**
 * `{ [stylistId]: { [date]: ['HH:mm', …] } }` in the salon's wall-clock time. A stylist who does not
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
  if (request.serviceIds.length > 1 && !settings.severalServices) {
    return refuse('invalid', 'services', 'Online booking takes one service per visit: choose one.')
  }
  if (request.employeeId == null && !settings.skipProfessional) {
    return refuse('invalid', 'employee', 'Choose a stylist: online booking needs one.')
  }

  const now = deps.clock.now()
  const query = {
    salonId: location.id,
    timezone: location.timezone,
    from: request.from,
    to: request.to,
    serviceIds: request.serviceIds,
    durationMinutes: chosen.reduce((sum, s) => sum + s!.duration, 0),
    stylistId: request.employeeId,
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

  const schedules = (await catalogue.schedules(location)).filter(
    (s) => (request.employeeId == null || s.stylistId === request.employeeId) && performsAll(s, request.serviceIds),
  )
  if (schedules.length === 0) return { ok: true, times: {} }
  // A day either side: a schedule kept in another zone can reach the salon's dates from there.
  const range = {
    from: new Date(describeLocalDay(addCalendarDays(request.from, -1), location.timezone).startMs),
    to: new Date(describeLocalDay(addCalendarDays(request.to, 1), location.timezone).endMs),
  }
  const busy = await catalogue.busy(
    schedules.map((s) => s.stylistId),
    range,
    now,
  )
  return { ok: true, times: computeFreeTime(query, schedules, busy) }
}
