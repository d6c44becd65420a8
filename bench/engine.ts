/**
 * Free-time computation for 10 stylists × 31 days (across the spring clock change), 5 bookings
 * per stylist-day, in each gap mode. Prints one JSON line for bench/run.mjs. Goal (issue 4): ≤ 10 ms.
 */
import { computeFreeTime } from '../src/features/booking/domain/free-time'
import { eachLocalDate, localToInstant } from '../src/features/booking/domain/time'
import {
  DEFAULT_BOOKING_SETTINGS,
  type BookingSettings,
  type BusyInterval,
  type EmployeeSchedule,
} from '../src/features/booking/domain/types'

const zone = 'Europe/London'
const from = '2026-03-15'
const to = '2026-04-14'
const schedules: EmployeeSchedule[] = []
const busy: BusyInterval[] = []
for (let s = 0; s < 10; s++) {
  const employeeId = `stylist-${s}`
  const weekday = { start: s % 2 ? '10:00' : '09:30', end: s % 3 ? '19:00' : '20:00' }
  schedules.push({
    employeeId,
    locationId: 'chelsea',
    timezone: zone,
    weekly: {
      1: [weekday],
      2: [weekday],
      3: [weekday],
      4: [weekday],
      5: [weekday],
      6: [{ start: '09:30', end: '20:00' }],
      7: [{ start: '10:00', end: '18:00' }],
    },
    exceptions: [],
    serviceIds: ['cut', 'colour'],
  })
  for (const date of eachLocalDate(from, to)) {
    for (let k = 0; k < 5; k++) {
      const start = localToInstant(
        date,
        `${String(10 + 2 * k + (s % 2)).padStart(2, '0')}:${k % 2 ? '15' : '00'}`,
        zone,
      )
      if (start) busy.push({ employeeId, start, end: new Date(start.getTime() + (45 + 15 * (k % 3)) * 60_000) })
    }
  }
}

function measure(settings: BookingSettings) {
  const query = {
    locationId: 'chelsea',
    timezone: zone,
    from,
    to,
    serviceIds: ['cut'],
    durationMinutes: 60,
    now: new Date('2026-03-14T12:00:00Z'),
    settings,
  }
  const times: number[] = []
  for (let i = 0; i < 101; i++) {
    const t = performance.now()
    computeFreeTime(query, schedules, busy)
    times.push(performance.now() - t)
  }
  const first = times[0]!
  times.sort((a, b) => a - b)
  return { first, median: times[50]!, p95: times[95]! }
}

const result = {
  none: measure({ ...DEFAULT_BOOKING_SETTINGS, gapsMode: 'none' }),
  optimal: measure({
    ...DEFAULT_BOOKING_SETTINGS,
    gapsMode: 'optimal',
    gapsPositions: ['day_start', 'after_appointment'],
  }),
  maximal: measure({
    ...DEFAULT_BOOKING_SETTINGS,
    gapsMode: 'maximal',
    gapsPositions: ['day_start', 'after_appointment', 'before_appointment', 'day_end'],
  }),
}
process.stdout.write(`${JSON.stringify(result)}\n`)
