import { resolveWallClock } from '@/features/booking/kit'

/** A salon wall-clock time as an instant; null for a time the clocks skip. */
export function resolveWall(date: string, time: string, zone: string): Date | null {
  const wall = resolveWallClock(date, time, zone)
  return wall.status === 'nonexistent' ? null : wall.instant
}
