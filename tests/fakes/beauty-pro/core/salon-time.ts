/**
 * Salon time: wall-clock dates and times in a location's time zone (Intl, DST-aware, no
 * dependencies) and arithmetic on intervals of UTC ms.
 */
import { MINUTE } from './data-types'

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

const zoneFormats = new Map<string, Intl.DateTimeFormat>()

/** The wall-clock date and time at `ms` in `tz` (Intl; DST-aware, no dependencies). */
export function zoned(ms: number, tz: string): { date: string; time: string; wall: number } {
  let format = zoneFormats.get(tz)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    zoneFormats.set(tz, format)
  }
  const p: Record<string, string> = {}
  for (const part of format.formatToParts(ms)) p[part.type] = part.value
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  )
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, wall }
}

/** The UTC instant of wall-clock `date` + `time` ("HH:mm", "24:00" allowed) in `tz`. */
export function localToUtc(date: string, time: string, tz: string): number {
  const [y, mo, d] = date.split('-').map(Number)
  const [h, mi] = time.split(':').map(Number)
  const naive = Date.UTC(y!, mo! - 1, d!, h!, mi!)
  const first = zoned(naive, tz).wall - naive
  const guess = naive - first
  const second = zoned(guess, tz).wall - guess
  return second === first ? guess : naive - second
}

export function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, mo! - 1, d! + days)).toISOString().slice(0, 10)
}

export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  const [y, mo, d] = date.split('-').map(Number)
  return WEEKDAYS[new Date(Date.UTC(y!, mo! - 1, d!)).getUTCDay()]!
}

export const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1

/** `interval` minus `busy` intervals, as sorted disjoint intervals. */
export function subtract(interval: [number, number], busy: [number, number][]): [number, number][] {
  let free: [number, number][] = [interval]
  for (const [b0, b1] of busy) {
    free = free.flatMap(([a0, a1]): [number, number][] => {
      if (!overlaps(a0, a1, b0, b1)) return [[a0, a1]]
      const parts: [number, number][] = []
      if (a0 < b0) parts.push([a0, b0])
      if (b1 < a1) parts.push([b1, a1])
      return parts
    })
  }
  return free.sort((x, y) => x[0] - y[0])
}

/** `t` rounded up onto the grid `origin + k·step minutes` (times before the origin stay as they are). */
export function roundUp(t: number, origin: number, stepMinutes: number): number {
  if (t <= origin) return t
  const step = stepMinutes * MINUTE
  return origin + Math.ceil((t - origin) / step) * step
}
