import { describe, expect, it } from 'vitest'

import { answerDue, daysLeft } from './due'

describe('answerDue', () => {
  it('is the same date a month later', () => {
    expect(answerDue('2026-03-03')).toBe('2026-04-03') // a Friday
  })

  it('is the last day of a shorter month', () => {
    expect(answerDue('2027-01-29')).toBe('2027-03-01') // 28 February 2027 is a Sunday → Monday
    expect(answerDue('2026-01-31')).toBe('2026-03-02') // 28 February 2026 is a Saturday → Monday
    expect(answerDue('2028-01-31')).toBe('2028-02-29') // a leap year's Tuesday
    expect(answerDue('2026-08-31')).toBe('2026-09-30')
  })

  it('moves a deadline on a weekend to the Monday', () => {
    expect(answerDue('2026-10-10')).toBe('2026-11-10') // Tuesday stays
    expect(answerDue('2026-10-14')).toBe('2026-11-16') // 14 November 2026 is a Saturday
    expect(answerDue('2026-10-15')).toBe('2026-11-16') // a Sunday
  })

  it('refuses what is not a date', () => {
    expect(() => answerDue('2026-02-30')).toThrow()
    expect(() => answerDue('tomorrow')).toThrow()
  })
})

describe('daysLeft', () => {
  it('counts whole days, negative once past', () => {
    expect(daysLeft('2026-12-26', '2026-11-26')).toBe(30)
    expect(daysLeft('2026-11-20', '2026-11-26')).toBe(-6)
  })
})
