import type { SelectField, TextField } from 'payload'

import type { OptionLabels } from '@/platform/payload/select-field'
import type { AppointmentState } from '../../domain/types'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

export const isWallClockTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value)

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return d.toISOString().slice(0, 10) === value
}

type TimeFieldOptions = {
  /** For dated exceptions: the time may be left empty when the row is a day off. */
  optionalOnDayOff?: boolean
}

const skip = (options: TimeFieldOptions, sibling: Record<string, unknown>): boolean =>
  Boolean(options.optionalOnDayOff && sibling.dayOff)

/** Start of a working stretch, wall-clock HH:mm in the salon's time zone. */
export function startTimeField(options: TimeFieldOptions = {}): TextField {
  return {
    name: 'start',
    type: 'text',
    required: !options.optionalOnDayOff,
    admin: { placeholder: '10:00', width: '25%' },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
      skip(options, siblingData) || isWallClockTime(value) ? true : 'Enter a time as HH:mm, e.g. 10:00.',
  }
}

/** End of a working stretch: HH:mm, later than the start on the same day. */
export function endTimeField(options: TimeFieldOptions = {}): TextField {
  return {
    name: 'end',
    type: 'text',
    required: !options.optionalOnDayOff,
    admin: { placeholder: '19:00', width: '25%' },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      if (skip(options, siblingData)) return true
      if (!isWallClockTime(value)) return 'Enter a time as HH:mm, e.g. 19:00.'
      const start = siblingData.start
      if (isWallClockTime(start) && value <= start) return 'The end must be later than the start.'
      return true
    },
  }
}

/** A salon-local calendar date as text, YYYY-MM-DD (no time-zone shifts in storage). */
export function localDateField(name: string, description = 'YYYY-MM-DD, salon time.'): TextField {
  return {
    name,
    type: 'text',
    required: true,
    index: true,
    admin: { placeholder: '2026-12-24', description },
    validate: (value: unknown) => (isCalendarDate(value) ? true : 'Enter a date as YYYY-MM-DD, e.g. 2026-12-24.'),
  }
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** The day of the week, stored as its ISO number: Monday is '1', Sunday '7'. */
export const weekdayField: SelectField = {
  name: 'weekday',
  type: 'select',
  required: true,
  options: WEEKDAY_NAMES.map((label, index) => ({ label, value: String(index + 1) })),
  admin: { width: '25%' },
}

/** What each state of an appointment reads as in the admin. */
export const APPOINTMENT_STATE_LABELS: OptionLabels<AppointmentState> = {
  reserved: 'Held (reserved)',
  planned: 'Planned',
  confirmed: 'Confirmed',
  arrived: 'Arrived',
  completed: 'Completed',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
}

export const SEX_LABELS: OptionLabels = { female: 'Female', male: 'Male' }
