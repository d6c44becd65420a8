import type { Locale } from '@/platform/i18n/locales'

/**
 * Dates. The site shows a date one way per language, in words: "29 March 2026" / "29 березня 2026"
 * (docs/decisions/0053). An ISO date or date-time is read by splitting on "T" or a space; the date
 * part is used as written and never shifted by a time zone: "2026-03-29T23:30:00.000Z" is the
 * 29th wherever the page is rendered. An instant (a review's or a voucher's time) is first placed
 * on the calendar of a time zone with `formatLongDateIn`.
 */

interface DateParts {
  year: number
  month: number
  day: number
}

const isoDatePart = /^(\d{4})-(\d{2})-(\d{2})$/

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * The calendar date at the start of an ISO string ("2026-03-29", "2026-03-29T10:00:00Z",
 * "2026-03-29 10:00"), or null when it is missing or not a real date. Only the date part is
 * checked; whatever follows the "T" or space is ignored.
 */
function parseDatePart(iso: string | null | undefined): DateParts | null {
  if (typeof iso !== 'string') return null
  const datePart = iso.trim().split(/[T ]/, 1)[0] ?? ''
  const match = isoDatePart.exec(datePart)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

const intlLocales = { en: 'en-GB', uk: 'uk-UA' } satisfies Record<Locale, string>

const longDateFormats = new Map<Locale, Intl.DateTimeFormat>()

function longDateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = longDateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    longDateFormats.set(locale, format)
  }
  return format
}

/**
 * Article dates in words: "14 March 2026" / "14 березня 2026" (month in the genitive, as
 * Ukrainian requires after a day number); "" for a missing or malformed date. The date part is
 * formatted at midnight UTC, so no time zone can move it to another day. Ukrainian Intl output
 * ends in "р." ("year"); the day, month and year are joined without it, as the designs show.
 */
export function formatLongDate(iso: string | null | undefined, locale: Locale = 'en'): string {
  const parts = parseDatePart(iso)
  if (!parts) return ''
  const date = new Date(0)
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day)
  const byType = new Map(
    longDateFormat(locale)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return [byType.get('day'), byType.get('month'), byType.get('year')].join(' ')
}

/**
 * The calendar day of an instant in `timeZone` (London unless told), in words as `formatLongDate`
 * writes it: 23:30 UTC on 28 March 2026 is "29 March 2026" in Kyiv and "28 March 2026" in London.
 * "" for a missing or unreadable instant.
 */
export function formatLongDateIn(
  instant: string | Date | null | undefined,
  locale: Locale = 'en',
  timeZone = 'Europe/London',
): string {
  if (instant == null || instant === '') return ''
  const at = instant instanceof Date ? instant : new Date(instant)
  if (Number.isNaN(at.getTime())) return ''
  // en-CA writes the day as YYYY-MM-DD.
  return formatLongDate(new Intl.DateTimeFormat('en-CA', { timeZone }).format(at), locale)
}
