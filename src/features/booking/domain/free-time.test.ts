import { describe, expect, it } from 'vitest'

import {
  bookedMinutesOn,
  computeFreeTime,
  mergeAnyEmployee,
  pickEmployeeForSlot,
  validateFreeTimeQuery,
  workingIntervalsOn,
} from './free-time'
import { formatMinutesOfDay, localToInstant, minutesOfDay } from './time'
import {
  DEFAULT_BOOKING_SETTINGS,
  type BookingSettings,
  type BusyInterval,
  type FreeTimeQuery,
  type IsoWeekday,
  type LocalDate,
  type LocalTime,
  type EmployeeSchedule,
  type WorkingInterval,
} from './types'

const LONDON = 'Europe/London'
const SALON = 'chelsea'
/** Frozen clock, well before the dates asked about unless a test says otherwise. */
const EARLY = new Date('2026-03-01T12:00:00Z')

function everyDay(intervals: WorkingInterval[]): Partial<Record<IsoWeekday, WorkingInterval[]>> {
  return { 1: intervals, 2: intervals, 3: intervals, 4: intervals, 5: intervals, 6: intervals, 7: intervals }
}

function stylist(employeeId: string, overrides: Partial<EmployeeSchedule> = {}): EmployeeSchedule {
  return {
    employeeId,
    locationId: SALON,
    timezone: LONDON,
    weekly: everyDay([{ start: '09:00', end: '17:00' }]),
    exceptions: [],
    serviceIds: ['cut', 'colour'],
    ...overrides,
  }
}

function query(overrides: Partial<FreeTimeQuery> = {}, settings: Partial<BookingSettings> = {}): FreeTimeQuery {
  return {
    locationId: SALON,
    timezone: LONDON,
    from: '2026-03-16',
    to: '2026-03-16',
    serviceIds: ['cut'],
    durationMinutes: 60,
    employeeId: null,
    now: EARLY,
    settings: { ...DEFAULT_BOOKING_SETTINGS, ...settings },
    ...overrides,
  }
}

function at(date: LocalDate, time: LocalTime): Date {
  const instant = localToInstant(date, time, LONDON)
  if (!instant) throw new Error(`${date} ${time} does not exist in London`)
  return instant
}

function busy(employeeId: string, date: LocalDate, start: LocalTime, end: LocalTime): BusyInterval {
  return { employeeId, start: at(date, start), end: at(date, end) }
}

/** 'HH:mm' from `first` to `last` inclusive, every `step` minutes. */
function range(first: LocalTime, last: LocalTime, step = 30): LocalTime[] {
  const out: LocalTime[] = []
  for (let m = minutesOfDay(first); m <= minutesOfDay(last); m += step) out.push(formatMinutesOfDay(m))
  return out
}

describe('computeFreeTime: ordinary days', () => {
  it('offers every start on the grid whose whole visit fits the working hours (Monday 16 March 2026)', () => {
    const result = computeFreeTime(
      query(),
      [stylist('anna', { weekly: { 1: [{ start: '09:30', end: '12:00' }] } })],
      [],
    )
    expect(result).toEqual({ anna: { '2026-03-16': ['09:30', '10:00', '10:30', '11:00'] } })
    expect(at('2026-03-16', '09:30').toISOString()).toBe('2026-03-16T09:30:00.000Z')
  })

  it('counts the grid from the start of each working interval, not from midnight', () => {
    const result = computeFreeTime(
      query({ durationMinutes: 30 }),
      [stylist('anna', { weekly: { 1: [{ start: '09:15', end: '11:00' }] } })],
      [],
    )
    expect(result.anna).toEqual({ '2026-03-16': ['09:15', '09:45', '10:15'] })
  })

  it('never lets a visit run across a break between two working intervals', () => {
    const result = computeFreeTime(
      query(),
      [
        stylist('anna', {
          weekly: {
            1: [
              { start: '13:00', end: '15:00' },
              { start: '09:00', end: '12:00' },
            ],
          },
        }),
      ],
      [],
    )
    expect(result.anna?.['2026-03-16']).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
    ])
  })

  it('treats a weekday without hours as a day off, and lists the stylist with {} when nothing is free', () => {
    const result = computeFreeTime(
      query({ from: '2026-03-16', to: '2026-03-17' }),
      [stylist('anna', { weekly: { 2: [{ start: '09:00', end: '10:00' }] } }), stylist('ben', { weekly: {} })],
      [],
    )
    expect(result).toEqual({ anna: { '2026-03-17': ['09:00'] }, ben: {} })
  })
})

describe('computeFreeTime: clock-change Sundays in London', () => {
  const sunday = [{ start: '09:30', end: '20:00' }]

  it('29 March 2026 (01:00 GMT → 02:00 BST): 09:30–20:00 is still 09:30–20:00 local', () => {
    const result = computeFreeTime(
      query({ from: '2026-03-28', to: '2026-03-30' }),
      [stylist('anna', { weekly: { 6: sunday, 7: sunday, 1: sunday } })],
      [],
    )
    const day = result.anna?.['2026-03-29']
    expect(day).toEqual(range('09:30', '19:00'))
    expect(result.anna?.['2026-03-28']).toEqual(day)
    expect(result.anna?.['2026-03-30']).toEqual(day)
    // Saturday is GMT, Sunday and Monday are BST.
    expect(at('2026-03-28', '09:30').toISOString()).toBe('2026-03-28T09:30:00.000Z')
    expect(at('2026-03-29', '09:30').toISOString()).toBe('2026-03-29T08:30:00.000Z')
    expect(at('2026-03-29', '19:00').toISOString()).toBe('2026-03-29T18:00:00.000Z')
  })

  it('29 March 2026: never offers the skipped hour, and measures visits in real elapsed time', () => {
    const night = stylist('anna', {
      exceptions: [{ date: '2026-03-29', intervals: [{ start: '00:00', end: '04:00' }] }],
    })
    const q = query({ from: '2026-03-29', to: '2026-03-29', durationMinutes: 30 })
    expect(computeFreeTime(q, [night], []).anna).toEqual({
      '2026-03-29': ['00:00', '00:30', '02:00', '02:30', '03:00', '03:30'],
    })
    expect(at('2026-03-29', '00:30').toISOString()).toBe('2026-03-29T00:30:00.000Z')
    expect(at('2026-03-29', '02:00').toISOString()).toBe('2026-03-29T01:00:00.000Z')
    // 00:00–04:00 local is three real hours: a 90-minute visit at 02:30 ends at 04:00 BST exactly.
    expect(computeFreeTime({ ...q, durationMinutes: 90 }, [night], []).anna).toEqual({
      '2026-03-29': ['00:00', '00:30', '02:00', '02:30'],
    })
  })

  it('25 October 2026 (02:00 BST → 01:00 GMT): 09:30–20:00 is still 09:30–20:00 local', () => {
    const result = computeFreeTime(
      query({ from: '2026-10-24', to: '2026-10-25' }),
      [stylist('anna', { weekly: { 6: sunday, 7: sunday } })],
      [],
    )
    expect(result.anna?.['2026-10-25']).toEqual(range('09:30', '19:00'))
    expect(result.anna?.['2026-10-24']).toEqual(range('09:30', '19:00'))
    expect(at('2026-10-24', '09:30').toISOString()).toBe('2026-10-24T08:30:00.000Z')
    expect(at('2026-10-25', '09:30').toISOString()).toBe('2026-10-25T09:30:00.000Z')
    expect(at('2026-10-25', '19:00').toISOString()).toBe('2026-10-25T19:00:00.000Z')
  })

  it('25 October 2026: offers the repeated hour once, at its first (BST) occurrence', () => {
    const night = stylist('anna', {
      exceptions: [{ date: '2026-10-25', intervals: [{ start: '00:00', end: '03:00' }] }],
    })
    const q = query({ from: '2026-10-25', to: '2026-10-25', durationMinutes: 30 })
    expect(computeFreeTime(q, [night], []).anna).toEqual({
      '2026-10-25': ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30'],
    })
    expect(at('2026-10-25', '00:00').toISOString()).toBe('2026-10-24T23:00:00.000Z')
    expect(at('2026-10-25', '01:30').toISOString()).toBe('2026-10-25T00:30:00.000Z')
    expect(at('2026-10-25', '02:00').toISOString()).toBe('2026-10-25T02:00:00.000Z')
    // 00:00–03:00 local is four real hours; a visit at 01:30 BST runs through the repeated hour.
    expect(computeFreeTime({ ...q, durationMinutes: 60 }, [night], []).anna).toEqual({
      '2026-10-25': ['00:00', '00:30', '01:00', '01:30', '02:00'],
    })
  })

  it('25 October 2026: drops an anchored start in the second pass of the repeated hour (its label would name another instant)', () => {
    const night = stylist('anna', {
      exceptions: [{ date: '2026-10-25', intervals: [{ start: '00:00', end: '03:00' }] }],
    })
    // Busy from 01:00 BST to 01:15 GMT: the window after it opens at 01:15 GMT, which reads "01:15" like 01:15 BST.
    const taken = { employeeId: 'anna', start: new Date('2026-10-25T00:00:00Z'), end: new Date('2026-10-25T01:15:00Z') }
    const q = query(
      { from: '2026-10-25', to: '2026-10-25', durationMinutes: 30 },
      { gapsMode: 'maximal', gapsPositions: ['after_appointment', 'day_end'] },
    )
    expect(computeFreeTime(q, [night], [taken]).anna).toEqual({ '2026-10-25': ['02:30'] })
  })
})

describe('computeFreeTime: exceptions and bookings', () => {
  it('a day off by exception offers nothing that day', () => {
    const result = computeFreeTime(
      query({ from: '2026-03-16', to: '2026-03-17' }),
      [stylist('anna', { exceptions: [{ date: '2026-03-16', intervals: [] }] })],
      [],
    )
    expect(result.anna?.['2026-03-16']).toBeUndefined()
    expect(result.anna?.['2026-03-17']).toEqual(range('09:00', '16:00'))
  })

  it('changed hours by exception replace the weekly hours of that day only', () => {
    const result = computeFreeTime(
      query({ from: '2026-03-16', to: '2026-03-17' }),
      [stylist('anna', { exceptions: [{ date: '2026-03-16', intervals: [{ start: '12:00', end: '14:00' }] }] })],
      [],
    )
    expect(result.anna?.['2026-03-16']).toEqual(['12:00', '12:30', '13:00'])
    expect(result.anna?.['2026-03-17']).toEqual(range('09:00', '16:00'))
  })

  it('a fully booked day offers nothing and is left out', () => {
    const result = computeFreeTime(
      query({ from: '2026-03-16', to: '2026-03-17' }),
      [stylist('anna')],
      [busy('anna', '2026-03-16', '09:00', '12:00'), busy('anna', '2026-03-16', '11:30', '17:00')],
    )
    expect(Object.keys(result.anna ?? {})).toEqual(['2026-03-17'])
  })

  it('a slot ending exactly when a booking starts is offered; one overlapping it is refused', () => {
    const result = computeFreeTime(
      query({ durationMinutes: 60 }),
      [stylist('anna', { weekly: { 1: [{ start: '09:00', end: '14:00' }] } })],
      [busy('anna', '2026-03-16', '11:00', '12:00')],
    )
    expect(result.anna?.['2026-03-16']).toEqual(['09:00', '09:30', '10:00', '12:00', '12:30', '13:00'])
  })

  it('a slot overlapping a booking by one minute is refused, at either end', () => {
    const result = computeFreeTime(
      query({ durationMinutes: 60 }),
      [stylist('anna', { weekly: { 1: [{ start: '09:00', end: '14:00' }] } })],
      [busy('anna', '2026-03-16', '10:59', '12:01')],
    )
    // 10:00 would end at 11:00 (one minute into the booking); 12:00 would start one minute before it ends.
    expect(result.anna?.['2026-03-16']).toEqual(['09:00', '09:30', '12:30', '13:00'])
  })

  it("ignores other stylists' bookings and empty or inverted busy intervals", () => {
    const result = computeFreeTime(
      query(),
      [stylist('anna', { weekly: { 1: [{ start: '09:00', end: '11:00' }] } })],
      [
        busy('ben', '2026-03-16', '09:00', '11:00'),
        busy('anna', '2026-03-16', '10:00', '10:00'),
        busy('anna', '2026-03-16', '10:30', '09:30'),
      ],
    )
    expect(result.anna?.['2026-03-16']).toEqual(['09:00', '09:30', '10:00'])
  })

  it('offers a multi-service visit (sum of durations) only from stylists who perform every service', () => {
    const schedules = [
      stylist('anna', { serviceIds: ['cut', 'colour'], weekly: { 1: [{ start: '09:00', end: '11:00' }] } }),
      stylist('ben', { serviceIds: ['cut'] }),
      stylist('cara', { serviceIds: ['colour', 'nails'] }),
    ]
    // Cut 30 min + colour 45 min = 75 min.
    const result = computeFreeTime(query({ serviceIds: ['cut', 'colour'], durationMinutes: 75 }), schedules, [])
    expect(result).toEqual({ anna: { '2026-03-16': ['09:00', '09:30'] } })
  })

  it('offers nothing sooner than now + nearestBookingMinutes (a start exactly at the limit is offered)', () => {
    const schedules = [stylist('anna', { weekly: { 1: [{ start: '09:00', end: '13:00' }] } })]
    const q = query({ now: at('2026-03-16', '09:40') }, { nearestBookingMinutes: 60 })
    expect(computeFreeTime(q, schedules, []).anna?.['2026-03-16']).toEqual(['11:00', '11:30', '12:00'])
    const exact = query({ now: at('2026-03-16', '09:00') }, { nearestBookingMinutes: 60 })
    expect(computeFreeTime(exact, schedules, []).anna?.['2026-03-16']).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ])
    const past = query({ now: at('2026-03-17', '08:00') }, { nearestBookingMinutes: 0 })
    expect(computeFreeTime(past, schedules, [])).toEqual({ anna: {} })
  })

  it('with a employeeId, considers only that stylist', () => {
    const schedules = [stylist('anna'), stylist('ben'), stylist('cara', { locationId: 'mayfair' })]
    expect(Object.keys(computeFreeTime(query({ employeeId: 'ben' }), schedules, []))).toEqual(['ben'])
    expect(Object.keys(computeFreeTime(query(), schedules, []))).toEqual(['anna', 'ben'])
    expect(computeFreeTime(query({ employeeId: 'cara' }), schedules, [])).toEqual({})
  })

  it('honours the time step', () => {
    const result = computeFreeTime(
      query({ durationMinutes: 30 }, { timeStep: 15 }),
      [stylist('anna', { weekly: { 1: [{ start: '09:00', end: '10:00' }] } })],
      [],
    )
    expect(result.anna?.['2026-03-16']).toEqual(['09:00', '09:15', '09:30'])
  })

  it('expands a schedule written in another zone and answers in the salon’s wall clock', () => {
    const utcHours = stylist('anna', { timezone: 'UTC', weekly: { 1: [{ start: '09:00', end: '10:30' }] } })
    const result = computeFreeTime(query({ from: '2026-06-15', to: '2026-06-15', durationMinutes: 30 }), [utcHours], [])
    expect(result.anna).toEqual({ '2026-06-15': ['10:00', '10:30', '11:00'] })
  })
})

describe('computeFreeTime: gap modes', () => {
  // 09:00–13:00 with a booking 10:00–10:30: free windows 09:00–10:00 and 10:30–13:00; one-hour visits.
  const schedules = [stylist('anna', { weekly: { 1: [{ start: '09:00', end: '13:00' }] } })]
  const taken = [busy('anna', '2026-03-16', '10:00', '10:30')]
  const run = (settings: Partial<BookingSettings>, booked = taken) =>
    computeFreeTime(query({}, settings), schedules, booked).anna?.['2026-03-16']

  it('none: every fitting start on the grid', () => {
    expect(run({ gapsMode: 'none' })).toEqual(['09:00', '10:30', '11:00', '11:30', '12:00'])
  })

  it('maximal: only starts touching an enabled position', () => {
    expect(run({ gapsMode: 'maximal', gapsPositions: ['day_start'] })).toEqual(['09:00'])
    expect(run({ gapsMode: 'maximal', gapsPositions: ['day_start', 'after_appointment'] })).toEqual(['09:00', '10:30'])
    expect(run({ gapsMode: 'maximal', gapsPositions: ['day_end'] })).toEqual(['12:00'])
    expect(run({ gapsMode: 'maximal', gapsPositions: ['before_appointment'] })).toEqual(['09:00'])
  })

  it('maximal with no positions configured uses all of them', () => {
    expect(run({ gapsMode: 'maximal', gapsPositions: [] })).toEqual(['09:00', '10:30', '12:00'])
  })

  it('maximal offers an anchor off the grid: right after a booking that ends at 10:40', () => {
    const offGrid = [busy('anna', '2026-03-16', '10:00', '10:40')]
    expect(run({ gapsMode: 'maximal', gapsPositions: ['after_appointment'] }, offGrid)).toEqual(['10:40'])
    expect(run({ gapsMode: 'none' }, offGrid)).toEqual(['09:00', '11:00', '11:30', '12:00'])
  })

  it('optimal: anchored starts plus grid starts that leave no fragment shorter than the visit', () => {
    // 11:00 would leave 30 min before it, 11:30 would leave 30 min after it: both refused.
    expect(run({ gapsMode: 'optimal', gapsPositions: ['day_start', 'after_appointment'] })).toEqual([
      '09:00',
      '10:30',
      '12:00',
    ])
    // A longer window keeps a start in the middle when both remainders can take another visit.
    const wide = [busy('anna', '2026-03-16', '09:00', '09:30')]
    expect(run({ gapsMode: 'optimal', gapsPositions: ['day_start'] }, wide)).toEqual([
      '09:30',
      '10:30',
      '11:00',
      '12:00',
    ])
  })

  it('maximal with day_start alone offers nothing once the day has been opened by a booking', () => {
    const opened = [busy('anna', '2026-03-16', '09:00', '10:00')]
    expect(run({ gapsMode: 'maximal', gapsPositions: ['day_start'] }, opened)).toBeUndefined()
    expect(run({ gapsMode: 'maximal', gapsPositions: ['day_start', 'after_appointment'] }, opened)).toEqual(['10:00'])
  })

  it('anchored starts still respect nearestBookingMinutes', () => {
    const q = query({ now: at('2026-03-16', '08:30') }, { gapsMode: 'maximal', gapsPositions: [] })
    expect(computeFreeTime(q, schedules, taken).anna?.['2026-03-16']).toEqual(['10:30', '12:00'])
  })
})

describe('any stylist', () => {
  const result = {
    anna: { '2026-03-16': ['09:00', '10:00'], '2026-03-17': ['09:00'] },
    ben: { '2026-03-16': ['09:00', '09:30', '11:00'] },
    cara: {},
  }

  it('merges every stylist’s times by date, sorted and without repeats', () => {
    expect(mergeAnyEmployee(result)).toEqual({
      '2026-03-16': ['09:00', '09:30', '10:00', '11:00'],
      '2026-03-17': ['09:00'],
    })
    expect(mergeAnyEmployee({})).toEqual({})
  })

  it('picks the free stylist with the fewest booked minutes that day, then by id', () => {
    expect(pickEmployeeForSlot(result, '2026-03-16', '09:00', { bookedMinutes: { anna: 60, ben: 120 } })).toBe('anna')
    expect(pickEmployeeForSlot(result, '2026-03-16', '09:00', { bookedMinutes: { anna: 60, ben: 60 } })).toBe('anna')
    expect(pickEmployeeForSlot(result, '2026-03-16', '09:00', { bookedMinutes: { anna: 90 } })).toBe('ben')
  })

  it('without booked minutes, prefers the stylist with the most free starts that day', () => {
    expect(pickEmployeeForSlot(result, '2026-03-16', '09:00')).toBe('ben')
  })

  it('puts preferred stylists first and returns null when nobody is free', () => {
    expect(pickEmployeeForSlot(result, '2026-03-16', '09:00', { preferOrder: ['anna'] })).toBe('anna')
    expect(pickEmployeeForSlot(result, '2026-03-16', '10:00', { preferOrder: ['ben'] })).toBe('anna')
    expect(pickEmployeeForSlot(result, '2026-03-16', '12:00')).toBeNull()
    expect(pickEmployeeForSlot(result, '2026-03-18', '09:00')).toBeNull()
  })

  it('counts booked minutes on a salon-local date, joining overlaps', () => {
    const list = [
      busy('anna', '2026-03-16', '09:00', '10:00'),
      busy('anna', '2026-03-16', '09:30', '10:30'),
      busy('anna', '2026-03-17', '09:00', '10:00'),
      busy('ben', '2026-03-16', '09:00', '17:00'),
    ]
    expect(bookedMinutesOn(list, 'anna', '2026-03-16', LONDON)).toBe(90)
    expect(bookedMinutesOn(list, 'cara', '2026-03-16', LONDON)).toBe(0)
  })
})

describe('query validation', () => {
  it('returns typed errors for bad input', () => {
    expect(validateFreeTimeQuery(query({ from: '2026-3-16' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_date_format' },
    })
    expect(validateFreeTimeQuery(query({ to: '2026-02-30' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_date' },
    })
    expect(validateFreeTimeQuery(query({ from: '2026-03-17', to: '2026-03-16' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_date_range' },
    })
    expect(validateFreeTimeQuery(query({ from: '2026-01-01', to: '2026-06-01' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_date_range' },
    })
    expect(validateFreeTimeQuery(query({ timezone: 'Europe/Chelsea' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_time_zone' },
    })
    expect(validateFreeTimeQuery(query({ durationMinutes: 0 }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_duration' },
    })
    expect(validateFreeTimeQuery(query({ durationMinutes: 45.5 }))).toMatchObject({ ok: false })
    expect(validateFreeTimeQuery(query({}, { timeStep: 0 }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_settings' },
    })
    expect(validateFreeTimeQuery(query({ now: new Date('nope') }))).toMatchObject({ ok: false })
    expect(validateFreeTimeQuery(query())).toEqual({ ok: true })
  })

  it('computeFreeTime refuses what validation refuses', () => {
    expect(() => computeFreeTime(query({ from: 'tomorrow' }), [stylist('anna')], [])).toThrow(RangeError)
  })

  it('skips malformed working intervals in a schedule', () => {
    const odd = stylist('anna', {
      weekly: {
        1: [
          { start: '25:00', end: '26:00' },
          { start: '12:00', end: '11:00' },
          { start: '09:00', end: '10:00' },
        ],
      },
    })
    expect(computeFreeTime(query(), [odd], []).anna).toEqual({ '2026-03-16': ['09:00'] })
    expect(workingIntervalsOn(odd, '2026-03-16')).toEqual([
      { start: new Date('2026-03-16T09:00:00Z'), end: new Date('2026-03-16T10:00:00Z') },
    ])
  })
})
