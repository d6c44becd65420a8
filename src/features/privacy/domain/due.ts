import { DateTime } from 'luxon'

/**
 * When a client's data request must be answered (UK GDPR art. 12(3), as the ICO reads it): the same
 * date in the next month, or that month's last day when it has no such date; a deadline falling on
 * a Saturday or Sunday moves to the Monday. (Bank holidays are not known here: a deadline on one is
 * shown as it is, a day early rather than late.) Dates are the salon's calendar days, YYYY-MM-DD.
 */
export function answerDue(received: string): string {
  const day = DateTime.fromISO(received, { zone: 'utc' })
  if (!/^\d{4}-\d{2}-\d{2}$/.test(received) || !day.isValid) throw new Error(`Not a date: ${received}`)
  let due = day.plus({ months: 1 }) // Luxon keeps to the month's last day (31 January → 28 February)
  if (due.weekday === 6) due = due.plus({ days: 2 })
  if (due.weekday === 7) due = due.plus({ days: 1 })
  return due.toISODate()!
}

/** Whole days from `today` to `due` (negative once it has passed). */
export function daysLeft(due: string, today: string): number {
  return Math.round(DateTime.fromISO(due, { zone: 'utc' }).diff(DateTime.fromISO(today, { zone: 'utc' }), 'days').days)
}
