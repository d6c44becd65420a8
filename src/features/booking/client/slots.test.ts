import { describe, expect, it } from 'vitest'

import {
  addDays,
  dateRange,
  dayLabel,
  formatCountdown,
  groupServices,
  localToday,
  mergeFreeTime,
  remainingMs,
  resolveChoice,
  visitLabel,
} from './slots'

describe('salon-local dates', () => {
  it("takes today's date on London's wall clock, not the UTC date", () => {
    // 23:30 UTC on 15 June is 00:30 BST on the 16th; in winter London equals UTC.
    expect(localToday(new Date('2026-06-15T23:30:00Z'), 'Europe/London')).toBe('2026-06-16')
    expect(localToday(new Date('2026-12-15T23:30:00Z'), 'Europe/London')).toBe('2026-12-15')
  })

  it('counts calendar days across month ends and the clock changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(dateRange('2026-10-24', 3)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26'])
  })

  it('labels a date in each language without shifting it', () => {
    expect(dayLabel('2026-03-29', 'en')).toEqual({
      weekday: 'Sun',
      day: '29',
      month: 'Mar',
      full: 'Sunday, 29 March 2026',
    })
    expect(dayLabel('2026-03-29', 'uk').full).toBe('неділя, 29 березня 2026')
    expect(visitLabel('2026-10-25T01:30', 'en')).toBe('Sunday, 25 October 2026, 01:30')
  })
})

describe('mergeFreeTime', () => {
  const answer = {
    '1': { '2026-12-02': ['10:00', '12:00'], '2026-12-01': ['09:30'] },
    '2': { '2026-12-02': ['09:00', '10:00', '10:40'] },
    '3': {},
  }

  it('joins every stylist for "any stylist", sorted and without repeats', () => {
    expect(mergeFreeTime(answer, null)).toEqual({
      '2026-12-01': ['09:30'],
      '2026-12-02': ['09:00', '10:00', '10:40', '12:00'],
    })
  })

  it("takes one stylist's times, or none for a stylist not in the answer", () => {
    expect(mergeFreeTime(answer, '2')).toEqual({ '2026-12-02': ['09:00', '10:00', '10:40'] })
    expect(mergeFreeTime(answer, '9')).toEqual({})
    expect(mergeFreeTime({}, null)).toEqual({})
  })
})

describe('the hold countdown', () => {
  const now = Date.parse('2026-11-22T10:00:00.000Z')

  it('counts down to heldUntil in mm:ss, rounding up to whole seconds and stopping at zero', () => {
    expect(formatCountdown(remainingMs('2026-11-22T10:15:00.000Z', now))).toBe('15:00')
    expect(formatCountdown(remainingMs('2026-11-22T10:14:59.200Z', now))).toBe('15:00')
    expect(formatCountdown(remainingMs('2026-11-22T10:00:09.000Z', now))).toBe('00:09')
    expect(formatCountdown(remainingMs('2026-11-22T10:00:00.000Z', now))).toBe('00:00')
    expect(remainingMs('2026-11-22T09:59:00.000Z', now)).toBe(0)
    expect(formatCountdown(61 * 60 * 1000)).toBe('61:00')
  })
})

describe('service lists and preselection', () => {
  const menHair = { path: 'male/hair', name: 'Men · Hair' }
  const womenHair = { path: 'female/hair', name: 'Women · Hair' }
  const womenNails = { path: 'female/nails', name: 'Women · Nails' }
  const services = [
    { id: '1', slug: 'cut', path: 'hair/cut', group: menHair },
    { id: '2', slug: 'gel', path: 'nails/gel', group: womenNails },
    { id: '3', slug: 'misc', path: 'misc', group: null },
    { id: '4', slug: 'blow', path: 'hair/blow', group: womenHair },
    { id: '5', slug: 'fade', path: 'hair/fade', group: menHair },
  ]
  const listed = (groups: ReturnType<typeof groupServices>) => groups.map((g) => [g.name, g.services.map((s) => s.id)])

  it('groups by direction with its full name, in the order given, ungrouped last', () => {
    expect(listed(groupServices(services, 'Other'))).toEqual([
      ['Men · Hair', ['1', '5']],
      ['Women · Nails', ['2']],
      ['Women · Hair', ['4']],
      ['Other', ['3']],
    ])
  })

  it("puts the group of the service the visitor came from first, then the visitor's gender", () => {
    expect(listed(groupServices(services, 'Other', { group: 'female/nails' }))).toEqual([
      ['Women · Nails', ['2']],
      ['Men · Hair', ['1', '5']],
      ['Women · Hair', ['4']],
      ['Other', ['3']],
    ])
    expect(listed(groupServices(services, 'Other', { group: 'female/nails', gender: 'female' }))).toEqual([
      ['Women · Nails', ['2']],
      ['Women · Hair', ['4']],
      ['Men · Hair', ['1', '5']],
      ['Other', ['3']],
    ])
    expect(listed(groupServices(services, 'Other', { gender: 'male' }))[0]).toEqual(['Men · Hair', ['1', '5']])
    // An unknown group changes nothing.
    expect(listed(groupServices(services, 'Other', { group: 'female/body' }))).toEqual(
      listed(groupServices(services, 'Other')),
    )
  })

  it('resolves an id, a slug or a path, and nothing for an unknown or empty value', () => {
    expect(resolveChoice(services, '2')?.slug).toBe('gel')
    expect(resolveChoice(services, 'cut')?.id).toBe('1')
    expect(resolveChoice(services, 'hair/blow')?.id).toBe('4')
    expect(resolveChoice(services, 'nope')).toBeNull()
    expect(resolveChoice(services, '')).toBeNull()
    expect(resolveChoice(services, null)).toBeNull()
  })
})
