/**
 * API.md "Group Employees" › Free Time.
 */
import { MINUTE } from '../core/data-types'
import { bad } from '../core/errors'
import { zoneOf } from '../core/lookups'
import { ranges } from '../core/query'
import { type Ctx, type Reply, type Route, route } from '../core/route'
import { addDays, roundUp, subtract, zoned } from '../core/salon-time'
import { busyItems, canProvide, rolesOf, workingInterval } from '../core/schedule'
import { S } from '../core/scopes'
import type { Core } from '../core/state'

/** API.md "Group Employees" › Free Time `step` members. */
const STEPS = ['5m', '10m', '15m', '20m', '30m', '60m', '90m', '120m', '150m', '180m', 'auto']

export const freeTimeRoutes: Route[] = [
  // API.md "Group Employees" › Free Time (before /employees/:id)
  route(
    'GET',
    '/employees/free_time',
    S.freeTime,
    {
      from: { kind: 'datetime', required: true },
      to: { kind: 'datetime', required: true },
      duration: { kind: 'positive', required: true },
      step: { kind: STEPS },
      professionals: { kind: 'guids' },
      location: { kind: 'guids' },
      services: { kind: 'guids' },
      skip_appointments: { kind: 'guids' },
      skip_sales: { kind: 'guids' },
      skip_group_lessons: { kind: 'guids' },
      exclude: { kind: 'ranges' },
      add_now_time: { kind: 'whole' },
      nearest_day_only: { kind: 'bool' },
      client_gender: { kind: ['male', 'female'] },
      public_employees: { kind: 'bool' },
      gaps_mode: { kind: ['none', 'optimal', 'maximal', 'maximal_if_has_appointment'] },
      gaps_positions: { kind: ['day_start', 'before_appointment', 'after_appointment', 'day_end'] },
    },
    freeTime,
  ),
]

/**
 * API.md "Group Employees" › Free Time: `{ employeeId: { 'YYYY-MM-DD': ['HH:mm', …] } }` in the
 * location's time zone; each time is free for the whole `duration`. Where the docs are silent:
 * - no `step`: the salon's `client_module.time_step` (15m if that is `auto`);
 * - the step grid starts at the professional's working start that day;
 * - a time is offered when its start is in [from, to);
 * - nothing earlier than now + max(`client_module.nearest_booking_minutes`, `add_now_time`);
 * - `gaps_mode=optimal` (and `auto`-like steps) use 15/30/60 min for durations <60/<120/longer;
 * - employees (and days) without any free time are left out; only employees with a
 *   `professional` position appear.
 */
function freeTime(core: Core, c: Ctx): Reply {
  const q = c.query
  if (q.str('step') === 'auto') throw bad("Parameter 'step' value 'auto' is not supported") // Live
  const from = q.datetime('from')!
  const to = q.datetime('to')!
  if (to <= from) throw bad("Parameter 'to' should be later than 'from'")
  const duration = q.int('duration')!
  const durationMs = duration * MINUTE
  const settings = core.state.settings.client_module
  const stepName =
    q.str('step') ?? (STEPS.includes(settings.time_step) && settings.time_step !== 'auto' ? settings.time_step : '15m')
  const gridStep = parseInt(stepName, 10)
  const autoStep = duration < 60 ? 15 : duration < 120 ? 30 : 60
  const mode = q.str('gaps_mode') ?? 'none'
  const positions = q.list('gaps_positions') ?? ['day_start']
  const nearestMinutes = Math.max(Number(settings.nearest_booking_minutes) || 0, q.int('add_now_time') ?? 0)
  const cutoff = core.now() + nearestMinutes * MINUTE
  const skip = new Set(q.guids('skip_appointments') ?? [])
  const excluded = ranges(q.str('exclude'))
  const professionals = q.guids('professionals')
  const locations = q.guids('location')
  const services = (q.guids('services') ?? []).map((id) => core.state.services.find((s) => s.id === id))
  const gender = q.str('client_gender')
  const publicOnly = q.bool('public_employees')

  const result: Record<string, Record<string, string[]>> = {}
  for (const e of core.state.employees) {
    if (e.archive || !rolesOf(core, e).includes('professional')) continue
    if (professionals && !professionals.includes(e.id)) continue
    if (publicOnly !== undefined && e.public !== publicOnly) continue
    const busy: [number, number][] = [
      ...busyItems(core, e.id, skip).map(([a, b]) => [a, b] as [number, number]),
      ...excluded,
    ]
    for (const location of new Set(e.schedules.map((s) => s.location))) {
      if (locations && !locations.includes(location)) continue
      if (services.some((s) => !s || !canProvide(e, s, location))) continue
      if (
        !services.length &&
        gender &&
        !core.state.services.some(
          (s) => !s.archive && (s.gender === 'both' || s.gender === gender) && canProvide(e, s, location),
        )
      ) {
        continue
      }
      const tz = zoneOf(core, location)
      const lastDay = zoned(to, tz).date
      for (let day = zoned(from, tz).date; day <= lastDay; day = addDays(day, 1)) {
        const work = workingInterval(core, e, location, day)
        if (!work) continue
        const free = subtract(work, [...busy, [Number.NEGATIVE_INFINITY, roundUp(cutoff, work[0], gridStep)]])
        const times = new Set<number>()
        const grid = (step: number) => {
          for (let t = work[0]; t + durationMs <= work[1]; t += step * MINUTE) {
            if (free.some(([a, b]) => t >= a && t + durationMs <= b)) times.add(t)
          }
        }
        const edges = () => {
          const fitting = free.filter(([a, b]) => b - a >= durationMs)
          fitting.forEach(([a, b], i) => {
            if (positions.includes(i === 0 ? 'day_start' : 'after_appointment')) times.add(a)
            if (positions.includes(i === fitting.length - 1 ? 'day_end' : 'before_appointment'))
              times.add(b - durationMs)
          })
        }
        if (mode === 'none') grid(gridStep)
        else if (mode === 'optimal') grid(autoStep)
        else if (mode === 'maximal') edges()
        else if (free.filter(([a, b]) => b - a >= durationMs).length > 1) edges()
        else grid(autoStep)
        const labels = [...times]
          .filter((t) => t >= from && t < to)
          .sort((a, b) => a - b)
          .map((t) => zoned(t, tz).time)
        if (!labels.length) continue
        const perEmployee = (result[e.id] ??= {})
        perEmployee[day] = [...new Set([...(perEmployee[day] ?? []), ...labels])].sort()
      }
    }
  }
  if (q.bool('nearest_day_only')) {
    const first = Object.values(result)
      .flatMap((days) => Object.keys(days))
      .sort()[0]
    for (const [id, days] of Object.entries(result)) {
      for (const day of Object.keys(days)) if (day !== first) delete days[day]
      if (!Object.keys(days).length) delete result[id]
    }
  }
  return { status: 200, body: result }
}
