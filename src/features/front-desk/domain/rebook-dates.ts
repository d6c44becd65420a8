/** The dates of a rebooking (pure: no database, no clock). */
import { addCalendarDays } from '@/features/booking/client'
import type { Refusal } from '@/features/booking/kit'

/** A 400 on one field, as the desk's other answers (use-cases/answers.ts `invalid`). */
const invalid = (field: string, message: string): Refusal => ({
  ok: false,
  status: 400,
  reason: 'invalid_request',
  message,
  fields: { [field]: message },
})

/** How far ahead a rebooking or a series may reach. */
export const REBOOK_MAX_WEEKS = 52
export const SERIES_MAX_VISITS = 26

export interface RebookSpan {
  weeks: number
  every?: number
  until?: string
}

/** The dates a rebooking asks for: `weeks` ahead, then every `every` weeks until `until`. */
export function rebookDates(from: string, input: RebookSpan): string[] | Refusal {
  if (!Number.isInteger(input.weeks) || input.weeks < 1 || input.weeks > REBOOK_MAX_WEEKS)
    return invalid('weeks', `Choose 1 to ${REBOOK_MAX_WEEKS} weeks.`)
  const first = addCalendarDays(from, input.weeks * 7)
  if (!input.every) return [first]
  if (!Number.isInteger(input.every) || input.every < 1 || input.every > REBOOK_MAX_WEEKS)
    return invalid('every', `Repeat every 1 to ${REBOOK_MAX_WEEKS} weeks.`)
  if (!input.until || !/^\d{4}-\d{2}-\d{2}$/.test(input.until) || input.until < first)
    return invalid('until', 'Choose the last day of the series, on or after the first visit.')
  const dates: string[] = []
  for (let d = first; d <= input.until; d = addCalendarDays(d, input.every * 7)) {
    if (dates.length === SERIES_MAX_VISITS)
      return invalid('until', `A series books at most ${SERIES_MAX_VISITS} visits: choose an earlier last day.`)
    dates.push(d)
  }
  return dates
}
