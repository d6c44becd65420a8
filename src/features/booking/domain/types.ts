/**
 * Domain types of the booking engine. Pure data: no framework, no database shapes.
 * Instants are `Date` (UTC); wall-clock values are strings in the salon's time zone.
 */

/** A calendar date, 'YYYY-MM-DD' (validate with `parseLocalDate`). */
export type LocalDate = string

/** A wall-clock time of day, 'HH:mm', 00:00–23:59 (validate with `parseLocalTime`). */
export type LocalTime = string

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

/** Working hours of one stretch of a day, wall-clock in the schedule's zone; `end` is exclusive and after `start`. */
export interface WorkingInterval {
  start: LocalTime
  end: LocalTime
}

/** A day whose hours differ from the weekly pattern. An empty `intervals` list is a day off. */
export interface ScheduleException {
  date: LocalDate
  intervals: WorkingInterval[]
}

/** One stylist's working pattern at one salon. */
export interface EmployeeSchedule {
  employeeId: string
  locationId: string
  /** IANA zone the hours are written in, e.g. 'Europe/London' (normally the salon's zone). */
  timezone: string
  /** Weekly hours by ISO weekday; a missing or empty weekday is a day off. */
  weekly: Partial<Record<IsoWeekday, WorkingInterval[]>>
  /** Dated overrides; a non-empty list replaces that day's weekly hours, an empty list is a day off. */
  exceptions: ScheduleException[]
  /** Services the stylist performs. */
  serviceIds: string[]
}

/** Time a stylist cannot take a new visit: live appointments and unexpired holds. Half-open [start, end). */
export interface BusyInterval {
  employeeId: string
  start: Date
  end: Date
}

/** Where a visit may be placed when gaps are being minimised (see docs/decisions/0006). */
export type GapPosition = 'day_start' | 'day_end' | 'after_appointment' | 'before_appointment'

export const GAP_POSITIONS: readonly GapPosition[] = ['day_start', 'day_end', 'after_appointment', 'before_appointment']

/** `none`: every fitting start; `optimal`: no unusable fragments; `maximal`: only starts touching an anchor. */
export type GapsMode = 'none' | 'optimal' | 'maximal'

/** The salon's online-booking settings (the old `client_module` settings). */
export interface BookingSettings {
  /** Grid step of offered starts, minutes (`time_step`). */
  timeStep: number
  /** Nothing is offered sooner than this many minutes from now (`nearest_booking_minutes`). */
  nearestBookingMinutes: number
  gapsMode: GapsMode
  gapsPositions: GapPosition[]
  /** Whether a visit may hold more than one service (`several_services`). */
  severalServices: boolean
  /** Whether the visitor may skip choosing a stylist ("any stylist", `skip_professional`). */
  skipProfessional: boolean
  /** Whether a client may cancel or move a visit online within 48 hours of its start (`can_cancel_in_48_hours`). */
  canCancelIn48Hours: boolean
}

export const DEFAULT_BOOKING_SETTINGS: Readonly<BookingSettings> = Object.freeze<BookingSettings>({
  timeStep: 30,
  nearestBookingMinutes: 60,
  gapsMode: 'none',
  gapsPositions: ['day_start'],
  severalServices: true,
  skipProfessional: true,
  canCancelIn48Hours: false,
})

/**
 * What one client may have in the diary through online booking (issue 32: one client could fill a
 * day). Staff are not limited. See `checkClientLimits`.
 */
export interface ClientLimits {
  /** Most services of one client on one salon-local date, at every salon together. */
  servicesPerDay: number
  /** Most visits of one client not yet over; one visit is one date at one salon. */
  upcomingVisits: number
}

/**
 * 4 services a day covers a full pamper (cut, colour, nails, brows) while the burst that found the
 * risk held 15–16; 6 upcoming visits lets a regular book every four weeks about half a year ahead.
 */
export const DEFAULT_CLIENT_LIMITS: Readonly<ClientLimits> = Object.freeze({ servicesPerDay: 4, upcomingVisits: 6 })

/** A request for free start times. */
export interface FreeTimeQuery {
  locationId: string
  /** The salon's IANA zone: output dates and times are wall-clock here. */
  timezone: string
  from: LocalDate
  /** Inclusive. */
  to: LocalDate
  /** Every chosen service; a stylist is considered only if they perform all of them. */
  serviceIds: string[]
  /** Length of the visit: the sum of the chosen services' durations. */
  durationMinutes: number
  /**
   * The stretches of the visit its stylist is busy, minutes from its start (see `visitParts`):
   * services with processing time leave gaps another visit may use. The whole visit when not given.
   */
  parts?: readonly { offset: number; length: number }[]
  /** Only this stylist; null/undefined means every stylist ("any stylist"). */
  employeeId?: string | null
  now: Date
  settings: BookingSettings
}

/** Offered start times by stylist, then salon-local date; dates with nothing offered are omitted. */
export type FreeTimeResult = Record<string, Record<LocalDate, LocalTime[]>>

/**
 * A visit's state. Online: reserved (a hold) → planned → (confirmed); cancelled. The front desk
 * closes a visit: arrived → completed, or no-show (docs/decisions/0025).
 */
export type AppointmentState = 'reserved' | 'planned' | 'confirmed' | 'arrived' | 'completed' | 'no-show' | 'cancelled'

/** States of a visit the front desk has closed or is closing: the client can no longer change it online. */
export const CLOSED_STATES: readonly AppointmentState[] = ['arrived', 'completed', 'no-show']

/** What the rules need to know about an appointment. */
export interface AppointmentSummary {
  id: string
  clientId: string
  locationId: string
  state: AppointmentState
  start: Date
  end: Date
}

/** A refusal a visitor can read, with a stable code for callers. */
export type RuleResult<Reason extends string = RefusalReason> =
  { ok: true } | { ok: false; reason: Reason; message: string }

export type RefusalReason =
  | 'slot_taken'
  | 'too_soon'
  | 'outside_hours'
  | 'not_offered'
  | 'stylist_cannot_perform'
  | 'stylist_required'
  | 'several_services_disabled'
  | 'no_services'
  | 'invalid_request'
  | 'forbidden_online_booking'
  | 'cancel_window'
  | 'already_started'
  | 'already_cancelled'
  | 'not_finished'
  | 'not_your_appointment'
  | 'appointment_cancelled'
  | 'no_show'
  | 'already_reviewed'
  | 'invalid_rating'
  | 'client_limit_day'
  | 'client_limit_upcoming'
