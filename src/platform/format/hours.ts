import type { Locale } from '@/platform/i18n/locales'
import { DAYS_OF_WEEK, type OpeningHours, parseOpeningHours } from '@/platform/seo/opening-hours'

/**
 * Opening hours as people read them: "Mon–Sat 9:30am–8pm" in English (the 12-hour clock with the
 * minutes only when there are any, as British shops write it) and "Пн–Сб 09:30–20:00" in
 * Ukrainian (the 24-hour clock). Pure, so the home page, the footer and the salon page share it.
 */

const SHORT_DAYS = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  uk: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Нд'],
} as const satisfies Record<Locale, readonly string[]>

/** "HH:MM" (00:00–24:00) as "9:30am", "8pm", "12pm" (noon), "12am" (midnight); "09:30" in Ukrainian. */
export function formatClockTime(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  if (locale === 'uk') return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
  const hour = h % 12 === 0 ? 12 : h % 12
  const suffix = h % 24 < 12 ? 'am' : 'pm'
  return m === 0 ? `${hour}${suffix}` : `${hour}:${String(m).padStart(2, '0')}${suffix}`
}

/** The days of one stretch: runs of three days or more as a range ("Mon–Sat"), the rest listed ("Sat, Sun"). */
function dayList(days: OpeningHours['days'], locale: Locale): string {
  const names = SHORT_DAYS[locale]
  const indexes = days.map((d) => DAYS_OF_WEEK.indexOf(d)).sort((a, b) => a - b)
  const runs: number[][] = []
  for (const i of indexes) {
    const run = runs.at(-1)
    if (run && run.at(-1) === i - 1) run.push(i)
    else runs.push([i])
  }
  return runs
    .map((r) => (r.length > 2 ? `${names[r[0]!]}–${names[r.at(-1)!]}` : r.map((i) => names[i]).join(', ')))
    .join(', ')
}

/**
 * Each entry as a line: parsed hours are rendered in the page's language; a line as staff typed
 * it is read on its own and rendered the same way, or shown as typed when it cannot be read
 * ("Bank holidays by appointment", "Sun: closed"), so nothing the salon wrote is lost.
 */
export function formatOpeningHours(entries: readonly (string | OpeningHours)[], locale: Locale): string[] {
  return entries.flatMap((entry) => {
    if (typeof entry !== 'string') return [formatStretch(entry, locale)]
    const line = entry.trim()
    if (!line) return []
    const parsed = parseOpeningHours([line])
    return parsed?.length === 1 ? [formatStretch(parsed[0]!, locale)] : [line]
  })
}

function formatStretch(hours: OpeningHours, locale: Locale): string {
  return `${dayList(hours.days, locale)} ${formatClockTime(hours.opens, locale)}–${formatClockTime(hours.closes, locale)}`
}
