/**
 * The waitlist's rules (issue 30, decision 0046), pure: what a client waits for, which entry a
 * freed time goes to, which start it is offered, and when the salon may text an offer.
 *
 * An entry waits for a **window** — one salon-local day, a range of days, or either of them only in
 * the morning, afternoon or evening — for its services, with one stylist or any. When time frees,
 * the entries that could use it are taken in the order their clients joined; the first whose
 * services fit into free time that uses the freed time is offered it. Each entry has at most one
 * live offer; a time an entry let pass is not offered to it again.
 */
import { addCalendarDays, daysBetween, instantToLocal, minutesOfDay } from '@/features/booking/kit'
import type { LocalDate, LocalTime } from '@/features/booking/kit'

export type PartOfDay = 'morning' | 'afternoon' | 'evening'

export const PARTS_OF_DAY: readonly PartOfDay[] = ['morning', 'afternoon', 'evening']

/** Minutes of the salon's day each part covers, by a visit's start: [from, to). */
export const PART_MINUTES: Record<PartOfDay, { from: number; to: number }> = {
  morning: { from: 0, to: 12 * 60 },
  afternoon: { from: 12 * 60, to: 17 * 60 },
  evening: { from: 17 * 60, to: 24 * 60 },
}

/** The most days one entry may wait for. */
export const MAX_WINDOW_DAYS = 31

export interface WantedWindow {
  from: LocalDate
  /** Inclusive; the same as `from` for one day. */
  to: LocalDate
  /** Only starts in this part of the day; null for the whole day. */
  part: PartOfDay | null
}

export type EntryState = 'waiting' | 'offered' | 'booked' | 'left'

export interface WaitlistEntry {
  id: string
  clientId: string
  salonId: string
  serviceIds: string[]
  /** One stylist, or null for any stylist. */
  stylistId: string | null
  window: WantedWindow
  joinedAt: Date
  state: EntryState
  /** Times offered to this entry and not taken (`offerKey`): never offered to it again. */
  passed: string[]
}

/** A stylist's time that just became free at a salon: [start, end). */
export interface FreedTime {
  salonId: string
  stylistId: string
  start: Date
  end: Date
}

/** A time one entry is offered: a stylist and a start, the visit `duration` minutes long. */
export interface OfferedTime {
  stylistId: string
  date: LocalDate
  time: LocalTime
  start: Date
}

export type WindowCheck = { ok: true; window: WantedWindow } | { ok: false; field: 'from' | 'to'; message: string }

/** A window a client may join for: not in the past, `to` not before `from`, at most MAX_WINDOW_DAYS days. */
export function checkWindow(window: WantedWindow, today: LocalDate): WindowCheck {
  if (window.from < today) return { ok: false, field: 'from', message: 'Choose today or a later day.' }
  if (window.to < window.from) return { ok: false, field: 'to', message: 'The last day cannot be before the first.' }
  if (daysBetween(window.from, window.to) + 1 > MAX_WINDOW_DAYS)
    return { ok: false, field: 'to', message: `Wait for at most ${MAX_WINDOW_DAYS} days at a time.` }
  return { ok: true, window }
}

/** Whether a start on a salon-local date and time is one the window asks for. */
export function windowWants(window: WantedWindow, date: LocalDate, time: LocalTime): boolean {
  if (date < window.from || date > window.to) return false
  if (!window.part) return true
  const minutes = minutesOfDay(time)
  const part = PART_MINUTES[window.part]
  return minutes >= part.from && minutes < part.to
}

/** Whether the window has a day still to come on `today` or later. */
export function windowOpen(window: WantedWindow, today: LocalDate): boolean {
  return window.to >= today
}

/**
 * The name of a time for the entry's list of times not to offer it: a start it saw when joining
 * (`stylist@start`), or an offer it let pass (`stylist@start/end`: no start whose visit overlaps
 * it is offered again — the client let that time go).
 */
export const offerKey = (stylistId: string, start: Date, end?: Date) =>
  `${stylistId}@${start.toISOString()}${end ? `/${end.toISOString()}` : ''}`

/** Whether a visit of the stylist at [start, end) is one the entry's `passed` list rules out. */
export function isPassed(passed: readonly string[], stylistId: string, start: Date, end: Date): boolean {
  const prefix = `${stylistId}@`
  for (const key of passed) {
    if (!key.startsWith(prefix)) continue
    const [from, to] = key.slice(prefix.length).split('/')
    const a = Date.parse(from!)
    if (to === undefined) {
      if (a === start.getTime()) return true
    } else if (a < end.getTime() && Date.parse(to) > start.getTime()) return true
  }
  return false
}

/** Entries in the order their clients joined (then by id, so equal instants keep one order). */
export function inJoinOrder<E extends Pick<WaitlistEntry, 'joinedAt' | 'id'>>(entries: readonly E[]): E[] {
  return [...entries].sort(
    (a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || Number(a.id) - Number(b.id) || a.id.localeCompare(b.id),
  )
}

/**
 * The entries that could be offered a freed time, in join order: waiting (no live offer) at its
 * salon, for its stylist or any, with a window on the freed time's salon-local day.
 */
export function entriesForFreedTime(
  freed: FreedTime,
  entries: readonly WaitlistEntry[],
  zone: string,
): WaitlistEntry[] {
  const day = instantToLocal(freed.start, zone).date
  const lastDay = instantToLocal(new Date(freed.end.getTime() - 1), zone).date
  return inJoinOrder(
    entries.filter(
      (e) =>
        e.state === 'waiting' &&
        e.salonId === freed.salonId &&
        (e.stylistId === null || e.stylistId === freed.stylistId) &&
        e.window.from <= lastDay &&
        e.window.to >= day,
    ),
  )
}

/**
 * The first of `starts` (the engine's free starts of the freed stylist for the entry's services,
 * by salon-local date) that the entry's window wants, whose visit of `duration` minutes uses some
 * of the freed time, and that the entry has not let pass; null when none does.
 */
export function startInFreedTime(
  entry: WaitlistEntry,
  freed: FreedTime,
  zone: string,
  duration: number,
  starts: Readonly<Record<LocalDate, readonly LocalTime[]>>,
  toInstant: (date: LocalDate, time: LocalTime) => Date | null,
): OfferedTime | null {
  for (const date of Object.keys(starts).sort()) {
    for (const time of [...(starts[date] ?? [])].sort()) {
      if (!windowWants(entry.window, date, time)) continue
      const start = toInstant(date, time)
      if (!start) continue
      const end = start.getTime() + duration * 60_000
      if (!(start < freed.end && end > freed.start.getTime())) continue
      if (isPassed(entry.passed, freed.stylistId, start, new Date(end))) continue
      return { stylistId: freed.stylistId, date, time, start }
    }
  }
  return null
}

/** What the matching needs of each candidate entry: its visit's length and its free starts with the freed stylist. */
export interface CandidateTimes {
  duration: number
  starts: Readonly<Record<LocalDate, readonly LocalTime[]>>
}

/**
 * The first entry, in join order, whose services fit into free time that uses the freed time, and
 * the start it is offered. `timesOf` answers for each candidate (null: its services do not fit at
 * all, e.g. the stylist does not perform them).
 */
export function firstMatch(
  freed: FreedTime,
  entries: readonly WaitlistEntry[],
  zone: string,
  timesOf: (entry: WaitlistEntry) => CandidateTimes | null,
  toInstant: (date: LocalDate, time: LocalTime) => Date | null,
): { entry: WaitlistEntry; offer: OfferedTime } | null {
  for (const entry of entriesForFreedTime(freed, entries, zone)) {
    const times = timesOf(entry)
    if (!times) continue
    const offer = startInFreedTime(entry, freed, zone, times.duration, times.starts, toInstant)
    if (offer) return { entry, offer }
  }
  return null
}

/**
 * The earliest start the entry's window wants among free starts of several stylists
 * (`{ [stylistId]: { [date]: times } }`, the engine's answer), not let pass — what the periodic
 * sweep offers an entry. Ties between stylists go to the lower id, so the answer is stable.
 */
export function firstWantedStart(
  entry: WaitlistEntry,
  free: Readonly<Record<string, Readonly<Record<LocalDate, readonly LocalTime[]>>>>,
  duration: number,
  toInstant: (date: LocalDate, time: LocalTime) => Date | null,
): OfferedTime | null {
  let best: OfferedTime | null = null
  const stylists = Object.keys(free).sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
  for (const stylistId of stylists) {
    if (entry.stylistId && entry.stylistId !== stylistId) continue
    for (const [date, times] of Object.entries(free[stylistId] ?? {})) {
      for (const time of times) {
        if (!windowWants(entry.window, date, time)) continue
        const start = toInstant(date, time)
        if (!start || isPassed(entry.passed, stylistId, start, new Date(start.getTime() + duration * 60_000))) continue
        if (!best || start < best.start) best = { stylistId, date, time, start }
      }
    }
  }
  return best
}

/** The hours in which the salon texts offers, salon-local `HH:mm`: [from, until). */
export interface TextingHours {
  from: LocalTime
  until: LocalTime
}

export const DEFAULT_TEXTING_HOURS: TextingHours = { from: '08:00', until: '21:00' }

/** Whether an offer may be made (and texted) now: inside the salon's texting hours. */
export function mayOfferNow(now: Date, zone: string, hours: TextingHours = DEFAULT_TEXTING_HOURS): boolean {
  const minutes = minutesOfDay(instantToLocal(now, zone).time)
  const from = minutesOfDay(hours.from)
  return minutes >= from && minutes < minutesOfDay(hours.until)
}

/** The dates of a window still to come, from `today` on (empty when it is over). */
export function datesToSearch(window: WantedWindow, today: LocalDate): { from: LocalDate; to: LocalDate } | null {
  const from = window.from > today ? window.from : today
  if (from > window.to) return null
  const last = addCalendarDays(from, MAX_WINDOW_DAYS - 1)
  return { from, to: window.to < last ? window.to : last }
}

/**
 * Time a changed visit no longer uses: each of its live items before the change that is not, with
 * the same stylist, start and end, among its live items after it (all of them when it stopped
 * being live: cancelled, a no-show, deleted).
 */
export function freedByChange(
  before: readonly { stylistId: string; start: Date; end: Date }[],
  after: readonly { stylistId: string; start: Date; end: Date }[],
): { stylistId: string; start: Date; end: Date }[] {
  const kept = new Set(after.map((i) => `${i.stylistId}|${i.start.getTime()}|${i.end.getTime()}`))
  return before.filter((i) => !kept.has(`${i.stylistId}|${i.start.getTime()}|${i.end.getTime()}`))
}

/** The most days of one entry announced one by one to the front desk's screens; a longer window is "any date". */
export const ANNOUNCED_DAYS = 7

/**
 * The salon-local dates a change of an entry is announced for (the staff's day lists showing one of
 * them read again): each day of its window, or null — any date — when the window is longer than
 * ANNOUNCED_DAYS (or unreadable).
 */
export function datesToAnnounce(window: Pick<WantedWindow, 'from' | 'to'>): LocalDate[] | null {
  const date = /^\d{4}-\d{2}-\d{2}$/
  if (!date.test(window.from) || !date.test(window.to) || window.to < window.from) return null
  const days = daysBetween(window.from, window.to) + 1
  if (days > ANNOUNCED_DAYS) return null
  return Array.from({ length: days }, (_, i) => addCalendarDays(window.from, i))
}
