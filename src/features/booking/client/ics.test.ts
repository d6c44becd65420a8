import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { buildIcs, foldLine, icsText, icsUtc } from './ics'

/** The London wall-clock time of an iCalendar UTC value, as a calendar app would show it. */
function londonWallClock(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)!
  const instant = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!))
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)
}

const field = (ics: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics.replace(/\r\n /g, ''))![1]!

const visit = (startsAt: string, endsAt: string) =>
  buildIcs({
    uid: 'appointment-12@parlour',
    startsAt,
    endsAt,
    summary: 'Air Touch, Haircut',
    location: 'Backstage Chelsea, 152 King’s Road; London',
    description: 'Stylist: Olivia Bennett\nTotal: £180',
    stamp: new Date(),
  })

describe('buildIcs', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-22T08:15:30.000Z'))
  })
  afterEach(() => vi.useRealTimers())

  // The API's instants for a 10:00–11:30 London visit on each kind of day.
  it.each([
    [
      'spring-forward Sunday (BST from 01:00 GMT)',
      '2026-03-29T09:00:00.000Z',
      '2026-03-29T10:30:00.000Z',
      '20260329T090000Z',
      '29/03/2026, 10:00',
    ],
    [
      'fall-back Sunday (GMT from 02:00 BST)',
      '2026-10-25T10:00:00.000Z',
      '2026-10-25T11:30:00.000Z',
      '20261025T100000Z',
      '25/10/2026, 10:00',
    ],
    ['summer (BST)', '2026-07-15T09:00:00.000Z', '2026-07-15T10:30:00.000Z', '20260715T090000Z', '15/07/2026, 10:00'],
    ['winter (GMT)', '2026-12-24T10:00:00.000Z', '2026-12-24T11:30:00.000Z', '20261224T100000Z', '24/12/2026, 10:00'],
  ])('a visit on the %s starts at 10:00 London time', (_, startsAt, endsAt, dtstart, wall) => {
    const ics = visit(startsAt, endsAt)
    expect(field(ics, 'DTSTART')).toBe(dtstart)
    expect(londonWallClock(field(ics, 'DTSTART'))).toBe(wall)
    expect(londonWallClock(field(ics, 'DTEND'))).toBe(wall.replace('10:00', '11:30'))
  })

  it('keeps the real length of a visit that runs through the repeated hour of the fall-back night', () => {
    // 00:30 BST to 01:30 GMT is two real hours.
    const ics = visit('2026-10-24T23:30:00.000Z', '2026-10-25T01:30:00.000Z')
    expect(field(ics, 'DTSTART')).toBe('20261024T233000Z')
    expect(field(ics, 'DTEND')).toBe('20261025T013000Z')
    expect(londonWallClock(field(ics, 'DTSTART'))).toBe('25/10/2026, 00:30')
    expect(londonWallClock(field(ics, 'DTEND'))).toBe('25/10/2026, 01:30')
  })

  it('is one VEVENT with UID, DTSTAMP (now), escaped text and CRLF line ends', () => {
    const ics = visit('2026-12-24T10:00:00.000Z', '2026-12-24T11:30:00.000Z')
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(field(ics, 'UID')).toBe('appointment-12@parlour')
    expect(field(ics, 'DTSTAMP')).toBe('20261122T081530Z')
    expect(field(ics, 'SUMMARY')).toBe('Air Touch\\, Haircut')
    expect(field(ics, 'LOCATION')).toBe('Backstage Chelsea\\, 152 King’s Road\\; London')
    expect(field(ics, 'DESCRIPTION')).toBe('Stylist: Olivia Bennett\\nTotal: £180')
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  })
})

describe('icsText, icsUtc and foldLine', () => {
  it('escapes backslashes first', () => {
    expect(icsText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })

  it('writes instants in UTC without milliseconds and refuses a non-time', () => {
    expect(icsUtc('2026-03-29T00:59:59.999Z')).toBe('20260329T005959Z')
    expect(() => icsUtc('soon')).toThrow(RangeError)
  })

  it('folds at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'й'.repeat(80)}`
    const folded = foldLine(line).split('\r\n')
    const encoder = new TextEncoder()
    expect(folded.length).toBeGreaterThan(1)
    for (const part of folded) expect(encoder.encode(part).length).toBeLessThanOrEqual(75)
    expect(folded.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line)
    expect(foldLine('SHORT:1')).toBe('SHORT:1')
  })
})
