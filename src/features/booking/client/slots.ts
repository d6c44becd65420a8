/**
 * The booking widget's pure helpers: salon-local dates, the date strip, merging the free-time
 * answer of several stylists, the hold countdown and service lists.
 */

import { addCalendarDays } from '../domain/calendar'
import { mergeAnyEmployee } from '../domain/merge'

/** Free-time answer: stylist id → date (YYYY-MM-DD) → start times (HH:mm), salon-local. */
export type FreeTimeAnswer = Record<string, Record<string, string[]>>

/** Today's date (YYYY-MM-DD) on the wall clock of `timeZone`. */
export function localToday(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)!.value
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** Calendar arithmetic on YYYY-MM-DD (days, never 24-hour steps of a zone): the engine's own. */
export const addDays = addCalendarDays

/** `count` consecutive dates from `from`. */
export function dateRange(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i))
}

const intlLocale = (locale: string) => (locale === 'uk' ? 'uk-UA' : 'en-GB')

/** A date of the strip: short weekday, day number and short month in the visitor's language. */
export function dayLabel(date: string, locale: string): { weekday: string; day: string; month: string; full: string } {
  const at = new Date(`${date}T12:00:00Z`)
  const fmt = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'UTC', ...options }).format(at)
  return {
    weekday: fmt({ weekday: 'short' }),
    day: fmt({ day: 'numeric' }),
    month: fmt({ month: 'short' }),
    // Ukrainian Intl ends a year with "р."; the site writes dates without it (docs/decisions/0053).
    full: fmt({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).replace(/\s*р\.$/, ''),
  }
}

/** "2026-12-24T10:00" → the long date and the time as written (salon-local, never shifted). */
export function visitLabel(start: string, locale: string): string {
  const [date, time] = start.split('T') as [string, string]
  return `${dayLabel(date, locale).full}, ${time}`
}

/**
 * The start times per date of one stylist, or of every stylist listed ("any stylist": the union),
 * each list sorted and without repeats (the engine's merge).
 */
export function mergeFreeTime(answer: FreeTimeAnswer, employee: string | null): Record<string, string[]> {
  if (employee == null) return mergeAnyEmployee(answer)
  const own = answer[employee]
  return own ? mergeAnyEmployee({ [employee]: own }) : {}
}

/** Milliseconds left until `heldUntil` (an ISO instant), never below zero. */
export function remainingMs(heldUntil: string, now: number): number {
  return Math.max(0, new Date(heldUntil).getTime() - now)
}

/** A countdown as mm:ss, rounding up to the whole second (14:59.2 left shows 15:00, 0 shows 00:00). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0')
  const ss = String(seconds % 60).padStart(2, '0')
  return `${mm}:${ss}`
}

export interface GroupedService {
  id: string
  /** The direction with its top group (`female/nails`, "Women · Nails"); null for none. */
  group: { path: string; name: string } | null
}

/**
 * The widget's service list in groups ("Women · Nails"): the group of the service the visitor
 * came from first, then the groups of the visitor's own gender (`female`/`male`, when known), then
 * the rest in the order they come (the API's menu order); services with no group last.
 */
export function groupServices<S extends GroupedService>(
  services: S[],
  otherName: string,
  first: { group?: string | null; gender?: string | null } = {},
): { id: string; name: string; services: S[] }[] {
  const groups = new Map<string, { id: string; name: string; services: S[] }>()
  for (const service of services) {
    const id = service.group?.path ?? ''
    const group = groups.get(id) ?? { id, name: service.group?.name || otherName, services: [] }
    group.services.push(service)
    groups.set(id, group)
  }
  const rank = (g: { id: string }) => {
    if (g.id === '') return 3
    if (first.group && g.id === first.group) return 0
    if (first.gender && g.id.startsWith(`${first.gender}/`)) return 1
    return 2
  }
  // Array.prototype.sort is stable: within a rank the order stays as it came.
  return [...groups.values()].sort((a, b) => rank(a) - rank(b))
}

/**
 * Resolves a preselected value (an id or a slug, as the booking address carries it) against a
 * list; `null` when nothing matches.
 */
export function resolveChoice<T extends { id: string; slug?: string; path?: string | null }>(
  items: T[],
  value: string | null | undefined,
): T | null {
  if (!value) return null
  return items.find((i) => i.id === value || i.slug === value || i.path === value) ?? null
}
