/**
 * Blocked time (a break, a training, an afternoon off) as busy intervals: a block is one stretch
 * of a salon-local day, once or every week from its date until its last date (or for good).
 */
import { addCalendarDays, daysBetween } from './calendar'
import { instantToLocal, localToInstant } from './time'
import type { BusyInterval, LocalDate, LocalTime } from './types'

export interface TimeBlock {
  employeeId: string
  /** The salon's zone: the date and times are its wall clock. */
  timezone: string
  date: LocalDate
  start: LocalTime
  end: LocalTime
  repeatWeekly: boolean
  /** The last day a weekly block repeats on; null for good. */
  until: LocalDate | null
}

/** The blocks' stretches that overlap [from, to), as busy intervals of their stylists. */
export function blockedIntervals(blocks: readonly TimeBlock[], range: { from: Date; to: Date }): BusyInterval[] {
  const out: BusyInterval[] = []
  for (const block of blocks) {
    // The salon-local days the range touches (a day either side covers any zone offset).
    const first = addCalendarDays(instantToLocal(range.from, block.timezone).date, -1)
    const last = addCalendarDays(instantToLocal(range.to, block.timezone).date, 1)
    let day = block.date
    if (block.repeatWeekly && day < first) day = addCalendarDays(day, Math.ceil(daysBetween(day, first) / 7) * 7)
    while (day <= last && (!block.until || day <= block.until)) {
      const start = localToInstant(day, block.start, block.timezone)
      const end = localToInstant(day, block.end, block.timezone)
      if (start && end && start < range.to && end > range.from) out.push({ employeeId: block.employeeId, start, end })
      if (!block.repeatWeekly) break
      day = addCalendarDays(day, 7)
    }
  }
  return out
}
