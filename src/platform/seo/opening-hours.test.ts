import { describe, expect, it } from 'vitest'

import {
  DEFAULT_OPENING_HOURS,
  hoursFromRows,
  openingHoursOrDefault,
  openingHoursSpecification,
  parseOpeningHours,
} from './opening-hours'

const monToSat = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

describe('parseOpeningHours', () => {
  it('reads the English contacts lines (12-hour clock)', () => {
    expect(parseOpeningHours(['Mon–Sat 09:30AM–8:00PM', 'Sun 10:00AM–6:00PM'])).toEqual([
      { days: monToSat, opens: '09:30', closes: '20:00' },
      { days: ['Sunday'], opens: '10:00', closes: '18:00' },
    ])
  })

  it('reads the Ukrainian contacts lines (24-hour clock)', () => {
    expect(parseOpeningHours(['Пн–Сб 09:30–20:00', 'Нд 10:00–18:00'])).toEqual([
      { days: monToSat, opens: '09:30', closes: '20:00' },
      { days: ['Sunday'], opens: '10:00', closes: '18:00' },
    ])
  })

  it('gives the same hours as the spec for both languages of the demo contacts', () => {
    const en = parseOpeningHours(['Mon–Sat 09:30AM–8:00PM', 'Sun 10:00AM–6:00PM'])
    const uk = parseOpeningHours(['Пн–Сб 09:30–20:00', 'Нд 10:00–18:00'])
    expect(en).toEqual(DEFAULT_OPENING_HOURS)
    expect(uk).toEqual(DEFAULT_OPENING_HOURS)
  })

  it('accepts hyphens, spaces, full names, lists, "to", colons and am/pm spellings', () => {
    expect(parseOpeningHours(['Monday - Friday: 9am - 5.30pm'])).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' },
    ])
    expect(parseOpeningHours(['Mon, Wed & Fri 10 a.m. to 6 p.m.'])).toEqual([
      { days: ['Monday', 'Wednesday', 'Friday'], opens: '10:00', closes: '18:00' },
    ])
    expect(parseOpeningHours(['Sat to Sun 12PM–4PM'])).toEqual([
      { days: ['Saturday', 'Sunday'], opens: '12:00', closes: '16:00' },
    ])
    expect(parseOpeningHours(['Daily 08:00–22:00'])?.[0]?.days).toHaveLength(7)
    expect(parseOpeningHours(['Пн, Ср та Пт 10:00–19:00'])).toEqual([
      { days: ['Monday', 'Wednesday', 'Friday'], opens: '10:00', closes: '19:00' },
    ])
    expect(parseOpeningHours(['Понеділок — пʼятниця: 9:00 до 18:00'])).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    ])
  })

  it('wraps a day range past Sunday', () => {
    expect(parseOpeningHours(['Sat–Mon 10:00–16:00'])?.[0]?.days).toEqual(['Monday', 'Saturday', 'Sunday'])
  })

  it('skips blank lines and lines that mark days closed', () => {
    expect(parseOpeningHours(['', 'Mon–Sat 09:30–20:00', 'Sun: closed', '  '])).toEqual([
      { days: monToSat, opens: '09:30', closes: '20:00' },
    ])
    expect(parseOpeningHours(['Пн–Сб 09:30–20:00', 'Нд — вихідний'])).toHaveLength(1)
  })

  it('refuses anything it cannot read fully, rather than publish half a timetable', () => {
    expect(parseOpeningHours([])).toBeNull()
    expect(parseOpeningHours(['', ' '])).toBeNull()
    expect(parseOpeningHours(['Sun closed'])).toBeNull()
    expect(parseOpeningHours(['Mon–Sat 09:30AM–8:00PM', 'Bank holidays by appointment'])).toBeNull()
    expect(parseOpeningHours(['Weekdays 09:00–17:00'])).toBeNull()
    expect(parseOpeningHours(['09:00–17:00'])).toBeNull()
    expect(parseOpeningHours(['Mon–Fri 09:00'])).toBeNull()
    expect(parseOpeningHours(['Mon–Fri 25:00–26:00'])).toBeNull()
    expect(parseOpeningHours(['Mon–Fri 09:75–17:00'])).toBeNull()
    expect(parseOpeningHours(['Mon–Fri 13PM–14PM'])).toBeNull()
    expect(parseOpeningHours(['Mon–Fri 20:00–09:00'])).toBeNull()
    expect(parseOpeningHours(['Mon–Fri 09:00–17:00 (lunch 13:00–14:00)'])).toBeNull()
    expect(parseOpeningHours(['Mon–Fri–Sun 09:00–17:00'])).toBeNull()
  })
})

describe('openingHoursOrDefault', () => {
  it('falls back to the spec hours when the lines cannot be read', () => {
    expect(openingHoursOrDefault(['Call us for hours'])).toEqual(DEFAULT_OPENING_HOURS)
    expect(openingHoursOrDefault([])).toEqual(DEFAULT_OPENING_HOURS)
  })

  it('returns a copy: callers cannot change the defaults', () => {
    const hours = openingHoursOrDefault([])
    hours[0]!.days.pop()
    expect(DEFAULT_OPENING_HOURS[0]!.days).toHaveLength(6)
  })

  it('uses the lines when they can be read', () => {
    expect(openingHoursOrDefault(['Mon–Fri 08:00–18:00'])).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
    ])
  })
})

describe('openingHoursSpecification', () => {
  it('gives schema.org entries for Mo–Sa 09:30–20:00 and Su 10:00–18:00', () => {
    expect(openingHoursSpecification(DEFAULT_OPENING_HOURS)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: monToSat, opens: '09:30', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '18:00' },
    ])
  })
})

describe('a salon’s own hours', () => {
  const rows = [
    { weekday: '6', start: '10:00', end: '16:00' },
    { weekday: '1', start: '10:00', end: '19:00' },
    { weekday: '2', start: '10:00', end: '19:00' },
    { weekday: '3', start: '10:00', end: '19:00' },
    { weekday: '5', start: '10:00', end: '19:00' },
    { weekday: '4', start: '12:00', end: '20:00' },
    { weekday: '7', start: '10:00', end: '16:00' },
  ]

  it('groups the days of the same stretch, Monday first, for schema.org', () => {
    expect(hoursFromRows(rows)).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Friday'], opens: '10:00', closes: '19:00' },
      { days: ['Thursday'], opens: '12:00', closes: '20:00' },
      { days: ['Saturday', 'Sunday'], opens: '10:00', closes: '16:00' },
    ])
  })

  it('is none without rows, so the business’s hours apply', () => {
    expect(hoursFromRows([])).toBeNull()
    expect(hoursFromRows(null)).toBeNull()
    expect(hoursFromRows([{ weekday: '8', start: '10:00', end: '09:00' }])).toBeNull()
  })
})
