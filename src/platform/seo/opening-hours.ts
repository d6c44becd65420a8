/**
 * Opening hours as staff type them in the contacts global ("Mon–Sat 09:30AM–8:00PM",
 * "Пн–Сб 09:30–20:00"), read into days and 24-hour times for schema.org
 * OpeningHoursSpecification. Pure, so it is unit-tested without a server.
 */

export const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number]

export interface OpeningHours {
  days: DayOfWeek[]
  /** 24-hour "HH:MM". */
  opens: string
  /** 24-hour "HH:MM", later than `opens`. */
  closes: string
}

/**
 * The salon's hours when the contacts' lines cannot be read: site.md §2 (footer) and §9,
 * "Mon-Sat 09:30AM-8:00PM, Sun 10:00AM-6:00PM". The only place these figures are written.
 */
export const DEFAULT_OPENING_HOURS: readonly OpeningHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:30', closes: '20:00' },
  { days: ['Sunday'], opens: '10:00', closes: '18:00' },
]

/** Names and abbreviations of each day (index 0 = Monday), English and Ukrainian, lower case. */
const DAY_NAMES: readonly (readonly string[])[] = [
  ['mon', 'monday', 'mo', 'пн', 'понеділок', 'пон'],
  ['tue', 'tues', 'tuesday', 'tu', 'вт', 'вівторок', 'вів'],
  ['wed', 'wednesday', 'we', 'ср', 'середа', 'сер'],
  ['thu', 'thur', 'thurs', 'thursday', 'th', 'чт', 'четвер', 'чет'],
  ['fri', 'friday', 'fr', 'пт', 'пʼятниця', 'пятниця', 'п’ятниця', "п'ятниця", 'пят', 'пʼят'],
  ['sat', 'saturday', 'sa', 'сб', 'субота', 'суб'],
  ['sun', 'sunday', 'su', 'нд', 'неділя', 'нед'],
]

/** Words meaning "every day". */
const EVERY_DAY = new Set(['daily', 'every day', 'everyday', 'щодня', 'щоденно', 'кожного дня', 'без вихідних'])
/** Words meaning "not open that day". */
const CLOSED = /\bclosed\b|вихідн\S*|зачинен\S*/i

function dayIndex(token: string): number | null {
  const t = token
    .trim()
    .toLowerCase()
    .replace(/[.:]+$/, '')
  if (!t) return null
  const i = DAY_NAMES.findIndex((names) => names.includes(t))
  return i >= 0 ? i : null
}

/** "Mon–Sat", "Sun", "Mon, Wed & Fri", "Monday to Friday", "Пн–Сб" → day indexes; null if unreadable. */
function parseDays(text: string): number[] | null {
  const t = text.trim().toLowerCase().replace(/:$/, '').trim()
  if (!t) return null
  if (EVERY_DAY.has(t)) return [0, 1, 2, 3, 4, 5, 6]
  const days: number[] = []
  // Separators are spelt out: `\b` does not see Cyrillic letters as word characters.
  for (const part of t.split(/\s*[,&/]\s*|\s+(?:and|і|та|й)\s+/)) {
    if (!part) continue
    const range = part.split(/\s*[-–—]\s*|\s+(?:to|till|until|до|по)\s+/).filter(Boolean)
    if (range.length === 1) {
      const d = dayIndex(range[0]!)
      if (d == null) return null
      days.push(d)
    } else if (range.length === 2) {
      const from = dayIndex(range[0]!)
      const to = dayIndex(range[1]!)
      if (from == null || to == null) return null
      // A range wraps past Sunday when it has to (Sat–Mon).
      for (let d = from; ; d = (d + 1) % 7) {
        days.push(d)
        if (d === to) break
      }
    } else {
      return null
    }
  }
  return days.length ? days : null
}

const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*([ap]\.?\s?m\.?)?`
const TIME_RANGE = new RegExp(String.raw`${TIME}\s*(?:[-–—]|to|till|until|до)\s*${TIME}`, 'i')

/** Minutes after midnight, or null when the figures are not a time of day. */
function toMinutes(hours: string, minutes: string | undefined, meridiem: string | undefined): number | null {
  let h = Number(hours)
  const m = minutes == null ? 0 : Number(minutes)
  if (!Number.isInteger(h) || !Number.isInteger(m) || m > 59) return null
  if (meridiem) {
    if (h < 1 || h > 12) return null
    const pm = meridiem.toLowerCase().startsWith('p')
    h = (h % 12) + (pm ? 12 : 0)
  } else if (h > 23) {
    return null
  }
  return h * 60 + m
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * Reads lines such as "Mon–Sat 09:30AM–8:00PM" and "Нд 10:00–18:00". Returns null when any
 * line cannot be read (unknown day names, missing or impossible times, closing before opening),
 * so a half-read timetable is never published. A line marking days as closed is read and left
 * out. Returns null for no lines at all.
 */
export function parseOpeningHours(lines: readonly string[]): OpeningHours[] | null {
  const result: OpeningHours[] = []
  for (const raw of lines) {
    const line = raw.trim()
    if (!line) continue
    const match = TIME_RANGE.exec(line)
    if (!match) {
      if (!CLOSED.test(line)) return null
      if (!parseDays(line.replace(CLOSED, '').replace(/[-–—:]\s*$/, ''))) return null
      continue
    }
    const days = parseDays(line.slice(0, match.index))
    if (!days) return null
    const opens = toMinutes(match[1]!, match[2], match[3])
    const closes = toMinutes(match[4]!, match[5], match[6])
    if (opens == null || closes == null || closes <= opens) return null
    const rest = line.slice(match.index + match[0].length).trim()
    if (rest) return null
    result.push({
      days: [...new Set(days)].sort((a, b) => a - b).map((d) => DAYS_OF_WEEK[d]!),
      opens: hhmm(opens),
      closes: hhmm(closes),
    })
  }
  return result.length ? result : null
}

/** The hours read from the contacts' lines, or the spec's hours when they cannot be read. */
export function openingHoursOrDefault(lines: readonly string[]): OpeningHours[] {
  return parseOpeningHours(lines) ?? DEFAULT_OPENING_HOURS.map((h) => ({ ...h, days: [...h.days] }))
}

/** schema.org OpeningHoursSpecification entries. */
export function openingHoursSpecification(hours: readonly OpeningHours[]) {
  return hours.map((h) => ({
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: [...h.days],
    opens: h.opens,
    closes: h.closes,
  }))
}

/**
 * A salon's own hours as staff enter them — a row per stretch it is open, weekday '1' (Monday) to
 * '7' — as schema.org entries: days with the same stretch together, Monday first. Null when there are
 * none (the business's hours apply).
 */
export function hoursFromRows(
  rows: readonly { weekday: string; start: string; end: string }[] | null | undefined,
): OpeningHours[] | null {
  const valid = (rows ?? []).filter((r) => /^[1-7]$/.test(r.weekday) && r.start < r.end)
  if (!valid.length) return null
  const byStretch = new Map<string, Set<number>>()
  for (const r of valid) {
    const key = `${r.start}-${r.end}`
    if (!byStretch.has(key)) byStretch.set(key, new Set())
    byStretch.get(key)!.add(Number(r.weekday) - 1)
  }
  return [...byStretch.entries()]
    .map(([key, days]) => {
      const [opens, closes] = key.split('-') as [string, string]
      const sorted = [...days].sort((a, b) => a - b)
      return { days: sorted.map((d) => DAYS_OF_WEEK[d]!), opens, closes, first: sorted[0]! }
    })
    .sort((a, b) => a.first - b.first || a.opens.localeCompare(b.opens))
    .map(({ days, opens, closes }) => ({ days, opens, closes }))
}
