/**
 * Merging a free-time answer, shared by the server and the booking widget (no dependencies, so the
 * widget's bundle takes only this).
 */
import type { FreeTimeResult, LocalDate, LocalTime } from './types'

/** Union of every stylist's times ("any stylist"): by date, sorted, no repeats; empty dates omitted. */
export function mergeAnyEmployee(result: FreeTimeResult): Record<LocalDate, LocalTime[]> {
  const sets = new Map<LocalDate, Set<LocalTime>>()
  for (const byDate of Object.values(result)) {
    for (const [date, times] of Object.entries(byDate)) {
      if (times.length === 0) continue
      let set = sets.get(date)
      if (!set) sets.set(date, (set = new Set()))
      for (const t of times) set.add(t)
    }
  }
  const out: Record<LocalDate, LocalTime[]> = {}
  for (const date of [...sets.keys()].sort()) out[date] = [...sets.get(date)!].sort()
  return out
}
