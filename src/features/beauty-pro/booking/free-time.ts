/**
 * Free times from Beauty Pro's `GET /employees/free_time` (API_DOCUMENTATION.md, employees group;
 * the old product's call, spec §7: step from the settings, gaps mode and positions,
 * public_employees=true). The question has been checked by the use case (salon, services offered
 * there, dates); Beauty Pro answers `{ employeeId: { date: ['HH:mm', …] } }`, each start free for
 * the whole visit, which is already our shape.
 *
 * Identical questions asked within a couple of seconds share one upstream call (fifty visitors
 * opening the same day make one request), which keeps the site inside Beauty Pro's budget. A hold,
 * booking or change made through this process drops the shared answers (./provider.ts), so the
 * time just taken or freed shows at once here; other instances see it within the 2 s.
 */
import {
  addCalendarDays,
  describeLocalDay,
  type FreeTimeResult,
  type FreeTimeQuestion,
  type FreeTimeSource,
} from '@/features/booking/kit'
import { shareFor } from '@/platform/cache/share'

import type { BeautyProApi } from '../api/api'

/** How long identical free-time questions share one answer. */
export const FREE_TIME_SHARE_MS = 2_000

/** The steps Beauty Pro accepts (`auto` is refused by the live service). */
const STEPS = [5, 10, 15, 20, 30, 60, 90, 120, 150, 180]

export function stepOf(minutes: number): string {
  const nearest = STEPS.reduce((best, s) => (Math.abs(s - minutes) < Math.abs(best - minutes) ? s : best), 30)
  return `${nearest}m`
}

const TIME = /^\d{2}:\d{2}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Keeps only well-formed entries of the dates asked for, times sorted. */
export function freeTimeOf(answer: unknown, from: string, to: string): FreeTimeResult {
  const out: FreeTimeResult = {}
  if (!answer || typeof answer !== 'object') return out
  for (const [employee, days] of Object.entries(answer as Record<string, unknown>)) {
    const kept: Record<string, string[]> = {}
    if (days && typeof days === 'object') {
      for (const [date, times] of Object.entries(days as Record<string, unknown>)) {
        if (!DATE.test(date) || date < from || date > to || !Array.isArray(times)) continue
        const list = times.filter((t): t is string => typeof t === 'string' && TIME.test(t)).sort()
        if (list.length) kept[date] = list
      }
    }
    out[employee] = kept
  }
  return out
}

/** Free times from Beauty Pro; `forget()` drops the shared answers after a write in this process. */
export function beautyProFreeTime(api: BeautyProApi): FreeTimeSource & { forget(): void } {
  const ask = shareFor(FREE_TIME_SHARE_MS, (query: Record<string, string>) =>
    api.get<unknown>('/employees/free_time', query),
  )
  return {
    async freeTime(q: FreeTimeQuestion) {
      // Instants in UTC; a start is offered when it falls in [from, to): the salon's days asked for.
      const query: Record<string, string> = {
        from: new Date(describeLocalDay(q.from, q.location.timezone).startMs).toISOString(),
        to: new Date(describeLocalDay(addCalendarDays(q.to, 1), q.location.timezone).startMs).toISOString(),
        duration: String(q.durationMinutes),
        step: stepOf(q.settings.timeStep),
        location: q.location.id,
        // A service's option is its own Beauty Pro service (docs/decisions/0052).
        services: q.services.map((s, i) => q.optionIds?.[i] ?? s.id).join(','),
        public_employees: 'true',
        gaps_mode: q.settings.gapsMode,
        gaps_positions: q.settings.gapsPositions.join(','),
        ...(q.employeeId ? { professionals: q.employeeId } : {}),
      }
      return freeTimeOf(await ask(query), q.from, q.to)
    },
    forget: ask.forget,
  }
}
