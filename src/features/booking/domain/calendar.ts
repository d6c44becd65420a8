/**
 * Calendar arithmetic on salon-local dates alone (no zone involved): a day number counted in UTC,
 * where every day is one day. No dependencies, so the booking widget imports it as the server does;
 * everything that touches a zone is in ./time (Luxon).
 */
import type { LocalDate } from './types'

export const DAY_MS = 86_400_000

export function dayNumber(date: LocalDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS
}

export function fromDayNumber(n: number): LocalDate {
  return new Date(n * DAY_MS).toISOString().slice(0, 10)
}

/** The calendar date `days` days after `date` (negative goes back). */
export function addCalendarDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(dayNumber(date) + days)
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return dayNumber(to) - dayNumber(from)
}

/** Every calendar date from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachLocalDate(from: LocalDate, to: LocalDate): LocalDate[] {
  const out: LocalDate[] = []
  const end = dayNumber(to)
  for (let n = dayNumber(from); n <= end; n++) out.push(fromDayNumber(n))
  return out
}
