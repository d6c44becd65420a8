import { describe, expect, it } from 'vitest'

import { formatLongDate, formatLongDateIn } from './date'

describe('formatLongDate', () => {
  it('writes the date in words in English', () => {
    expect(formatLongDate('2026-03-14')).toBe('14 March 2026')
    expect(formatLongDate('2026-03-14', 'en')).toBe('14 March 2026')
    expect(formatLongDate('2026-01-01T08:00:00Z', 'en')).toBe('1 January 2026')
  })
  it('writes the month in the genitive in Ukrainian, without the "р." suffix', () => {
    expect(formatLongDate('2026-03-14', 'uk')).toBe('14 березня 2026')
    expect(formatLongDate('2026-11-01', 'uk')).toBe('1 листопада 2026')
  })
  it('never shifts the date by a time zone', () => {
    expect(formatLongDate('2026-03-29T23:30:00.000Z')).toBe('29 March 2026')
    expect(formatLongDate('2026-03-29T00:30:00+03:00', 'uk')).toBe('29 березня 2026')
  })
  it('handles leap days and years before 100', () => {
    expect(formatLongDate('2024-02-29')).toBe('29 February 2024')
    // Date.UTC would read year 99 as 1999.
    expect(formatLongDate('0099-07-04')).not.toContain('1999')
  })
  it('takes the date part of a date-time split on "T" or a space', () => {
    expect(formatLongDate('2026-03-14 10:15:00')).toBe('14 March 2026')
    expect(formatLongDate('  2026-03-14T10:15:00+02:00  ')).toBe('14 March 2026')
    expect(formatLongDate('2025-12-31T23:59:59-11:00', 'uk')).toBe('31 грудня 2025')
  })
  it('is empty for a missing or malformed date', () => {
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate(undefined, 'uk')).toBe('')
    expect(formatLongDate('   ')).toBe('')
    expect(formatLongDate('2026-02-30')).toBe('')
    expect(formatLongDate('yesterday', 'uk')).toBe('')
    for (const bad of ['14/03/2026', '2026-3-14', '20260314', '2026-03-14garbage', 'T2026-03-14', '0000-01-01']) {
      expect(formatLongDate(bad), bad).toBe('')
    }
  })
  it('rejects months outside 1–12 and days the month does not have, and knows leap years', () => {
    for (const bad of [
      '2026-00-10',
      '2026-13-10',
      '2026-03-00',
      '2026-03-32',
      '2026-04-31',
      '2026-02-29',
      '1900-02-29',
    ]) {
      expect(formatLongDate(bad), bad).toBe('')
    }
    expect(formatLongDate('2026-04-30')).toBe('30 April 2026')
    expect(formatLongDate('2000-02-29', 'uk')).toBe('29 лютого 2000')
  })
})

describe('formatLongDateIn', () => {
  it('writes the calendar day of an instant in the salon’s time zone, London by default', () => {
    expect(formatLongDateIn('2026-03-28T23:30:00.000Z')).toBe('28 March 2026')
    expect(formatLongDateIn('2026-03-28T23:30:00.000Z', 'uk', 'Europe/Kyiv')).toBe('29 березня 2026')
    // British Summer Time: half past midnight in London is still the evening before in UTC.
    expect(formatLongDateIn(new Date('2026-07-14T23:30:00.000Z'), 'en')).toBe('15 July 2026')
  })
  it('is one format with formatLongDate: no "р." in Ukrainian', () => {
    expect(formatLongDateIn('2027-11-26T12:00:00.000Z', 'uk')).toBe('26 листопада 2027')
  })
  it('is empty for a missing or unreadable instant', () => {
    expect(formatLongDateIn(null)).toBe('')
    expect(formatLongDateIn('')).toBe('')
    expect(formatLongDateIn('soon', 'uk')).toBe('')
  })
})
