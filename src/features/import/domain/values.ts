/**
 * The values of an export's cells as platforms write them, read into Parlour's: phones in E.164,
 * dates as YYYY-MM-DD, times as HH:mm, money in pence, yes/no flags. Each reader answers
 * `undefined` for an empty cell and `null` for one it cannot read.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

import type { DateOrder } from './platforms'

/** Ofcom's drama range (07700 900000–900999), unknown to the phone metadata but a valid UK mobile for tests and demos. */
const DRAMA = /^\+447700900\d{3}$/

const blank = (text: string | undefined): boolean => text === undefined || text.trim() === ''

/** A phone in E.164, read with `country` for national numbers (07911 123456 is British by default). */
export function readPhone(text: string | undefined, country: CountryCode = 'GB'): string | null | undefined {
  if (blank(text)) return undefined
  const raw = text!.trim()
  if (raw.length > 32) return null
  // Spreadsheets drop the leading zero of a UK mobile (7911123456) or the plus (447911123456).
  const digits = raw.replace(/[\s().-]/g, '')
  const candidates = [raw]
  if (/^7\d{9}$/.test(digits)) candidates.push(`0${digits}`)
  if (/^(44|380)\d{9,10}$/.test(digits)) candidates.push(`+${digits}`)
  for (const candidate of candidates) {
    const phone = parsePhoneNumberFromString(candidate, country)
    if (!phone) continue
    if (DRAMA.test(phone.number) || phone.isValid()) return phone.number
  }
  return null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function readEmail(text: string | undefined): string | null | undefined {
  if (blank(text)) return undefined
  const email = text!.trim().toLowerCase()
  return email.length <= 254 && EMAIL.test(email) ? email : null
}

const FEMALE = new Set(['f', 'female', 'woman', 'w', 'ж', 'жін', 'жінка', 'жіноча'])
const MALE = new Set(['m', 'male', 'man', 'ч', 'чол', 'чоловік', 'чоловіча'])

/** Female or male; anything else (other, unknown, not given) leaves Parlour's value as it is. */
export function readSex(text: string | undefined): 'female' | 'male' | undefined {
  const t = (text ?? '').trim().toLowerCase()
  if (FEMALE.has(t)) return 'female'
  if (MALE.has(t)) return 'male'
  return undefined
}

const YES = new Set(['yes', 'y', 'true', '1', 'subscribed', 'opted in', 'opt in', 'on', 'так', 'x', '✓'])
const NO = new Set(['no', 'n', 'false', '0', 'unsubscribed', 'opted out', 'opt out', 'off', 'ні'])

/** A yes/no cell; "Unknown" and anything else read as not said. */
export function readFlag(text: string | undefined): boolean | undefined {
  const t = (text ?? '').trim().toLowerCase()
  if (YES.has(t)) return true
  if (NO.has(t)) return false
  return undefined
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

const pad = (n: number) => String(n).padStart(2, '0')

function calendarDate(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1 || d > 31) return null
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCMonth() === m - 1 ? `${y}-${pad(m)}-${pad(d)}` : null
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y))

/**
 * A date: 2026-12-24, 2026/12/24, 24/12/2026, 24.12.2026, 24 Dec 2026, Dec 24, 2026; with slashes
 * or dashes and the year last, day first unless `order` says the file writes the month first.
 */
export function readDate(text: string | undefined, order: DateOrder = 'dmy'): string | null | undefined {
  if (blank(text)) return undefined
  const t = text!.trim()
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(t)
  if (m) return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]))
  m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/.exec(t)
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[3])]
    const monthFirst = order === 'mdy' && m[2] !== '.'
    return calendarDate(fullYear(m[4]!), monthFirst ? a : b, monthFirst ? b : a)
  }
  m = /^(\d{1,2})\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})$/i.exec(t)
  if (m) return calendarDate(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]))
  m = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(t)
  if (m) return calendarDate(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]))
  return null
}

/** A birthday, with its year (YYYY-MM-DD) or without one (--MM-DD, as Square's MM-DD is stored). */
export function readBirthday(text: string | undefined, order: DateOrder = 'dmy'): string | null | undefined {
  if (blank(text)) return undefined
  const t = text!.trim()
  const noYear = /^(\d{1,2})[-/.](\d{1,2})$/.exec(t)
  if (noYear) {
    const [a, b] = [Number(noYear[1]), Number(noYear[2])]
    const [month, day] = order === 'mdy' ? [a, b] : [b, a]
    // 2000 was a leap year: 29 February is a birthday.
    return calendarDate(2000, month, day) ? `--${pad(month)}-${pad(day)}` : null
  }
  return readDate(t, order)
}

/** An instant written in ISO 8601 with its offset (2026-11-26T15:04:05.000Z), as Parlour's export writes one. */
export function readInstant(text: string | undefined): string | null | undefined {
  if (blank(text)) return undefined
  const t = text!.trim()
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(t)) return null
  const at = new Date(t)
  return Number.isNaN(at.getTime()) ? null : at.toISOString()
}

/** A time of day: 14:30, 14.30, 2:30 pm, 2pm, 14:30:00. */
export function readTime(text: string | undefined): string | null | undefined {
  if (blank(text)) return undefined
  const m = /^(\d{1,2})(?:[:.](\d{2}))?(?::\d{2})?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text!.trim())
  if (!m || (!m[2] && !m[3])) return null
  let hour = Number(m[1])
  const minute = Number(m[2] ?? 0)
  const half = m[3]?.toLowerCase().replace(/\./g, '')
  if (half) {
    if (hour < 1 || hour > 12) return null
    hour = (hour % 12) + (half === 'pm' ? 12 : 0)
  }
  if (hour > 23 || minute > 59) return null
  return `${pad(hour)}:${pad(minute)}`
}

/** A date and time in one cell (2026-12-24 14:30, 2026-12-24T14:30:00, 24/12/2026 2:30 pm). */
export function readStart(
  text: string | undefined,
  order: DateOrder = 'dmy',
): { date: string; time: string } | null | undefined {
  if (blank(text)) return undefined
  const m =
    /^(.+?)(?:T|\s+|,\s*)(\d{1,2}(?:[:.]\d{2})?(?::\d{2})?(?:\.\d+)?\s*(?:am|pm|a\.m\.|p\.m\.)?)(?:Z|[+-]\d{2}:?\d{2})?$/i.exec(
      text!.trim(),
    )
  if (!m) return null
  const date = readDate(m[1], order)
  const time = readTime(m[2]!.replace(/\.\d+$/, ''))
  return date && time ? { date, time } : null
}

/** Money as written (£45, 45.00, GBP 45, 45,50) in pence; a negative amount cannot be read. */
export function readPence(text: string | undefined): number | null | undefined {
  if (blank(text)) return undefined
  let t = text!
    .trim()
    .replace(/^(gbp|£)\s*/i, '')
    .replace(/\s*(gbp|£)$/i, '')
    .replace(/\s/g, '')
  if (/^\d+,\d{1,2}$/.test(t)) t = t.replace(',', '.')
  else t = t.replace(/,(?=\d{3}\b)/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null
  return Math.round(Number(t) * 100)
}

/** A count (visits, no-shows, minutes): a whole number from zero. */
export function readCount(text: string | undefined): number | null | undefined {
  if (blank(text)) return undefined
  const t = text!.trim()
  return /^\d{1,6}$/.test(t) ? Number(t) : null
}

/** Plain text for a name or note: control and text-direction characters dropped, cut to `max`. */
export function readText(text: string | undefined, max: number, multiline = false): string | undefined {
  if (blank(text)) return undefined
  const cleaned = text!
    .replace(
      multiline
        ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g
        : /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
      '',
    )
    .trim()
  return cleaned ? cleaned.slice(0, max) : undefined
}
