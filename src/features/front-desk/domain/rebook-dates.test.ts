import { describe, expect, it } from 'vitest'

import { rebookDates, SERIES_MAX_VISITS } from './rebook-dates'

describe('the dates of a rebooking', () => {
  it('is one date N weeks after the visit’s day', () => {
    expect(rebookDates('2030-03-04', { weeks: 6 })).toEqual(['2030-04-15'])
    // Across the clocks going forward (30 March 2030): a calendar date, not 42 × 24 hours.
    expect(rebookDates('2030-03-20', { weeks: 2 })).toEqual(['2030-04-03'])
  })

  it('repeats every N weeks up to the last day, inclusive', () => {
    expect(rebookDates('2030-01-07', { weeks: 4, every: 4, until: '2030-05-01' })).toEqual([
      '2030-02-04',
      '2030-03-04',
      '2030-04-01',
      '2030-04-29',
    ])
    expect(rebookDates('2030-01-07', { weeks: 1, every: 2, until: '2030-01-14' })).toEqual(['2030-01-14'])
  })

  it('refuses what a receptionist could not mean', () => {
    for (const weeks of [0, -1, 53, 1.5])
      expect(rebookDates('2030-01-07', { weeks })).toMatchObject({ ok: false, fields: { weeks: expect.any(String) } })
    expect(rebookDates('2030-01-07', { weeks: 2, every: 1 })).toMatchObject({ fields: { until: expect.any(String) } })
    expect(rebookDates('2030-01-07', { weeks: 2, every: 1, until: '2030-01-10' })).toMatchObject({
      fields: { until: expect.any(String) },
    })
    const tooMany = rebookDates('2030-01-07', { weeks: 1, every: 1, until: '2031-01-07' })
    expect(tooMany).toMatchObject({ fields: { until: expect.stringContaining(String(SERIES_MAX_VISITS)) } })
  })
})
