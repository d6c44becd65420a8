/**
 * The salon owner's weekly numbers (issue 14, "The owner's numbers"): per stylist and for the
 * salon, one salon-local week Monday–Sunday. Pure: the caller reads the week's stylists, blocked
 * time and visits and hands them in as plain data.
 *
 * What counts:
 * - a week is Monday 00:00 to the next Monday 00:00 on the salon's wall clock, so the weeks of the
 *   clock changes have 167 or 169 hours; a visit belongs to the week its start falls in;
 * - holds (`reserved`) are not visits and count nowhere;
 * - visits are the live ones: planned, confirmed, arrived or completed. A stylist's visits are the
 *   live visits with at least one of their services (a visit with two stylists counts once for each
 *   of them, and once in the salon's total);
 * - hours booked: the minutes of a stylist's services in live visits;
 * - hours worked: the stylist's working hours at the salon that week, less their blocked time;
 * - utilisation: hours booked ÷ hours worked (null when nothing was worked; above 100 % when
 *   visits were booked outside the working hours);
 * - expected takings: the prices of the services of live visits (a service without a price adds
 *   nothing); no-shows and cancellations take nothing;
 * - a late cancellation is one made less than CANCEL_WINDOW_HOURS before the visit's start (or
 *   after it); a cancellation without a recorded time is not counted as late;
 * - online against front desk: the live visits by where they were booked (no source is online).
 */
import {
  addCalendarDays,
  eachLocalDate,
  workingIntervalsOn,
  CANCEL_WINDOW_HOURS,
  describeLocalDay,
  isoWeekday,
  MINUTE_MS,
  parseLocalDate,
  parseTimeZone,
  type AppointmentState,
  type BusyInterval,
  type EmployeeSchedule,
  type LocalDate,
} from '@/features/booking/kit'

type Instant = Date | string

export type BookingSource = 'online' | 'front-desk'

/** A stylist of the salon; `schedule` null when their hours cannot be read (nothing worked). */
export interface ReportStylist {
  id: string
  name: string
  schedule: EmployeeSchedule | null
}

export interface ReportItem {
  stylistId: string
  /** The stylist's name, for one who is not among the salon's stylists (moved to another salon). */
  stylistName?: string | null
  start: Instant
  durationMinutes: number
  /** Pounds; null or missing when the service has no price. */
  price?: number | null
}

/** One appointment as the report needs it. */
export interface ReportVisit {
  id: string
  state: AppointmentState
  /** Where it was booked; null or missing means online. */
  source?: BookingSource | null
  cancelledAt?: Instant | null
  items: readonly ReportItem[]
}

export interface WeekReportInput {
  /** Any salon-local date of the week (normally its Monday). */
  week: LocalDate
  /** The salon's IANA zone. */
  timezone: string
  /** The salon's stylists, in the order the report lists them. */
  stylists: readonly ReportStylist[]
  /** The stylists' blocked time (breaks, trainings, time off) overlapping the week. */
  blocked: readonly BusyInterval[]
  /** The salon's appointments of the week (others are left out by their start). */
  visits: readonly ReportVisit[]
}

export interface WeekNumbers {
  /** Live visits. */
  visits: number
  /** Of those, booked online (or with no source recorded). */
  online: number
  /** Of those, booked at the front desk. */
  frontDesk: number
  minutesWorked: number
  minutesBooked: number
  /** Hours, rounded to 2 decimals. */
  hoursWorked: number
  hoursBooked: number
  /** Booked ÷ worked, rounded to 4 decimals; null when nothing was worked. */
  utilisation: number | null
  /** Pounds, to the penny. */
  expectedTakings: number
  noShows: number
  /** Every cancellation, late or not. */
  cancellations: number
  /** Cancellations made less than CANCEL_WINDOW_HOURS before the visit. */
  lateCancellations: number
}

export interface StylistWeek extends WeekNumbers {
  id: string
  name: string
}

export interface WeekReport {
  monday: LocalDate
  sunday: LocalDate
  timezone: string
  /** The week as instants: [from, to). */
  from: string
  to: string
  /** 168, or 167 / 169 in the weeks of the clock changes. */
  weekHours: number
  stylists: StylistWeek[]
  /** The salon's: a visit with several stylists counts once. */
  totals: WeekNumbers
}

const LIVE: ReadonlySet<AppointmentState> = new Set(['planned', 'confirmed', 'arrived', 'completed'])
const HOUR_MS = 60 * MINUTE_MS
const LATE_MS = CANCEL_WINDOW_HOURS * HOUR_MS
/** The first and last Mondays a report can be asked for (a year of four digits either side). */
const FIRST_MONDAY = '1000-01-06'
const LAST_MONDAY = '9999-12-20'

/** The Monday of a salon-local date's week. */
export function mondayOf(date: LocalDate): LocalDate {
  return addCalendarDays(date, 1 - isoWeekday(date))
}

/** The Monday of the week of a 'YYYY-MM-DD' date, or null when the input is not such a date. */
export function readWeek(input: unknown): LocalDate | null {
  const parsed = parseLocalDate(input)
  if (!parsed.ok) return null
  const monday = mondayOf(parsed.value)
  return monday >= FIRST_MONDAY && monday <= LAST_MONDAY ? monday : null
}

const ms = (value: Instant | null | undefined): number | null => {
  if (value == null || value === '') return null
  const t = (value instanceof Date ? value : new Date(value)).getTime()
  return Number.isNaN(t) ? null : t
}

const round = (value: number, places: number) => {
  const f = 10 ** places
  return Math.round(value * f) / f
}

const pence = (price: number | null | undefined) =>
  typeof price === 'number' && Number.isFinite(price) && price > 0 ? Math.round(price * 100) : 0

const minutesOf = (duration: number) => (Number.isFinite(duration) && duration > 0 ? duration : 0)

/** Sorted, joined [start, end) pairs of ms. */
function merge(list: readonly [number, number][]): [number, number][] {
  const sorted = list.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0])
  const out: [number, number][] = []
  for (const [s, e] of sorted) {
    const last = out[out.length - 1]
    if (last && s <= last[1]) last[1] = Math.max(last[1], e)
    else out.push([s, e])
  }
  return out
}

/** Minutes of a schedule's working hours inside [from, to), less the (merged) blocked stretches. */
function workedMinutes(
  schedule: EmployeeSchedule,
  blocked: readonly [number, number][],
  monday: LocalDate,
  from: number,
  to: number,
): number {
  if (!parseTimeZone(schedule.timezone).ok) return 0
  // A day either side reaches the week from a schedule written in another zone; the clip drops the rest.
  const working = eachLocalDate(addCalendarDays(monday, -1), addCalendarDays(monday, 7)).flatMap((date) =>
    workingIntervalsOn(schedule, date).map((i): [number, number] => [
      Math.max(i.start.getTime(), from),
      Math.min(i.end.getTime(), to),
    ]),
  )
  let total = 0
  for (const [ws, we] of merge(working)) {
    let free = we - ws
    for (const [bs, be] of blocked) {
      if (be <= ws) continue
      if (bs >= we) break
      free -= Math.min(be, we) - Math.max(bs, ws)
    }
    total += free
  }
  return Math.round(total / MINUTE_MS)
}

interface Tally {
  visits: Set<string>
  online: Set<string>
  frontDesk: Set<string>
  noShows: Set<string>
  cancellations: Set<string>
  lateCancellations: Set<string>
  minutesBooked: number
  minutesWorked: number
  pence: number
}

const tally = (): Tally => ({
  visits: new Set(),
  online: new Set(),
  frontDesk: new Set(),
  noShows: new Set(),
  cancellations: new Set(),
  lateCancellations: new Set(),
  minutesBooked: 0,
  minutesWorked: 0,
  pence: 0,
})

function numbers(t: Tally): WeekNumbers {
  return {
    visits: t.visits.size,
    online: t.online.size,
    frontDesk: t.frontDesk.size,
    minutesWorked: t.minutesWorked,
    minutesBooked: t.minutesBooked,
    hoursWorked: round(t.minutesWorked / 60, 2),
    hoursBooked: round(t.minutesBooked / 60, 2),
    utilisation: t.minutesWorked > 0 ? round(t.minutesBooked / t.minutesWorked, 4) : null,
    expectedTakings: t.pence / 100,
    noShows: t.noShows.size,
    cancellations: t.cancellations.size,
    lateCancellations: t.lateCancellations.size,
  }
}

/** Counts one visit's stylist-independent facts (kind, source, lateness) into a tally. */
function countVisit(t: Tally, visit: ReportVisit, key: string, start: number): void {
  if (LIVE.has(visit.state)) {
    t.visits.add(key)
    ;(visit.source === 'front-desk' ? t.frontDesk : t.online).add(key)
  } else if (visit.state === 'no-show') {
    t.noShows.add(key)
  } else if (visit.state === 'cancelled') {
    t.cancellations.add(key)
    const at = ms(visit.cancelledAt)
    if (at !== null && start - at < LATE_MS) t.lateCancellations.add(key)
  }
}

/**
 * The week's numbers per stylist and for the salon. Throws a RangeError on a date or zone that
 * cannot be read (check user input with `readWeek` and `parseTimeZone` first).
 */
export function weekReport(input: WeekReportInput): WeekReport {
  const { timezone } = input
  if (!parseTimeZone(timezone).ok) throw new RangeError(`Unknown time zone: ${timezone}`)
  const parsed = parseLocalDate(input.week)
  if (!parsed.ok) throw new RangeError(parsed.error.message)
  const monday = mondayOf(parsed.value)
  const sunday = addCalendarDays(monday, 6)
  const from = describeLocalDay(monday, timezone).startMs
  const to = describeLocalDay(addCalendarDays(monday, 7), timezone).startMs

  const rows = new Map<string, { name: string; schedule: EmployeeSchedule | null; t: Tally }>()
  for (const s of input.stylists) {
    if (!rows.has(s.id)) rows.set(s.id, { name: s.name, schedule: s.schedule, t: tally() })
  }
  const extra: string[] = []
  const totals = tally()

  for (const visit of input.visits) {
    if (visit.state === 'reserved') continue
    const starts = visit.items.map((i) => ms(i.start)).filter((t): t is number => t !== null)
    if (!starts.length) continue
    const start = Math.min(...starts)
    if (start < from || start >= to) continue
    const key = String(visit.id)
    countVisit(totals, visit, key, start)
    const live = LIVE.has(visit.state)
    for (const item of visit.items) {
      let row = rows.get(item.stylistId)
      if (!row) {
        row = { name: item.stylistName || `#${item.stylistId}`, schedule: null, t: tally() }
        rows.set(item.stylistId, row)
        extra.push(item.stylistId)
      }
      countVisit(row.t, visit, key, start)
      if (!live) continue
      const minutes = minutesOf(item.durationMinutes)
      const p = pence(item.price)
      row.t.minutesBooked += minutes
      row.t.pence += p
      totals.minutesBooked += minutes
      totals.pence += p
    }
  }

  const blockedBy = new Map<string, [number, number][]>()
  for (const b of input.blocked) {
    const list = blockedBy.get(b.employeeId) ?? []
    list.push([b.start.getTime(), b.end.getTime()])
    blockedBy.set(b.employeeId, list)
  }
  for (const [id, row] of rows) {
    if (!row.schedule) continue
    row.t.minutesWorked = workedMinutes(row.schedule, merge(blockedBy.get(id) ?? []), monday, from, to)
    totals.minutesWorked += row.t.minutesWorked
  }

  // The salon's stylists in their order, then anyone else who had a visit here, by name.
  const byName = (a: string, b: string) => rows.get(a)!.name.localeCompare(rows.get(b)!.name, 'en')
  const order = [...rows.keys()].filter((id) => !extra.includes(id)).concat([...extra].sort(byName))
  return {
    monday,
    sunday,
    timezone,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    weekHours: (to - from) / HOUR_MS,
    stylists: order.map((id) => ({ id, name: rows.get(id)!.name, ...numbers(rows.get(id)!.t) })),
    totals: numbers(totals),
  }
}
