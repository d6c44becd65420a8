import { describe, expect, it } from 'vitest'

import { hoursFromRows, parseOpeningHours } from '@/platform/seo/opening-hours'

import { formatClockTime, formatOpeningHours } from './hours'

describe('formatClockTime', () => {
  it('writes English times on the 12-hour clock, minutes only when there are any', () => {
    expect(formatClockTime('09:30', 'en')).toBe('9:30am')
    expect(formatClockTime('20:00', 'en')).toBe('8pm')
    expect(formatClockTime('10:05', 'en')).toBe('10:05am')
  })

  it('reads noon as 12pm and midnight as 12am, at both ends of the day', () => {
    expect(formatClockTime('12:00', 'en')).toBe('12pm')
    expect(formatClockTime('12:30', 'en')).toBe('12:30pm')
    expect(formatClockTime('11:59', 'en')).toBe('11:59am')
    expect(formatClockTime('00:00', 'en')).toBe('12am')
    expect(formatClockTime('00:30', 'en')).toBe('12:30am')
    expect(formatClockTime('24:00', 'en')).toBe('12am')
  })

  it('writes Ukrainian times on the 24-hour clock with two-digit hours', () => {
    expect(formatClockTime('09:30', 'uk')).toBe('09:30')
    expect(formatClockTime('12:00', 'uk')).toBe('12:00')
    expect(formatClockTime('00:00', 'uk')).toBe('00:00')
    expect(formatClockTime('24:00', 'uk')).toBe('24:00')
  })
})

describe('formatOpeningHours', () => {
  const typed = ['Mon–Sat 09:30AM–8:00PM', 'Sun 10:00AM–6:00PM']

  it('renders the salon’s typed lines in British English and in Ukrainian', () => {
    expect(formatOpeningHours(typed, 'en')).toEqual(['Mon–Sat 9:30am–8pm', 'Sun 10am–6pm'])
    expect(formatOpeningHours(typed, 'uk')).toEqual(['Пн–Сб 09:30–20:00', 'Нд 10:00–18:00'])
    expect(formatOpeningHours(['Пн–Сб 09:30–20:00', 'Нд 10:00–18:00'], 'en')).toEqual([
      'Mon–Sat 9:30am–8pm',
      'Sun 10am–6pm',
    ])
  })

  it('reads its own output back to the same hours, so either form can be typed in the admin', () => {
    for (const locale of ['en', 'uk'] as const) {
      expect(parseOpeningHours(formatOpeningHours(typed, locale))).toEqual(parseOpeningHours(typed))
    }
  })

  it('keeps a line it cannot read as typed, and drops blank ones', () => {
    expect(formatOpeningHours(['Mon–Fri 9am–5:30pm', '', 'Bank holidays by appointment', 'Sun: closed'], 'en')).toEqual(
      ['Mon–Fri 9am–5:30pm', 'Bank holidays by appointment', 'Sun: closed'],
    )
  })

  it('renders a salon’s own hours, runs of three days or more as a range', () => {
    const rows = [
      { weekday: '1', start: '10:00', end: '19:00' },
      { weekday: '2', start: '10:00', end: '19:00' },
      { weekday: '3', start: '10:00', end: '19:00' },
      { weekday: '5', start: '10:00', end: '19:00' },
      { weekday: '4', start: '12:00', end: '20:00' },
      { weekday: '6', start: '10:00', end: '16:00' },
      { weekday: '7', start: '10:00', end: '16:00' },
    ]
    const hours = hoursFromRows(rows)!
    expect(formatOpeningHours(hours, 'en')).toEqual(['Mon–Wed, Fri 10am–7pm', 'Thu 12pm–8pm', 'Sat, Sun 10am–4pm'])
    expect(formatOpeningHours(hours, 'uk')).toEqual(['Пн–Ср, Пт 10:00–19:00', 'Чт 12:00–20:00', 'Сб, Нд 10:00–16:00'])
  })

  it('renders a late opening that ends at midnight', () => {
    expect(formatOpeningHours([{ days: ['Friday'], opens: '18:00', closes: '24:00' }], 'en')).toEqual(['Fri 6pm–12am'])
    expect(formatOpeningHours([{ days: ['Friday'], opens: '00:00', closes: '12:00' }], 'en')).toEqual(['Fri 12am–12pm'])
  })
})
