import { formatMinutesOfDay, isoWeekday, minutesOfDay } from './time'
import type { IsoWeekday, LocalDate, EmployeeSchedule, WorkingInterval } from './types'

/** The salon's opening hours by ISO weekday; a weekday left out is a closed day. */
export type OpeningByWeekday = Partial<Record<IsoWeekday, WorkingInterval[]>>

/**
 * The parts of `hours` inside `opening` (both wall-clock stretches of one day): a stylist works
 * for online clients only while the salon is open (docs/decisions/0022).
 */
export function clipToOpening(
  hours: readonly WorkingInterval[],
  opening: readonly WorkingInterval[] | undefined,
): WorkingInterval[] {
  if (!opening?.length) return []
  const clipped: WorkingInterval[] = []
  for (const h of hours) {
    for (const o of opening) {
      const start = Math.max(minutesOfDay(h.start), minutesOfDay(o.start))
      const end = Math.min(minutesOfDay(h.end), minutesOfDay(o.end))
      if (end > start) clipped.push({ start: formatMinutesOfDay(start), end: formatMinutesOfDay(end) })
    }
  }
  return clipped.sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start))
}

/** A schedule with its weekly hours and its dated changes kept inside the salon's opening hours. */
export function withinOpening(schedule: EmployeeSchedule, opening: OpeningByWeekday): EmployeeSchedule {
  const weekly: EmployeeSchedule['weekly'] = {}
  for (const [day, hours] of Object.entries(schedule.weekly)) {
    const weekday = Number(day) as IsoWeekday
    const clipped = clipToOpening(hours ?? [], opening[weekday])
    if (clipped.length) weekly[weekday] = clipped
  }
  return {
    ...schedule,
    weekly,
    // A changed day stays a changed day (an emptied one becomes a day off, as the salon is shut).
    exceptions: schedule.exceptions.map((e) => ({
      date: e.date,
      intervals: clipToOpening(e.intervals, opening[isoWeekday(e.date as LocalDate)]),
    })),
  }
}

/** A row of a salon's own opening hours as stored: ISO weekday ('1' = Monday) and wall-clock times. */
export interface SalonOpeningRow {
  weekday: string | number
  start: string
  end: string
}

/**
 * The opening hours that bound a salon's online times: its own when it has any (a weekday without
 * rows is then a closed day), else the business's (the contacts' hours).
 */
export function salonOpening(
  rows: readonly SalonOpeningRow[] | null | undefined,
  business: OpeningByWeekday,
): OpeningByWeekday {
  const own: OpeningByWeekday = {}
  for (const row of rows ?? []) {
    const weekday = Number(row.weekday)
    if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) continue
    ;(own[weekday as IsoWeekday] ??= []).push({ start: row.start, end: row.end })
  }
  for (const day of Object.values(own)) day!.sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start))
  return Object.keys(own).length ? own : business
}
