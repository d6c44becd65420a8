/**
 * Free start times of stylists (docs/decisions/0006-booking-engine-semantics.md).
 *
 * A start T is offered for a stylist on a salon-local date when
 * - T is on that day's grid: every `timeStep` minutes of wall-clock counted from the start of each
 *   working interval (or, in the `optimal`/`maximal` gap modes, an anchor: the edge of a free window);
 * - the whole visit [T, T + duration) lies in one working interval and overlaps no busy interval;
 * - T ≥ now + nearestBookingMinutes;
 * - the local time T names exists and names T alone (no skipped hour, no second pass of a repeated hour).
 */
import {
  addCalendarDays,
  describeLocalDay,
  edgeOnDay,
  eachLocalDate,
  formatMinutesOfDay,
  instantToLocal,
  localToInstant,
  MINUTE_MS,
  minutesOfDay,
  minutesOnDay,
  parseDateRange,
  parseLocalTime,
  parseTimeZone,
  startOnDay,
  type DateTimeErrorCode,
  type LocalDay,
} from './time'
import {
  GAP_POSITIONS,
  type BookingSettings,
  type BusyInterval,
  type FreeTimeQuery,
  type FreeTimeResult,
  type GapPosition,
  type LocalDate,
  type LocalTime,
  type EmployeeSchedule,
  type WorkingInterval,
} from './types'

/** The longest date range one query may ask for. */
export const MAX_QUERY_DAYS = 62

export type FreeTimeQueryErrorCode = DateTimeErrorCode | 'invalid_duration' | 'invalid_settings' | 'invalid_now'

export interface FreeTimeQueryError {
  code: FreeTimeQueryErrorCode
  message: string
}

/** Checks a query before `computeFreeTime` (which throws a RangeError on what this refuses). */
export function validateFreeTimeQuery(
  query: Pick<FreeTimeQuery, 'from' | 'to' | 'timezone' | 'durationMinutes' | 'now' | 'settings'>,
): { ok: true } | { ok: false; error: FreeTimeQueryError } {
  const zone = parseTimeZone(query.timezone)
  if (!zone.ok) return { ok: false, error: zone.error }
  const range = parseDateRange(query.from, query.to, MAX_QUERY_DAYS)
  if (!range.ok) return { ok: false, error: range.error }
  const d = query.durationMinutes
  if (!Number.isInteger(d) || d <= 0 || d > 24 * 60) {
    return {
      ok: false,
      error: { code: 'invalid_duration', message: 'The visit length must be 1 to 1440 whole minutes.' },
    }
  }
  if (!(query.now instanceof Date) || Number.isNaN(query.now.getTime())) {
    return { ok: false, error: { code: 'invalid_now', message: 'The current time is not a valid instant.' } }
  }
  const s = query.settings
  if (!Number.isInteger(s.timeStep) || s.timeStep < 1 || s.timeStep > 24 * 60) {
    return { ok: false, error: { code: 'invalid_settings', message: 'The time step must be 1 to 1440 whole minutes.' } }
  }
  if (!Number.isFinite(s.nearestBookingMinutes) || s.nearestBookingMinutes < 0) {
    return { ok: false, error: { code: 'invalid_settings', message: 'The nearest booking time cannot be negative.' } }
  }
  return { ok: true }
}

/** Whether the stylist performs every one of the services. */
export function performsAll(schedule: Pick<EmployeeSchedule, 'serviceIds'>, serviceIds: readonly string[]): boolean {
  if (serviceIds.length === 0) return true
  const own = new Set(schedule.serviceIds)
  return serviceIds.every((id) => own.has(id))
}

interface MinuteInterval {
  start: number
  end: number
}

/** Valid intervals of a list, in minutes of day, sorted, overlapping or touching ones joined. */
function normaliseIntervals(intervals: readonly WorkingInterval[] | undefined): MinuteInterval[] {
  if (!intervals || intervals.length === 0) return []
  const list: MinuteInterval[] = []
  for (const i of intervals) {
    if (!parseLocalTime(i.start).ok || !parseLocalTime(i.end).ok) continue
    const start = minutesOfDay(i.start)
    const end = minutesOfDay(i.end)
    if (end > start) list.push({ start, end })
  }
  list.sort((a, b) => a.start - b.start)
  const out: MinuteInterval[] = []
  for (const i of list) {
    const last = out[out.length - 1]
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end)
    else out.push({ ...i })
  }
  return out
}

/** The working hours of a schedule on a date: the last exception for that date, else the weekly hours. */
function hoursOn(
  schedule: EmployeeSchedule,
  day: LocalDay,
  weeklyCache: Map<number, MinuteInterval[]>,
): MinuteInterval[] {
  let exception: readonly WorkingInterval[] | undefined
  for (const e of schedule.exceptions) if (e.date === day.date) exception = e.intervals
  if (exception) return normaliseIntervals(exception)
  let weekly = weeklyCache.get(day.weekday)
  if (!weekly) {
    weekly = normaliseIntervals(schedule.weekly[day.weekday])
    weeklyCache.set(day.weekday, weekly)
  }
  return weekly
}

/** A working interval of a date as instants. Nonexistent edges are read as Luxon reads them. */
export function workingIntervalsOn(schedule: EmployeeSchedule, date: LocalDate): { start: Date; end: Date }[] {
  const day = describeLocalDay(date, schedule.timezone)
  return hoursOn(schedule, day, new Map()).map((i) => ({
    start: new Date(edgeOnDay(day, i.start)),
    end: new Date(edgeOnDay(day, i.end)),
  }))
}

/** Busy time of one stylist: sorted, overlapping or touching intervals joined; ends ascend too. */
interface MergedBusy {
  starts: number[]
  ends: number[]
}

function mergeBusy(list: readonly BusyInterval[]): MergedBusy {
  const raw: [number, number][] = []
  for (const b of list) {
    const s = b.start.getTime()
    const e = b.end.getTime()
    if (e > s) raw.push([s, e])
  }
  raw.sort((a, b) => a[0] - b[0])
  const starts: number[] = []
  const ends: number[] = []
  for (const [s, e] of raw) {
    const last = ends.length - 1
    if (last >= 0 && s <= ends[last]!) ends[last] = Math.max(ends[last]!, e)
    else {
      starts.push(s)
      ends.push(e)
    }
  }
  return { starts, ends }
}

/** A free window inside one working interval, with the kinds of edge it has. */
interface Segment {
  start: number
  end: number
  /** The window opens at the start of the working interval. */
  atDayStart: boolean
  /** The window opens as a busy interval ends. */
  afterAppointment: boolean
  /** The window closes at the end of the working interval. */
  atDayEnd: boolean
  /** The window closes as a busy interval starts. */
  beforeAppointment: boolean
}

function freeSegments(ws: number, we: number, busy: MergedBusy): Segment[] {
  const { starts, ends } = busy
  // First busy interval ending at or after ws (ends ascend after merging).
  let lo = 0
  let hi = ends.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (ends[mid]! < ws) lo = mid + 1
    else hi = mid
  }
  const out: Segment[] = []
  let cursor = ws
  let atDayStart = true
  let afterAppointment = false
  let beforeAtEnd = false
  for (let i = lo; i < starts.length; i++) {
    const s = starts[i]!
    const e = ends[i]!
    if (s > we) break
    if (s === we) {
      beforeAtEnd = true
      break
    }
    if (e <= ws) {
      afterAppointment = true // ends exactly as the working interval opens
      continue
    }
    if (s > cursor) {
      out.push({ start: cursor, end: s, atDayStart, afterAppointment, atDayEnd: false, beforeAppointment: true })
    }
    cursor = Math.max(cursor, e)
    atDayStart = false
    afterAppointment = true
    if (cursor >= we) return out
  }
  out.push({ start: cursor, end: we, atDayStart, afterAppointment, atDayEnd: true, beforeAppointment: beforeAtEnd })
  return out
}

interface GridPoint {
  ms: number
  minutes: number
}

/** One working interval of one day, read once per query and shared by stylists with the same hours. */
interface IntervalGrid {
  ws: number
  we: number
  points: GridPoint[]
}

function buildGrid(day: LocalDay, interval: MinuteInterval, step: number): IntervalGrid {
  const ws = edgeOnDay(day, interval.start)
  const we = edgeOnDay(day, interval.end)
  const points: GridPoint[] = []
  for (let m = interval.start; m < interval.end; m += step) {
    const ms = startOnDay(day, m)
    if (ms !== null && ms >= ws && ms < we) points.push({ ms, minutes: m })
  }
  return { ws, we, points }
}

interface Anchors {
  dayStart: boolean
  dayEnd: boolean
  afterAppointment: boolean
  beforeAppointment: boolean
}

function anchorsOf(settings: BookingSettings): Anchors {
  const list: readonly GapPosition[] = settings.gapsPositions.length > 0 ? settings.gapsPositions : GAP_POSITIONS
  return {
    dayStart: list.includes('day_start'),
    dayEnd: list.includes('day_end'),
    afterAppointment: list.includes('after_appointment'),
    beforeAppointment: list.includes('before_appointment'),
  }
}

interface Context {
  duration: number
  /** Busy parts (ms from the start) when the visit has gaps (processing time); null: the whole visit. */
  parts: { offset: number; length: number }[] | null
  cutoff: number
  mode: BookingSettings['gapsMode']
  anchors: Anchors
}

/** Offered starts (ms) of one working interval for one stylist, pushed into `out` with their minute label. */
function offerInInterval(grid: IntervalGrid, day: LocalDay, busy: MergedBusy, ctx: Context, out: GridPoint[]): void {
  const { duration, cutoff, mode, anchors } = ctx
  if (grid.we - grid.ws < duration || grid.we - duration < cutoff) return
  if (ctx.parts) {
    offerWithGaps(grid, busy, ctx, ctx.parts, out)
    return
  }
  const segments = freeSegments(grid.ws, grid.we, busy)
  const points = grid.points
  let p = 0
  for (const seg of segments) {
    const latest = seg.end - duration
    if (latest < seg.start) continue
    if (mode !== 'maximal') {
      const earliest = Math.max(seg.start, cutoff)
      while (p < points.length && points[p]!.ms < earliest) p++
      for (let q = p; q < points.length && points[q]!.ms <= latest; q++) {
        const pt = points[q]!
        if (mode === 'optimal') {
          const before = pt.ms - seg.start
          const after = latest - pt.ms
          if ((before !== 0 && before < duration) || (after !== 0 && after < duration)) continue
        }
        out.push(pt)
      }
    }
    if (mode !== 'none') {
      if ((anchors.dayStart && seg.atDayStart) || (anchors.afterAppointment && seg.afterAppointment)) {
        pushAnchor(Math.ceil(seg.start / MINUTE_MS) * MINUTE_MS, seg, day, ctx, out)
      }
      if ((anchors.dayEnd && seg.atDayEnd) || (anchors.beforeAppointment && seg.beforeAppointment)) {
        pushAnchor(Math.floor(latest / MINUTE_MS) * MINUTE_MS, seg, day, ctx, out)
      }
    }
  }
}

/** Whether [start, end) overlaps no merged busy interval. */
function isFree(busy: MergedBusy, start: number, end: number): boolean {
  const { starts, ends } = busy
  let lo = 0
  let hi = ends.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (ends[mid]! <= start) lo = mid + 1
    else hi = mid
  }
  return lo === ends.length || starts[lo]! >= end
}

/**
 * A visit with processing gaps: every grid start whose busy parts are all free (its gaps may lie
 * over other visits). The gap modes' anchors are not applied to such visits (decision 0045).
 */
function offerWithGaps(
  grid: IntervalGrid,
  busy: MergedBusy,
  ctx: Context,
  parts: readonly { offset: number; length: number }[],
  out: GridPoint[],
): void {
  const latest = grid.we - ctx.duration
  for (const pt of grid.points) {
    if (pt.ms < ctx.cutoff || pt.ms < grid.ws) continue
    if (pt.ms > latest) break
    if (parts.every((p) => isFree(busy, pt.ms + p.offset, pt.ms + p.offset + p.length))) out.push(pt)
  }
}

/** Busy parts in ms, or null when they are the whole visit (no gap to use). */
function partsOf(query: FreeTimeQuery): Context['parts'] {
  const parts = query.parts
  if (!parts || parts.length === 0) return null
  if (parts.length === 1 && parts[0]!.offset === 0 && parts[0]!.length >= query.durationMinutes) return null
  return parts.map((p) => ({ offset: p.offset * MINUTE_MS, length: p.length * MINUTE_MS }))
}

function pushAnchor(ms: number, seg: Segment, day: LocalDay, ctx: Context, out: GridPoint[]): void {
  if (ms < ctx.cutoff || ms < seg.start || ms + ctx.duration > seg.end) return
  const minutes = minutesOnDay(day, ms)
  if (minutes !== null) out.push({ ms, minutes })
}

/**
 * Free start times by stylist and salon-local date.
 *
 * Considers the schedules of `query.locationId` whose stylist performs every chosen service (only
 * `query.employeeId` when given). Each considered stylist is listed, with `{}` when nothing is free;
 * a date appears only when something is offered on it; times are sorted 'HH:mm' in the salon's zone.
 * `busy` holds live appointments and unexpired holds of any stylists (others are ignored).
 * Throws a RangeError on a query that `validateFreeTimeQuery` refuses (validate user input first).
 */
export function computeFreeTime(
  query: FreeTimeQuery,
  schedules: readonly EmployeeSchedule[],
  busy: readonly BusyInterval[],
): FreeTimeResult {
  const valid = validateFreeTimeQuery(query)
  if (!valid.ok) throw new RangeError(valid.error.message)
  const { settings } = query
  const ctx: Context = {
    duration: query.durationMinutes * MINUTE_MS,
    parts: partsOf(query),
    cutoff: query.now.getTime() + settings.nearestBookingMinutes * MINUTE_MS,
    mode: settings.gapsMode,
    anchors: anchorsOf(settings),
  }

  const chosen = new Map<string, EmployeeSchedule>()
  for (const s of schedules) {
    if (s.locationId !== query.locationId || chosen.has(s.employeeId)) continue
    if (query.employeeId != null && s.employeeId !== query.employeeId) continue
    if (!performsAll(s, query.serviceIds)) continue
    chosen.set(s.employeeId, s)
  }

  const busyBy = new Map<string, BusyInterval[]>()
  for (const b of busy) {
    if (!chosen.has(b.employeeId)) continue
    const list = busyBy.get(b.employeeId)
    if (list) list.push(b)
    else busyBy.set(b.employeeId, [b])
  }

  const daysByZone = new Map<string, LocalDay[]>()
  const grids = new Map<string, IntervalGrid>()
  const result: FreeTimeResult = {}
  const ids = [...chosen.keys()].sort()

  for (const id of ids) {
    const schedule = chosen.get(id)!
    const zone = schedule.timezone
    if (!parseTimeZone(zone).ok) {
      result[id] = {} // considered, but its hours cannot be read
      continue
    }
    const sameZone = zone === query.timezone
    let days = daysByZone.get(zone)
    if (!days) {
      // A schedule written in another zone may reach the salon's dates from the day before or after.
      const from = sameZone ? query.from : addCalendarDays(query.from, -1)
      const to = sameZone ? query.to : addCalendarDays(query.to, 1)
      days = eachLocalDate(from, to).map((d) => describeLocalDay(d, zone))
      daysByZone.set(zone, days)
    }
    const merged = mergeBusy(busyBy.get(id) ?? [])
    const weeklyCache = new Map<number, MinuteInterval[]>()
    const byDate: Record<LocalDate, LocalTime[]> = {}

    for (const day of days) {
      if (day.endMs <= ctx.cutoff) continue
      const hours = hoursOn(schedule, day, weeklyCache)
      if (hours.length === 0) continue
      const offered: GridPoint[] = []
      for (const interval of hours) {
        const key = `${zone}|${day.date}|${interval.start}|${interval.end}`
        let grid = grids.get(key)
        if (!grid) {
          grid = buildGrid(day, interval, settings.timeStep)
          grids.set(key, grid)
        }
        offerInInterval(grid, day, merged, ctx, offered)
      }
      if (offered.length === 0) continue
      offered.sort((a, b) => a.ms - b.ms)
      if (sameZone) {
        const times: LocalTime[] = []
        let last = -1
        for (const pt of offered) {
          if (pt.ms === last) continue
          last = pt.ms
          times.push(formatMinutesOfDay(pt.minutes))
        }
        byDate[day.date] = times
      } else {
        for (const pt of offered) addInLocationZone(byDate, pt.ms, query)
      }
    }
    result[id] = byDate
  }
  return result
}

/** Places an instant under its salon-local date, when that reading names it unambiguously and is in range. */
function addInLocationZone(byDate: Record<LocalDate, LocalTime[]>, ms: number, query: FreeTimeQuery): void {
  const local = instantToLocal(new Date(ms), query.timezone)
  if (local.date < query.from || local.date > query.to) return
  if (localToInstant(local.date, local.time, query.timezone)?.getTime() !== ms) return
  const list = (byDate[local.date] ??= [])
  if (!list.includes(local.time)) {
    list.push(local.time)
    list.sort()
  }
}

// The union for "any stylist" is in ./merge (shared with the widget).
export { mergeAnyEmployee } from './merge'

export interface PickEmployeeOptions {
  /** Stylists to prefer, best first (e.g. the client's favourites); listed ones win over unlisted. */
  preferOrder?: readonly string[]
  /** Minutes already booked on that date per stylist (see `bookedMinutesOn`); fewer wins. */
  bookedMinutes?: Readonly<Record<string, number>>
}

/**
 * Chooses who takes an "any stylist" booking at `date` `time`, or null when nobody is free then.
 * Order: position in `preferOrder`; then least booked minutes that day (when `bookedMinutes` is
 * given, otherwise most offered starts that day, the same measure seen from the free side); then id.
 */
export function pickEmployeeForSlot(
  result: FreeTimeResult,
  date: LocalDate,
  time: LocalTime,
  options: PickEmployeeOptions = {},
): string | null {
  const prefer = options.preferOrder ?? []
  const rank = (id: string): number => {
    const i = prefer.indexOf(id)
    return i === -1 ? prefer.length : i
  }
  const load = (id: string): number =>
    options.bookedMinutes ? (options.bookedMinutes[id] ?? 0) : -(result[id]?.[date]?.length ?? 0)
  const free = Object.keys(result).filter((id) => result[id]?.[date]?.includes(time) ?? false)
  free.sort((a, b) => rank(a) - rank(b) || load(a) - load(b) || (a < b ? -1 : a > b ? 1 : 0))
  return free[0] ?? null
}

/** Minutes of busy time a stylist has on a salon-local date (overlaps joined, clipped to the day). */
export function bookedMinutesOn(
  busy: readonly BusyInterval[],
  employeeId: string,
  date: LocalDate,
  timezone: string,
): number {
  const day = describeLocalDay(date, timezone)
  const { starts, ends } = mergeBusy(busy.filter((b) => b.employeeId === employeeId))
  let total = 0
  for (let i = 0; i < starts.length; i++) {
    const s = Math.max(starts[i]!, day.startMs)
    const e = Math.min(ends[i]!, day.endMs)
    if (e > s) total += e - s
  }
  return Math.round(total / MINUTE_MS)
}
