/**
 * The checks of a written appointment: API.md "Group Appointments" › Additional validations
 * (`400 APPOINTMENT_VALIDATION`), Validations and `409 TIME_CONFLICT`, and the one planned visit
 * per date, location and client (`409 ALREADY_EXISTS`).
 */
import type { FakeAppointment, FakeAppointmentService } from '../fixture'

import { MINUTE, iso } from '../core/data-types'
import { ApiError, bad } from '../core/errors'
import { findEmployee, findService, zoneOf } from '../core/lookups'
import { addDays, localToUtc, overlaps, zoned } from '../core/salon-time'
import { busyItems, canProvide, workingInterval } from '../core/schedule'
import type { Core } from '../core/state'

/** An appointment item being checked for time conflicts, with its start in ms. */
interface Candidate {
  id: string
  start: number
  duration: number
  professional: string | null
  assistant: string | null
}

/**
 * API.md "Group Appointments" › Additional validations (400 APPOINTMENT_VALIDATION), skipped with
 * `force=true`. Archived services/employees answer a plain 400 whatever `force` says.
 */
export function validate(core: Core, items: FakeAppointmentService[], location: string, force: boolean): void {
  const validations: Record<string, unknown>[] = []
  for (const item of items) {
    const service = item.service ? findService(core, item.service) : null
    const professional = item.professional ? findEmployee(core, item.professional) : null
    if (item.assistant) findEmployee(core, item.assistant)
    if (service?.archive) throw bad(`Service ${service.id} is archived and can't be used in new appointments`)
    if (professional?.archive) throw bad(`Employee ${professional.id} is archived`)
    if (force || !service) continue
    if (professional && !canProvide(professional, service, location)) {
      validations.push({
        id: item.id,
        type: 'SERVICE_PROFESSIONAL_CANT_PROVIDE_SERVICE',
        service: service.id,
        professional: professional.id,
      })
    }
    if (!professional && service.location_prices.some((p) => p.location === location && p.position !== null)) {
      validations.push({
        id: item.id,
        type: 'SERVICE_SERVICE_CANT_BE_PROVIDED_WITHOUT_PROFESSIONAL',
        service: service.id,
      })
    }
  }
  if (validations.length) {
    throw new ApiError(400, 'Validation error(s) while updating appointment', {
      type: 'APPOINTMENT_VALIDATION',
      validations,
    })
  }
}

/**
 * API.md "Group Appointments" › Validations and "409 Conflict - TIME_CONFLICT": every item of a
 * valid appointment must lie in its professional's (and assistant's) working time and overlap no
 * other valid item of theirs, including earlier items of the same batch. `force=true` skips both,
 * except that a day the person does not work at all still conflicts (Live: force cannot book a
 * day off). Runs synchronously, so check-and-insert is atomic.
 */
export function checkTimes(
  core: Core,
  items: Candidate[],
  target: { id: string; location: string },
  ignore: Set<string>,
  force: boolean,
  alsoBusy: Candidate[] = [],
): void {
  const tz = zoneOf(core, target.location)
  const conflicts: Record<string, unknown>[] = []
  items.forEach((item, index) => {
    const end = item.start + item.duration * MINUTE
    for (const person of [item.professional, item.assistant]) {
      if (!person) continue
      // One entry of `anotherItems` (API.md "409 Conflict - TIME_CONFLICT").
      const conflict = (
        objectType: 'nonWorkingTime' | 'appointmentService',
        objectId: string | null,
        objectDescriptionId: string | null,
        objectStart: string,
        objectDuration: number,
      ) =>
        conflicts.push({
          id: item.id,
          itemType: 'professional',
          itemId: person,
          objectType,
          objectId,
          objectDescriptionId,
          objectStart,
          objectDuration,
        })
      const employee = findEmployee(core, person)
      const day = zoned(item.start, tz).date
      const work = workingInterval(core, employee, target.location, day)
      const dayStart = localToUtc(day, '00:00', tz)
      if (!work || (!force && (item.start < work[0] || end > work[1]))) {
        const [from, until] = !work
          ? [dayStart, localToUtc(addDays(day, 1), '00:00', tz)]
          : item.start < work[0]
            ? [dayStart, work[0]]
            : [work[1], localToUtc(addDays(day, 1), '00:00', tz)]
        conflict('nonWorkingTime', null, null, iso(from), Math.round((until - from) / MINUTE))
      }
      if (force) continue
      for (const [a, b, other, appt] of busyItems(core, person, ignore)) {
        if (overlaps(item.start, end, a, b)) {
          conflict('appointmentService', other.id, appt.client ?? appt.employee, other.start, other.duration)
        }
      }
      for (const other of [...alsoBusy, ...items.slice(0, index)]) {
        if (other.professional !== person && other.assistant !== person) continue
        if (overlaps(item.start, end, other.start, other.start + other.duration * MINUTE)) {
          conflict('appointmentService', other.id, null, iso(other.start), other.duration)
        }
      }
    }
  })
  if (conflicts.length) {
    throw new ApiError(409, 'Time conflict: the professional is busy or not working at the proposed time', {
      type: 'TIME_CONFLICT',
      anotherItems: conflicts,
    })
  }
}

export function candidates(items: FakeAppointmentService[]): Candidate[] {
  return items.map((s) => ({
    id: s.id,
    start: Date.parse(s.start),
    duration: s.duration,
    professional: s.professional,
    assistant: s.assistant,
  }))
}

/** The planned/confirmed appointment with the same date + location + client/employee, if any. */
export function sameVisit(core: Core, a: FakeAppointment, exclude: Set<string>): FakeAppointment | undefined {
  if (!a.client && !a.employee) return undefined
  return core.state.appointments.find(
    (x) =>
      !exclude.has(x.id) &&
      (x.state === 'planned' || x.state === 'confirmed') &&
      x.date === a.date &&
      x.location === a.location &&
      x.client === a.client &&
      x.employee === a.employee,
  )
}

export function alreadyExists(found: FakeAppointment, extra: Record<string, unknown>, message: string): ApiError {
  return new ApiError(409, message, {
    type: 'ALREADY_EXISTS',
    itemType: 'appointment',
    id: found.id,
    where: {
      date: `${found.date}T00:00:00.000Z`,
      location: found.location,
      client: found.client,
      employee: found.employee,
      state: 'planned/confirmed',
    },
    ...extra,
  })
}
