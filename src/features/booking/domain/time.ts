/**
 * Calendar dates, wall-clock times and time zones. Every zone conversion goes through Luxon.
 *
 * Wall-clock rules (docs/decisions/0006):
 * - a local time that does not exist (the skipped hour of a spring-forward day) is reported as
 *   `nonexistent`; the engine never offers it;
 * - a local time that happens twice (the repeated hour of a fall-back day) resolves to its first
 *   occurrence (the summer-time one);
 * - days are calendar days: adding a day keeps the wall-clock, it does not add 24 hours.
 */
import { DateTime, IANAZone } from 'luxon'

import { DAY_MS, dayNumber, daysBetween } from './calendar'
import { type IsoWeekday, type LocalDate, type LocalTime } from './types'

export const MINUTE_MS = 60_000
export const MINUTES_PER_DAY = 1440

export type DateTimeErrorCode =
  | 'invalid_date_format'
  | 'invalid_date'
  | 'invalid_time_format'
  | 'invalid_time'
  | 'invalid_time_zone'
  | 'invalid_date_range'

export interface DateTimeError {
  code: DateTimeErrorCode
  message: string
  value: string
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: DateTimeError }

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_RE = /^(\d{2}):(\d{2})$/

function fail<T>(code: DateTimeErrorCode, message: string, input: unknown): Parsed<T> {
  return { ok: false, error: { code, message, value: typeof input === 'string' ? input : String(input) } }
}

/** Checks a 'YYYY-MM-DD' calendar date (real day of a real month, year 1000–9999). */
export function parseLocalDate(input: unknown): Parsed<LocalDate> {
  if (typeof input !== 'string') return fail('invalid_date_format', 'Dates are written as YYYY-MM-DD.', input)
  const m = DATE_RE.exec(input)
  if (!m) return fail('invalid_date_format', 'Dates are written as YYYY-MM-DD.', input)
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return fail('invalid_date', `${input} is not a date in the calendar.`, input)
  }
  return { ok: true, value: input }
}

/** Checks an 'HH:mm' wall-clock time, 00:00–23:59. */
export function parseLocalTime(input: unknown): Parsed<LocalTime> {
  if (typeof input !== 'string') return fail('invalid_time_format', 'Times are written as HH:mm.', input)
  const m = TIME_RE.exec(input)
  if (!m) return fail('invalid_time_format', 'Times are written as HH:mm.', input)
  if (Number(m[1]) > 23 || Number(m[2]) > 59) return fail('invalid_time', `${input} is not a time of day.`, input)
  return { ok: true, value: input }
}

/**
 * Small bounded memo for pure, deterministic reads (zone names, tz data) that Luxon makes slowly
 * through Intl. Cleared whole when full: simple, and never wrong.
 */
function memo<V>(limit: number): { get(key: string): V | undefined; set(key: string, value: V): V } {
  const map = new Map<string, V>()
  return {
    get: (key) => map.get(key),
    set(key, value) {
      if (map.size >= limit) map.clear()
      map.set(key, value)
      return value
    },
  }
}

const zoneValidity = memo<boolean>(256)

function isValidZone(zone: string): boolean {
  return zoneValidity.get(zone) ?? zoneValidity.set(zone, IANAZone.isValidZone(zone))
}

/** Checks an IANA zone name such as 'Europe/London'. */
export function parseTimeZone(input: unknown): Parsed<string> {
  if (typeof input !== 'string' || input === '' || !isValidZone(input)) {
    return fail('invalid_time_zone', 'Unknown time zone.', input)
  }
  return { ok: true, value: input }
}

/** Checks an inclusive date range: both dates valid, `from` ≤ `to`, at most `maxDays` calendar days. */
export function parseDateRange(
  from: unknown,
  to: unknown,
  maxDays: number,
): Parsed<{ from: LocalDate; to: LocalDate }> {
  const f = parseLocalDate(from)
  if (!f.ok) return f
  const t = parseLocalDate(to)
  if (!t.ok) return t
  if (t.value < f.value)
    return fail('invalid_date_range', 'The end date is before the start date.', `${f.value}..${t.value}`)
  if (daysBetween(f.value, t.value) + 1 > maxDays) {
    return fail('invalid_date_range', `Choose at most ${maxDays} days.`, `${f.value}..${t.value}`)
  }
  return { ok: true, value: { from: f.value, to: t.value } }
}

export const isLocalDate = (input: unknown): input is LocalDate => parseLocalDate(input).ok
export const isLocalTime = (input: unknown): input is LocalTime => parseLocalTime(input).ok

// Calendar arithmetic on dates alone lives in ./calendar (shared with the widget).
export { addCalendarDays, daysBetween, eachLocalDate } from './calendar'

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Minutes since local midnight of a valid 'HH:mm'. */
export function minutesOfDay(time: LocalTime): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

/** 'HH:mm' of minutes since local midnight, 0–1439. */
export function formatMinutesOfDay(minutes: number): LocalTime {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`
}

/** ISO weekday of a calendar date (1 = Monday). */
export function isoWeekday(date: LocalDate): IsoWeekday {
  // getUTCDay: 0 = Sunday … 6 = Saturday.
  return (((new Date(dayNumber(date) * DAY_MS).getUTCDay() + 6) % 7) + 1) as IsoWeekday
}

export type WallClockStatus = 'exact' | 'ambiguous' | 'nonexistent'

export interface WallClockResolution {
  status: WallClockStatus
  /**
   * `exact`: the one instant; `ambiguous`: the first occurrence; `nonexistent`: Luxon's reading,
   * pushed forward by the length of the gap (01:30 on a London spring-forward day → 02:30 BST).
   * Only use a nonexistent reading for the edge of a working interval, never as an offered start.
   */
  instant: Date
}

/** Reads a wall-clock date and time in `zone`, telling whether it is exact, ambiguous or nonexistent. */
export function resolveWallClock(date: LocalDate, time: LocalTime, zone: string): WallClockResolution {
  return resolveMinutes(date, minutesOfDay(time), zone)
}

const readings = memo<WallClockResolution>(8192)

function resolveMinutes(date: LocalDate, minutes: number, zone: string): WallClockResolution {
  const key = `${zone}|${date}|${minutes}`
  return readings.get(key) ?? readings.set(key, readMinutes(date, minutes, zone))
}

function readMinutes(date: LocalDate, minutes: number, zone: string): WallClockResolution {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const hour = Math.floor(minutes / 60)
  const minute = minutes % 60
  const dt = DateTime.fromObject({ year, month, day, hour, minute }, { zone })
  if (!dt.isValid) throw new RangeError(`Cannot read ${date} ${formatMinutesOfDay(minutes)} in ${zone}`)
  if (dt.hour !== hour || dt.minute !== minute || dt.day !== day) {
    return { status: 'nonexistent', instant: dt.toJSDate() }
  }
  const options = dt.getPossibleOffsets()
  if (options.length > 1) {
    const first = Math.min(...options.map((o) => o.toMillis()))
    return { status: 'ambiguous', instant: new Date(first) }
  }
  return { status: 'exact', instant: dt.toJSDate() }
}

/** The instant of a wall-clock time in `zone`: first occurrence when ambiguous, null when it does not exist. */
export function localToInstant(date: LocalDate, time: LocalTime, zone: string): Date | null {
  const r = resolveWallClock(date, time, zone)
  return r.status === 'nonexistent' ? null : r.instant
}

/** The wall-clock date and time (to the minute, seconds dropped) of an instant in `zone`. */
export function instantToLocal(instant: Date, zone: string): { date: LocalDate; time: LocalTime } {
  const dt = DateTime.fromMillis(instant.getTime(), { zone })
  return { date: dt.toISODate() as LocalDate, time: dt.toFormat('HH:mm') }
}

/**
 * One calendar day in one zone, read once and reused for every wall-clock time on it.
 * `linear` days (no clock change: exactly 24 h with one offset, as Luxon reports) map wall-clock
 * minutes to instants by adding elapsed minutes to Luxon's local midnight; other days ask Luxon
 * for every time.
 */
export interface LocalDay {
  date: LocalDate
  zone: string
  weekday: IsoWeekday
  /** Instant of the day's first moment. */
  startMs: number
  /** Instant of the next day's first moment. */
  endMs: number
  linear: boolean
}

const days = memo<LocalDay>(4096)

/** Reads (and memoises: tz data does not change while running) one local day. */
export function describeLocalDay(date: LocalDate, zone: string): LocalDay {
  const key = `${zone}|${date}`
  return days.get(key) ?? days.set(key, readLocalDay(date, zone))
}

function readLocalDay(date: LocalDate, zone: string): LocalDay {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const start = DateTime.fromObject({ year, month, day }, { zone })
  if (!start.isValid) throw new RangeError(`Cannot read ${date} in ${zone}`)
  const next = start.plus({ days: 1 }).startOf('day')
  const startMs = start.toMillis()
  const endMs = next.toMillis()
  const linear =
    start.hour === 0 &&
    start.minute === 0 &&
    start.offset === next.offset &&
    endMs - startMs === MINUTES_PER_DAY * MINUTE_MS
  return { date, zone, weekday: isoWeekday(date), startMs, endMs, linear }
}

/**
 * Instant (ms) of a wall-clock minute of `day` for use as an edge of an interval:
 * nonexistent readings are pushed forward as Luxon does, ambiguous ones take the first occurrence.
 */
export function edgeOnDay(day: LocalDay, minutes: number): number {
  if (day.linear) return day.startMs + minutes * MINUTE_MS
  return resolveMinutes(day.date, minutes, day.zone).instant.getTime()
}

/** Instant (ms) of a wall-clock minute of `day` as a start time: null when it does not exist. */
export function startOnDay(day: LocalDay, minutes: number): number | null {
  if (day.linear) return day.startMs + minutes * MINUTE_MS
  const r = resolveMinutes(day.date, minutes, day.zone)
  return r.status === 'nonexistent' ? null : r.instant.getTime()
}

/**
 * Wall-clock minute of `day` that an instant (on a whole minute) reads as, if that reading names the
 * instant unambiguously by our rules (so the second pass of a repeated hour gives null).
 */
export function minutesOnDay(day: LocalDay, ms: number): number | null {
  if (ms % MINUTE_MS !== 0 || ms < day.startMs || ms >= day.endMs) return null
  if (day.linear) return (ms - day.startMs) / MINUTE_MS
  const key = `${day.zone}|${day.date}|${ms}`
  const hit = labels.get(key)
  return hit !== undefined ? hit : labels.set(key, labelOnDay(day, ms))
}

const labels = memo<number | null>(8192)

function labelOnDay(day: LocalDay, ms: number): number | null {
  const local = instantToLocal(new Date(ms), day.zone)
  if (local.date !== day.date) return null
  const minutes = minutesOfDay(local.time)
  return startOnDay(day, minutes) === ms ? minutes : null
}
