import { describe, expect, it } from 'vitest'

import { computeFreeTime } from './free-time'
import { busyRanges, processingOf, processingProblem, processingRange, serviceParts, visitParts } from './processing'
import { checkSlot } from './rules'
import { localToInstant } from './time'
import { DEFAULT_BOOKING_SETTINGS, type BusyInterval, type FreeTimeQuery, type LocalTime } from './types'

const LONDON = 'Europe/London'
const DAY = '2026-03-16' // a Monday
/** Frozen clock: days before the date asked about. */
const NOW = new Date('2026-03-10T12:00:00Z')

const at = (time: LocalTime, date = DAY): Date => localToInstant(date, time, LONDON)!

const schedule = {
  employeeId: 'olivia',
  locationId: 'chelsea',
  timezone: LONDON,
  weekly: { 1: [{ start: '09:00', end: '17:00' }] },
  exceptions: [],
  serviceIds: ['colour', 'trim', 'cut'],
}

function query(overrides: Partial<FreeTimeQuery>): FreeTimeQuery {
  return {
    locationId: 'chelsea',
    timezone: LONDON,
    from: DAY,
    to: DAY,
    serviceIds: ['trim'],
    durationMinutes: 30,
    employeeId: 'olivia',
    now: NOW,
    settings: { ...DEFAULT_BOOKING_SETTINGS, timeStep: 15 },
    ...overrides,
  }
}

/** A colour at 10:00: 120 minutes, developing from 10:30 to 11:10 (its busy parts as the slot rows hold them). */
const colourAtTen: BusyInterval[] = busyRanges({
  start: at('10:00'),
  duration: 120,
  processing: { after: 30, minutes: 40 },
}).map((r) => ({ employeeId: 'olivia', ...r }))

describe('processing time of a service', () => {
  it('must lie inside the service, not at its start or end, in whole minutes, both numbers or neither', () => {
    expect(processingProblem(120, null, null)).toBeNull()
    expect(processingProblem(120, undefined, 0)).toBeNull()
    expect(processingProblem(120, 30, 40)).toBeNull()
    expect(processingProblem(120, 0, 40)).toMatch(/after the service has started/)
    expect(processingProblem(120, 80, 40)).toMatch(/must end before the service does/)
    expect(processingProblem(120, 30, null)).toMatch(/both/)
    expect(processingProblem(120, null, 30)).toMatch(/both/)
    expect(processingProblem(120, 30.5, 40)).toMatch(/whole minutes/)
    expect(processingOf(60, 30, 40)).toBeNull() // no longer fits a shortened service: treated as none
  })

  it('splits the service into the busy parts before and after the gap', () => {
    expect(serviceParts(120, { after: 30, minutes: 40 })).toEqual([
      { offset: 0, length: 30 },
      { offset: 70, length: 50 },
    ])
    expect(serviceParts(45, null)).toEqual([{ offset: 0, length: 45 }])
    expect(busyRanges({ start: at('10:00'), duration: 120, processing: { after: 30, minutes: 40 } })).toEqual([
      { start: at('10:00'), end: at('10:30') },
      { start: at('11:10'), end: at('12:00') },
    ])
    expect(processingRange({ start: at('10:00'), duration: 120, processing: { after: 30, minutes: 40 } })).toEqual({
      start: at('10:30'),
      end: at('11:10'),
    })
  })

  it('carries each service’s gap through a visit of services back to back, joining touching parts', () => {
    // Cut 30 min, then colour 120 min with a 40-minute gap after 30, then a blow-dry of 20.
    expect(
      visitParts([
        { duration: 30 },
        { duration: 120, processing: { after: 30, minutes: 40 } },
        { duration: 20, processing: null },
      ]),
    ).toEqual([
      { offset: 0, length: 60 },
      { offset: 100, length: 70 },
    ])
  })
})

describe('free time with processing gaps', () => {
  it('offers a short visit inside another visit’s gap, never over its busy parts', () => {
    const times = computeFreeTime(query({}), [schedule], colourAtTen).olivia![DAY]!
    // 10:30 and 10:40 would fit, but the grid steps by 15: 10:30 and (10:45 ends 11:15, over the busy part) no.
    expect(times).toContain('10:30')
    expect(times).not.toContain('10:15') // runs into 10:00–10:30
    expect(times).not.toContain('10:45') // runs into 11:10–12:00
    expect(times).not.toContain('11:00')
    expect(times).not.toContain('11:45')
    expect(times).toContain('12:00')
  })

  it('offers a visit with a gap where only its busy parts are free: its gap may lie over someone else', () => {
    // Another client's trim 11:00–11:30. A colour starting 10:30 develops 11:00–11:40: it fits.
    const trim: BusyInterval[] = [{ employeeId: 'olivia', start: at('11:00'), end: at('11:30') }]
    const parts = visitParts([{ duration: 120, processing: { after: 30, minutes: 40 } }])
    const withGap = computeFreeTime(query({ serviceIds: ['colour'], durationMinutes: 120, parts }), [schedule], trim)
      .olivia![DAY]!
    expect(withGap).toContain('10:30')
    expect(withGap).not.toContain('10:15') // its first part 10:15–10:45 is free, but it resumes 11:25, over the trim
    expect(withGap).not.toContain('10:45') // starts 10:45–11:15 over the trim
    // The same service without a gap cannot start before 11:30.
    const whole = computeFreeTime(query({ serviceIds: ['colour'], durationMinutes: 120 }), [schedule], trim).olivia![
      DAY
    ]!
    expect(whole).not.toContain('10:30')
    expect(whole.filter((t) => t < '11:30')).toEqual(['09:00'])
  })

  it('keeps the whole visit, gap included, inside the working hours', () => {
    const parts = visitParts([{ duration: 120, processing: { after: 30, minutes: 40 } }])
    const times = computeFreeTime(query({ serviceIds: ['colour'], durationMinutes: 120, parts }), [schedule], [])
      .olivia![DAY]!
    expect(times.at(-1)).toBe('15:00')
  })

  it('rechecks a chosen start at booking the same way', () => {
    const request = {
      locationId: 'chelsea',
      timezone: LONDON,
      date: DAY,
      time: '10:30',
      durationMinutes: 30,
      serviceIds: ['trim'],
      now: NOW,
      settings: { ...DEFAULT_BOOKING_SETTINGS, timeStep: 15 },
    }
    expect(checkSlot(request, schedule, colourAtTen)).toEqual({ ok: true })
    expect(checkSlot({ ...request, time: '10:45' }, schedule, colourAtTen)).toMatchObject({
      ok: false,
      reason: 'slot_taken',
    })
    const colour = {
      ...request,
      time: '10:30',
      durationMinutes: 120,
      serviceIds: ['colour'],
      parts: visitParts([{ duration: 120, processing: { after: 30, minutes: 40 } }]),
    }
    const trim: BusyInterval[] = [{ employeeId: 'olivia', start: at('11:00'), end: at('11:30') }]
    expect(checkSlot(colour, schedule, trim)).toEqual({ ok: true })
    expect(checkSlot({ ...colour, parts: undefined }, schedule, trim)).toMatchObject({
      ok: false,
      reason: 'slot_taken',
    })
  })

  it('holds across the autumn clock change (Sunday 25 October 2026, the hour repeated)', () => {
    const sunday = '2026-10-25'
    const sundaySchedule = { ...schedule, weekly: { 7: [{ start: '09:00', end: '17:00' }] } }
    const busy = busyRanges({ start: at('10:00', sunday), duration: 120, processing: { after: 30, minutes: 40 } }).map(
      (r) => ({ employeeId: 'olivia', ...r }),
    )
    const times = computeFreeTime(query({ from: sunday, to: sunday }), [sundaySchedule], busy).olivia![sunday]!
    expect(times).toContain('10:30')
    expect(times).not.toContain('10:45')
  })
})
