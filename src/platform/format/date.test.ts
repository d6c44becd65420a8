import { describe, expect, it } from 'vitest'

import { formatDate, formatLongDate } from './date'

describe('formatDate', () => {
  it('shows an ISO date as day/month/year', () => {
    expect(formatDate('2026-03-14')).toBe('14/03/2026')
    expect(formatDate('2024-01-05')).toBe('05/01/2024')
  })
  it('takes the date part of a date-time split on "T" or a space', () => {
    expect(formatDate('2026-03-14T10:15:00')).toBe('14/03/2026')
    expect(formatDate('2026-03-14 10:15:00')).toBe('14/03/2026')
    expect(formatDate('  2026-03-14T10:15:00+02:00  ')).toBe('14/03/2026')
  })
  it('never shifts the date by a time zone', () => {
    expect(formatDate('2026-03-29T23:30:00.000Z')).toBe('29/03/2026')
    expect(formatDate('2026-03-29T00:30:00+03:00')).toBe('29/03/2026')
    expect(formatDate('2025-12-31T23:59:59-11:00')).toBe('31/12/2025')
  })
  it('is empty for a missing date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('   ')).toBe('')
  })
  it('is empty for a malformed date', () => {
    expect(formatDate('not a date')).toBe('')
    expect(formatDate('14/03/2026')).toBe('')
    expect(formatDate('2026-3-14')).toBe('')
    expect(formatDate('20260314')).toBe('')
    expect(formatDate('2026-03-14garbage')).toBe('')
    expect(formatDate('T2026-03-14')).toBe('')
    expect(formatDate('0000-01-01')).toBe('')
  })
  it('rejects months outside 1–12 and days the month does not have', () => {
    expect(formatDate('2026-00-10')).toBe('')
    expect(formatDate('2026-13-10')).toBe('')
    expect(formatDate('2026-03-00')).toBe('')
    expect(formatDate('2026-03-32')).toBe('')
    expect(formatDate('2026-04-31')).toBe('')
    expect(formatDate('2026-04-30')).toBe('30/04/2026')
    expect(formatDate('2026-12-31')).toBe('31/12/2026')
  })
  it('knows leap years', () => {
    expect(formatDate('2024-02-29')).toBe('29/02/2024')
    expect(formatDate('2026-02-29')).toBe('')
    expect(formatDate('2026-02-28')).toBe('28/02/2026')
    expect(formatDate('2000-02-29')).toBe('29/02/2000')
    expect(formatDate('1900-02-29')).toBe('')
  })
})

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
  it('is empty for a missing or malformed date', () => {
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate(undefined, 'uk')).toBe('')
    expect(formatLongDate('2026-02-30')).toBe('')
    expect(formatLongDate('yesterday', 'uk')).toBe('')
  })
})
