import { describe, expect, it } from 'vitest'

import {
  addCalendarDays,
  daysBetween,
  describeLocalDay,
  eachLocalDate,
  formatMinutesOfDay,
  instantToLocal,
  isoWeekday,
  localToInstant,
  minutesOfDay,
  parseDateRange,
  parseLocalDate,
  parseLocalTime,
  parseTimeZone,
  resolveWallClock,
} from './time'

const LONDON = 'Europe/London'

describe('parsing user input', () => {
  it('accepts real YYYY-MM-DD dates', () => {
    expect(parseLocalDate('2026-03-29')).toEqual({ ok: true, value: '2026-03-29' })
    expect(parseLocalDate('2024-02-29').ok).toBe(true)
  })

  it('refuses malformed or impossible dates with a typed error, without throwing', () => {
    expect(parseLocalDate('2026-3-29')).toMatchObject({ ok: false, error: { code: 'invalid_date_format' } })
    expect(parseLocalDate('29/03/2026')).toMatchObject({ ok: false, error: { code: 'invalid_date_format' } })
    expect(parseLocalDate('2026-03-29T10:00')).toMatchObject({ ok: false, error: { code: 'invalid_date_format' } })
    expect(parseLocalDate(20260329)).toMatchObject({ ok: false, error: { code: 'invalid_date_format' } })
    expect(parseLocalDate(undefined)).toMatchObject({ ok: false, error: { code: 'invalid_date_format' } })
    expect(parseLocalDate('2026-02-29')).toMatchObject({ ok: false, error: { code: 'invalid_date' } })
    expect(parseLocalDate('2026-04-31')).toMatchObject({ ok: false, error: { code: 'invalid_date' } })
    expect(parseLocalDate('2026-13-01')).toMatchObject({ ok: false, error: { code: 'invalid_date' } })
    expect(parseLocalDate('2026-00-10')).toMatchObject({ ok: false, error: { code: 'invalid_date' } })
  })

  it('accepts HH:mm times from 00:00 to 23:59 only', () => {
    expect(parseLocalTime('00:00')).toEqual({ ok: true, value: '00:00' })
    expect(parseLocalTime('23:59').ok).toBe(true)
    expect(parseLocalTime('9:30')).toMatchObject({ ok: false, error: { code: 'invalid_time_format' } })
    expect(parseLocalTime('09:30:00')).toMatchObject({ ok: false, error: { code: 'invalid_time_format' } })
    expect(parseLocalTime('ab:cd')).toMatchObject({ ok: false, error: { code: 'invalid_time_format' } })
    expect(parseLocalTime(null)).toMatchObject({ ok: false, error: { code: 'invalid_time_format' } })
    expect(parseLocalTime('24:00')).toMatchObject({ ok: false, error: { code: 'invalid_time' } })
    expect(parseLocalTime('12:60')).toMatchObject({ ok: false, error: { code: 'invalid_time' } })
  })

  it('accepts IANA zones and refuses unknown ones', () => {
    expect(parseTimeZone(LONDON).ok).toBe(true)
    expect(parseTimeZone('Mars/Olympus_Mons')).toMatchObject({ ok: false, error: { code: 'invalid_time_zone' } })
    expect(parseTimeZone('')).toMatchObject({ ok: false, error: { code: 'invalid_time_zone' } })
  })

  it('checks date ranges: order and length', () => {
    expect(parseDateRange('2026-03-01', '2026-03-31', 31)).toEqual({
      ok: true,
      value: { from: '2026-03-01', to: '2026-03-31' },
    })
    expect(parseDateRange('2026-03-02', '2026-03-01', 31)).toMatchObject({
      ok: false,
      error: { code: 'invalid_date_range' },
    })
    expect(parseDateRange('2026-03-01', '2026-04-01', 31)).toMatchObject({
      ok: false,
      error: { code: 'invalid_date_range' },
    })
    expect(parseDateRange('2026-03-01', '2026-02-30', 31)).toMatchObject({ ok: false, error: { code: 'invalid_date' } })
  })
})

describe('calendar days', () => {
  it('iterates calendar days inclusive, across both 2026 clock changes', () => {
    expect(eachLocalDate('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
    expect(eachLocalDate('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26'])
    expect(eachLocalDate('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01'])
    expect(eachLocalDate('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
    expect(eachLocalDate('2026-03-02', '2026-03-01')).toEqual([])
  })

  it('adds and counts calendar days, and knows ISO weekdays', () => {
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30)
    expect(isoWeekday('2026-03-29')).toBe(7)
    expect(isoWeekday('2026-03-30')).toBe(1)
    expect(isoWeekday('2026-10-24')).toBe(6)
  })

  it('converts between HH:mm and minutes of the day', () => {
    expect(minutesOfDay('09:30')).toBe(570)
    expect(formatMinutesOfDay(570)).toBe('09:30')
    expect(formatMinutesOfDay(0)).toBe('00:00')
    expect(formatMinutesOfDay(1439)).toBe('23:59')
  })
})

describe('wall clock in Europe/London', () => {
  it('reads an ordinary time in winter (GMT) and summer (BST)', () => {
    expect(localToInstant('2026-01-15', '09:30', LONDON)?.toISOString()).toBe('2026-01-15T09:30:00.000Z')
    expect(localToInstant('2026-06-15', '09:30', LONDON)?.toISOString()).toBe('2026-06-15T08:30:00.000Z')
  })

  it('29 March 2026: 01:00–01:59 do not exist; 02:00 is 01:00 UTC', () => {
    expect(resolveWallClock('2026-03-29', '01:30', LONDON).status).toBe('nonexistent')
    expect(resolveWallClock('2026-03-29', '01:00', LONDON).status).toBe('nonexistent')
    expect(localToInstant('2026-03-29', '01:30', LONDON)).toBeNull()
    expect(localToInstant('2026-03-29', '00:59', LONDON)?.toISOString()).toBe('2026-03-29T00:59:00.000Z')
    expect(resolveWallClock('2026-03-29', '02:00', LONDON)).toEqual({
      status: 'exact',
      instant: new Date('2026-03-29T01:00:00.000Z'),
    })
  })

  it('25 October 2026: 01:00–01:59 happen twice; the first (BST) occurrence is chosen', () => {
    expect(resolveWallClock('2026-10-25', '01:30', LONDON)).toEqual({
      status: 'ambiguous',
      instant: new Date('2026-10-25T00:30:00.000Z'),
    })
    expect(localToInstant('2026-10-25', '01:00', LONDON)?.toISOString()).toBe('2026-10-25T00:00:00.000Z')
    expect(localToInstant('2026-10-25', '00:59', LONDON)?.toISOString()).toBe('2026-10-24T23:59:00.000Z')
    expect(resolveWallClock('2026-10-25', '02:00', LONDON)).toEqual({
      status: 'exact',
      instant: new Date('2026-10-25T02:00:00.000Z'),
    })
  })

  it('reads instants back as wall clock, both passes of the repeated hour reading the same', () => {
    expect(instantToLocal(new Date('2026-10-25T00:30:00Z'), LONDON)).toEqual({ date: '2026-10-25', time: '01:30' })
    expect(instantToLocal(new Date('2026-10-25T01:30:00Z'), LONDON)).toEqual({ date: '2026-10-25', time: '01:30' })
    expect(instantToLocal(new Date('2026-06-15T23:30:00Z'), LONDON)).toEqual({ date: '2026-06-16', time: '00:30' })
    expect(instantToLocal(new Date('2026-03-29T01:00:00Z'), LONDON)).toEqual({ date: '2026-03-29', time: '02:00' })
  })

  it('describes the clock-change Sundays as 23 and 25 hours long', () => {
    const spring = describeLocalDay('2026-03-29', LONDON)
    expect(spring.linear).toBe(false)
    expect((spring.endMs - spring.startMs) / 3_600_000).toBe(23)
    const autumn = describeLocalDay('2026-10-25', LONDON)
    expect(autumn.linear).toBe(false)
    expect((autumn.endMs - autumn.startMs) / 3_600_000).toBe(25)
    const ordinary = describeLocalDay('2026-03-30', LONDON)
    expect(ordinary).toMatchObject({ linear: true, weekday: 1, startMs: Date.parse('2026-03-29T23:00:00Z') })
  })
})
