import { describe, expect, it } from 'vitest'

import { appointmentQuickFilters, whereQuery } from './list-query'

describe('admin list filter addresses', () => {
  it('writes every condition into one "and" group, lists as indexed values', () => {
    const query = new URLSearchParams(
      whereQuery([
        ['date', 'equals', '2026-12-24'],
        ['state', 'in', ['planned', 'confirmed']],
      ]),
    )
    expect([...query.entries()]).toEqual([
      ['where[or][0][and][0][date][equals]', '2026-12-24'],
      ['where[or][0][and][1][state][in][0]', 'planned'],
      ['where[or][0][and][1][state][in][1]', 'confirmed'],
    ])
  })

  it('is empty without conditions', () => {
    expect(whereQuery([])).toBe('')
  })

  it('adds the order last when one is given', () => {
    expect(whereQuery([['state', 'equals', 'cancelled']], '-cancelledAt')).toBe(
      'where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Bstate%5D%5Bequals%5D=cancelled&sort=-cancelledAt',
    )
  })
})

describe('the appointments quick filters', () => {
  const read = (now: string) =>
    Object.fromEntries(appointmentQuickFilters(new Date(now)).map(([key, query]) => [key, new URLSearchParams(query)]))
  const day = (filters: Record<string, URLSearchParams>, key: string) =>
    filters[key]!.get('where[or][0][and][0][date][equals]')
  const from = (filters: Record<string, URLSearchParams>) =>
    filters.upcoming!.get('where[or][0][and][0][start][greater_than_equal]')

  it('list the day, the next day and the coming visits soonest first, cancellations latest first', () => {
    const filters = read('2026-11-22T15:00:00Z')
    expect(day(filters, 'today')).toBe('2026-11-22')
    expect(day(filters, 'tomorrow')).toBe('2026-11-23')
    expect(from(filters)).toBe('2026-11-22T00:00:00.000Z')
    for (const key of ['today', 'tomorrow', 'upcoming']) {
      expect(filters[key]!.get('sort')).toBe('start')
      expect(filters[key]!.getAll('where[or][0][and][1][state][in][0]')).toEqual(['reserved'])
    }
    expect(filters.cancelledVisits!.get('where[or][0][and][0][state][equals]')).toBe('cancelled')
    expect(filters.cancelledVisits!.get('sort')).toBe('-cancelledAt')
    expect([...filters.all!.entries()]).toEqual([['sort', '-start']])
  })

  it('take the day in London: after 23:00 UTC in summer it is already the next day there', () => {
    const filters = read('2027-06-30T23:30:00Z')
    expect(day(filters, 'today')).toBe('2027-07-01')
    expect(day(filters, 'tomorrow')).toBe('2027-07-02')
    expect(from(filters)).toBe('2027-06-30T23:00:00.000Z')
  })

  it('start the day at London midnight on both clock-change Sundays', () => {
    expect(from(read('2027-03-28T12:00:00Z'))).toBe('2027-03-28T00:00:00.000Z')
    expect(from(read('2027-10-31T12:00:00Z'))).toBe('2027-10-30T23:00:00.000Z')
  })

  it('find tomorrow across the end of a month, a leap day and a year', () => {
    expect(day(read('2027-06-30T12:00:00Z'), 'tomorrow')).toBe('2027-07-01')
    expect(day(read('2028-02-28T12:00:00Z'), 'tomorrow')).toBe('2028-02-29')
    expect(day(read('2028-02-29T12:00:00Z'), 'tomorrow')).toBe('2028-03-01')
    expect(day(read('2027-12-31T12:00:00Z'), 'tomorrow')).toBe('2028-01-01')
  })
})
