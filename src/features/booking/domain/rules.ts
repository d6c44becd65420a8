/**
 * Pure booking decisions. Business refusals are returned, never thrown:
 * `{ ok: true }` or `{ ok: false, reason, message }` with a message a visitor can read.
 * See docs/decisions/0006-booking-engine-semantics.md.
 */
import { computeFreeTime, performsAll, workingIntervalsOn } from './free-time'
import type { VisitPart } from './processing'
import { instantToLocal, MINUTE_MS, parseLocalDate, parseLocalTime, parseTimeZone, resolveWallClock } from './time'
import {
  CLOSED_STATES,
  type AppointmentState,
  type AppointmentSummary,
  type BookingSettings,
  type ClientLimits,
  type BusyInterval,
  type LocalDate,
  type LocalTime,
  type RefusalReason,
  type RuleResult,
  type EmployeeSchedule,
} from './types'

const OK = { ok: true } as const

function refuse<R extends RefusalReason>(reason: R, message: string): { ok: false; reason: R; message: string } {
  return { ok: false, reason, message }
}

// ── Appointment states ────────────────────────────────────────────────────────────────────────────

/**
 * Whether an appointment blocks its stylists' time now: planned or confirmed, or a hold
 * (`reserved`) whose `heldUntil` is still ahead. A hold without one has lapsed. A visit the client
 * arrived for, or completed, keeps its time; a no-show frees it (a walk-in may take it). The
 * appointments guard decides with this (docs/decisions/0010); staff may set any state in the admin.
 */
export function isLive(state: unknown, heldUntil: Date | string | null | undefined, now: Date): boolean {
  if (state === 'planned' || state === 'confirmed' || state === 'arrived' || state === 'completed') return true
  if (state !== 'reserved' || !heldUntil) return false
  return new Date(heldUntil).getTime() > now.getTime()
}

/** Half-open intervals [start, end) share at least one instant; empty intervals overlap nothing. */
export function overlaps(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  const as = a.start.getTime()
  const ae = a.end.getTime()
  const bs = b.start.getTime()
  const be = b.end.getTime()
  return as < ae && bs < be && as < be && bs < ae
}

/**
 * Whether two items of one visit give one stylist overlapping times. PostgreSQL's slot constraint
 * refuses these like any other overlap (docs/decisions/0010); the SQLite guard asks this, so both
 * databases refuse the same writes.
 */
export function clashesInsideVisit(
  items: readonly { stylist: string | number; range: { start: Date; end: Date } }[],
): boolean {
  return items.some((a, i) =>
    items.some((b, j) => j > i && String(a.stylist) === String(b.stylist) && overlaps(a.range, b.range)),
  )
}

// ── Booking a slot ────────────────────────────────────────────────────────────────────────────────

/** Whether the chosen services and stylist fit the salon's settings. */
export function checkBookingChoice(
  choice: { serviceIds: readonly string[]; employeeId?: string | null },
  settings: Pick<BookingSettings, 'severalServices' | 'skipProfessional'>,
): RuleResult<'no_services' | 'several_services_disabled' | 'stylist_required'> {
  if (choice.serviceIds.length === 0) return refuse('no_services', 'Please choose a service.')
  if (!settings.severalServices && new Set(choice.serviceIds).size > 1) {
    return refuse('several_services_disabled', 'Please book one service at a time.')
  }
  if (!settings.skipProfessional && choice.employeeId == null) {
    return refuse('stylist_required', 'Please choose a stylist.')
  }
  return OK
}

/** Online booking is refused to a client the salon has barred from it. */
export function checkClientMayBookOnline(client: {
  forbiddenOnlineBooking?: boolean | null
}): RuleResult<'forbidden_online_booking'> {
  return client.forbiddenOnlineBooking
    ? refuse(
        'forbidden_online_booking',
        "We can't take this booking online. Please call the salon and we'll be happy to book you in.",
      )
    : OK
}

export interface SlotRequest {
  locationId: string
  /** The salon's IANA zone; `date` and `time` are wall-clock there. */
  timezone: string
  date: LocalDate
  time: LocalTime
  durationMinutes: number
  /** The visit's busy parts when its services have processing time (see `visitParts`). */
  parts?: readonly VisitPart[]
  serviceIds: string[]
  now: Date
  settings: BookingSettings
}

/**
 * Re-checks one start for one stylist at booking time (inside the booking transaction, with fresh
 * busy intervals; leave out the client's own appointment when moving it). The start must be one the
 * engine would offer now; the reason says why not.
 */
export function checkSlot(
  request: SlotRequest,
  schedule: EmployeeSchedule | undefined,
  busy: readonly BusyInterval[],
): RuleResult<
  'invalid_request' | 'outside_hours' | 'too_soon' | 'slot_taken' | 'not_offered' | 'stylist_cannot_perform'
> {
  const { date, time, timezone, settings, now } = request
  if (!parseLocalDate(date).ok || !parseLocalTime(time).ok || !parseTimeZone(timezone).ok) {
    return refuse('invalid_request', 'Please choose a date and time from the calendar.')
  }
  if (!Number.isInteger(request.durationMinutes) || request.durationMinutes <= 0) {
    return refuse('invalid_request', 'Please choose a service.')
  }
  if (!schedule || schedule.locationId !== request.locationId) {
    return refuse('outside_hours', "This stylist doesn't work at this salon.")
  }
  if (!performsAll(schedule, request.serviceIds)) {
    return refuse('stylist_cannot_perform', "This stylist doesn't offer every service you chose.")
  }
  const wall = resolveWallClock(date, time, timezone)
  if (wall.status === 'nonexistent') {
    return refuse('outside_hours', "That time doesn't exist on this date because the clocks change.")
  }
  const start = wall.instant
  const end = new Date(start.getTime() + request.durationMinutes * MINUTE_MS)
  if (start.getTime() < now.getTime() + settings.nearestBookingMinutes * MINUTE_MS) {
    return refuse('too_soon', 'That time is too soon to book online. Please choose a later time.')
  }
  const busyParts = (request.parts ?? [{ offset: 0, length: request.durationMinutes }]).map((p) => ({
    start: new Date(start.getTime() + p.offset * MINUTE_MS),
    end: new Date(start.getTime() + (p.offset + p.length) * MINUTE_MS),
  }))
  const fits = workingIntervalsOn(schedule, date).some(
    (w) => w.start.getTime() <= start.getTime() && end.getTime() <= w.end.getTime(),
  )
  if (!fits) return refuse('outside_hours', 'Your visit would run outside the stylist’s working hours.')
  if (busy.some((b) => b.employeeId === schedule.employeeId && busyParts.some((p) => overlaps(b, p)))) {
    return refuse('slot_taken', 'Sorry, that time has just been taken. Please choose another time.')
  }
  const offered = computeFreeTime(
    { ...request, from: date, to: date, employeeId: schedule.employeeId },
    [schedule],
    busy,
  )[schedule.employeeId]?.[date]
  if (!offered?.includes(time)) return refuse('not_offered', 'Please choose one of the times shown.')
  return OK
}

// ── One visit per client, date and salon ──────────────────────────────────────────────────────────

/**
 * The client's planned or confirmed appointment at `locationId` on salon-local `localDate`, which a new
 * booking must join (add its services to) instead of creating a second visit; null when none.
 * Should the data ever hold several, the earliest (then lowest id) is returned.
 */
export function findAppointmentToJoin<A extends AppointmentSummary>(
  existingAppointmentsOfClient: readonly A[],
  locationId: string,
  localDate: LocalDate,
  timezone: string,
): A | null {
  const same = existingAppointmentsOfClient.filter(
    (a) =>
      (a.state === 'planned' || a.state === 'confirmed') &&
      a.locationId === locationId &&
      instantToLocal(a.start, timezone).date === localDate,
  )
  same.sort((a, b) => a.start.getTime() - b.start.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return same[0] ?? null
}

// ── What one client may hold online ───────────────────────────────────────────────────────────────

/** One of the client's visits (or holds) as the online limits count it. */
export interface ClientVisit {
  locationId: string
  state: AppointmentState
  heldUntil: Date | null
  /** Salon-local date. */
  date: LocalDate
  end: Date
  /** How many services it has. */
  services: number
}

/** What an online request would add to the client's diary: services on a date at a salon. */
export interface ClientAddition {
  locationId: string
  date: LocalDate
  services: number
}

const servicesWord = (n: number) => (n === 1 ? '1 service' : `${n} services`)
const visitsWord = (n: number) => (n === 1 ? '1 upcoming visit' : `${n} upcoming visits`)

/**
 * Whether an online hold or booking keeps the client within the salon's limits (issue 32): at most
 * `servicesPerDay` services on one date (every salon together) and at most `upcomingVisits` visits
 * not yet over, a visit being one date at one salon — services joining a visit already counted add
 * no visit. Everything that blocks a stylist counts, holds too (until they lapse), whoever booked
 * it; cancelled visits and no-shows do not. Leave out of `visits` the visit being replaced (a hold
 * being booked, a visit being moved). Staff are not limited: the front desk never asks.
 */
export function checkClientLimits(
  visits: readonly ClientVisit[],
  addition: ClientAddition,
  now: Date,
  limits: ClientLimits,
): RuleResult<'client_limit_day' | 'client_limit_upcoming'> {
  const live = visits.filter((v) => isLive(v.state, v.heldUntil, now))
  const sameDay = live.filter((v) => v.date === addition.date).reduce((sum, v) => sum + v.services, 0)
  if (sameDay + addition.services > limits.servicesPerDay)
    return refuse(
      'client_limit_day',
      `You can book up to ${servicesWord(limits.servicesPerDay)} for one day online. To add more, please call the salon.`,
    )
  const key = (v: { locationId: string; date: string }) => `${v.locationId} ${v.date}`
  const upcoming = new Set(
    live
      .filter((v) => (v.state === 'planned' || v.state === 'confirmed' || v.state === 'reserved') && v.end > now)
      .map(key),
  )
  if (!upcoming.has(key(addition)) && upcoming.size + 1 > limits.upcomingVisits)
    return refuse(
      'client_limit_upcoming',
      `You can have up to ${visitsWord(limits.upcomingVisits)} booked online. To book more, please call the salon (or cancel a visit you no longer need).`,
    )
  return OK
}

// ── Cancelling and moving ─────────────────────────────────────────────────────────────────────────

/** The policy window: 48 elapsed hours before the start. */
export const CANCEL_WINDOW_HOURS = 48

/** The last instant a visit may be cancelled or moved online (its start when the salon allows late changes). */
export function cancelDeadline(appointmentStart: Date, settings: Pick<BookingSettings, 'canCancelIn48Hours'>): Date {
  return settings.canCancelIn48Hours
    ? appointmentStart
    : new Date(appointmentStart.getTime() - CANCEL_WINDOW_HOURS * 60 * MINUTE_MS)
}

/**
 * Whether a client may cancel or move a visit online now. `canCancelIn48Hours` true: until it
 * starts; false (default): only while at least 48 hours remain (exactly 48 h is still allowed).
 */
export function canCancelOrReschedule(
  appointmentStart: Date,
  now: Date,
  settings: Pick<BookingSettings, 'canCancelIn48Hours'>,
): RuleResult<'already_started' | 'cancel_window'> {
  if (now.getTime() >= appointmentStart.getTime()) {
    return refuse('already_started', 'This appointment has already started, so it can no longer be changed online.')
  }
  if (now.getTime() > cancelDeadline(appointmentStart, settings).getTime()) {
    return refuse(
      'cancel_window',
      'Appointments can be cancelled or moved online up to 48 hours before they start. Please call the salon.',
    )
  }
  return OK
}

/**
 * The whole check for a client cancelling or moving their appointment: theirs, not cancelled, and
 * inside the policy window. A hold (`reserved`) may always be released by its client.
 */
export function checkClientMayChange(
  appointment: Pick<AppointmentSummary, 'clientId' | 'state' | 'start'>,
  clientId: string,
  now: Date,
  settings: Pick<BookingSettings, 'canCancelIn48Hours'>,
): RuleResult<'not_your_appointment' | 'already_cancelled' | 'already_started' | 'cancel_window'> {
  if (appointment.clientId !== clientId) {
    return refuse('not_your_appointment', "We couldn't find this appointment in your account.")
  }
  if (appointment.state === 'cancelled') return refuse('already_cancelled', 'This appointment is already cancelled.')
  if (appointment.state === 'reserved') return OK
  if (CLOSED_STATES.includes(appointment.state))
    return refuse('already_started', 'This appointment has already started, so it can no longer be changed online.')
  return canCancelOrReschedule(appointment.start, now, settings)
}

// ── Reviews and ratings ───────────────────────────────────────────────────────────────────────────

/**
 * A client may review their own appointment once, after it has ended: one the salon closed as
 * completed, or one nobody closed (a salon that only takes online bookings). Never a cancelled
 * visit or a no-show.
 */
export function canReview(
  appointment: Pick<AppointmentSummary, 'id' | 'clientId' | 'state' | 'end'>,
  clientId: string,
  now: Date,
  existingFeedbacks: readonly { appointmentId: string }[],
): RuleResult<'not_your_appointment' | 'appointment_cancelled' | 'no_show' | 'not_finished' | 'already_reviewed'> {
  if (appointment.clientId !== clientId) {
    return refuse('not_your_appointment', 'You can only review your own appointments.')
  }
  if (appointment.state === 'cancelled') {
    return refuse('appointment_cancelled', 'This appointment was cancelled, so it cannot be reviewed.')
  }
  if (appointment.state === 'no-show') {
    return refuse('no_show', 'This visit was missed, so it cannot be reviewed.')
  }
  if (appointment.state === 'completed' && existingFeedbacks.every((r) => r.appointmentId !== appointment.id)) return OK
  if (appointment.state === 'reserved' || appointment.end.getTime() > now.getTime()) {
    return refuse('not_finished', 'You can leave a review once your visit is over.')
  }
  if (existingFeedbacks.some((r) => r.appointmentId === appointment.id)) {
    return refuse('already_reviewed', "You've already reviewed this visit. Thank you!")
  }
  return OK
}

/** A rating is a whole number of stars from 1 to 5. */
export function checkRating(rating: unknown): RuleResult<'invalid_rating'> {
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5
    ? OK
    : refuse('invalid_rating', 'Please choose from 1 to 5 stars.')
}

/** Average of valid ratings (whole 1–5) rounded half up to one decimal; 0 when there are none. */
/** The salon's rating from its reviews' stars: the mean as the stylists' own (null with none) and the count. */
export function summariseRatings(ratings: readonly number[]): { average: number | null; count: number } {
  const count = ratings.filter((r) => checkRating(r).ok).length
  return { average: count ? ratingFromReviews(ratings) : null, count }
}

export function ratingFromReviews(ratings: readonly number[]): number {
  const valid = ratings.filter((r) => checkRating(r).ok)
  if (valid.length === 0) return 0
  const sum = valid.reduce((a, b) => a + b, 0)
  // Integer sum × 10 keeps the half-way cases exact before rounding.
  return Math.round((sum * 10) / valid.length) / 10
}
