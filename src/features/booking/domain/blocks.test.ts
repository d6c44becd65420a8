import { describe, expect, it } from 'vitest'

import { blockedIntervals, type TimeBlock } from './blocks'

const block = (extra: Partial<TimeBlock> = {}): TimeBlock => ({
  employeeId: '7',
  timezone: 'Europe/London',
  date: '2026-12-01',
  start: '13:00',
  end: '14:00',
  repeatWeekly: false,
  until: null,
  ...extra,
})
const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) })
const iso = (list: { start: Date; end: Date }[]) => list.map((b) => [b.start.toISOString(), b.end.toISOString()])

describe('blockedIntervals', () => {
  it('is one stretch on its day, in the salon’s time', () => {
    expect(iso(blockedIntervals([block()], range('2026-11-30T00:00:00Z', '2026-12-07T00:00:00Z')))).toEqual([
      ['2026-12-01T13:00:00.000Z', '2026-12-01T14:00:00.000Z'],
    ])
    // British Summer Time: 13:00 in London is 12:00 UTC.
    expect(
      iso(blockedIntervals([block({ date: '2026-06-02' })], range('2026-06-01T00:00:00Z', '2026-06-03T00:00:00Z'))),
    ).toEqual([['2026-06-02T12:00:00.000Z', '2026-06-02T13:00:00.000Z']])
  })

  it('is nothing outside the range', () => {
    expect(blockedIntervals([block()], range('2026-12-02T00:00:00Z', '2026-12-09T00:00:00Z'))).toEqual([])
  })

  it('repeats weekly from its date until its last day, across the clock change', () => {
    const weekly = block({ date: '2026-03-17', repeatWeekly: true, until: '2026-04-07' })
    expect(iso(blockedIntervals([weekly], range('2026-03-20T00:00:00Z', '2026-05-01T00:00:00Z')))).toEqual([
      ['2026-03-24T13:00:00.000Z', '2026-03-24T14:00:00.000Z'],
      ['2026-03-31T12:00:00.000Z', '2026-03-31T13:00:00.000Z'],
      ['2026-04-07T12:00:00.000Z', '2026-04-07T13:00:00.000Z'],
    ])
  })

  it('repeats for good without a last day, never before its date', () => {
    const weekly = block({ date: '2026-12-01', repeatWeekly: true })
    const found = blockedIntervals([weekly], range('2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z'))
    expect(found.map((b) => b.start.toISOString().slice(0, 10))).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
    ])
  })
})
