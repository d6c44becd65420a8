import { describe, expect, it } from 'vitest'

import { localToInstant } from '@/features/booking/kit'

import {
  checkWindow,
  datesToAnnounce,
  datesToSearch,
  entriesForFreedTime,
  firstMatch,
  firstWantedStart,
  freedByChange,
  mayOfferNow,
  offerKey,
  startInFreedTime,
  windowWants,
  type CandidateTimes,
  type FreedTime,
  type WaitlistEntry,
} from './waitlist'

const LONDON = 'Europe/London'
const at = (iso: string) => new Date(iso)
const london = (date: string, time: string) => localToInstant(date, time, LONDON)

function entry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: '1',
    clientId: 'c1',
    salonId: 's1',
    serviceIds: ['cut'],
    stylistId: null,
    window: { from: '2026-06-15', to: '2026-06-15', part: null },
    joinedAt: at('2026-06-01T10:00:00Z'),
    state: 'waiting',
    passed: [],
    ...overrides,
  }
}

// Monday 15 June 2026, British Summer Time: 11:00–12:00 London is 10:00–11:00 UTC.
const freed: FreedTime = {
  salonId: 's1',
  stylistId: 'anna',
  start: at('2026-06-15T10:00:00Z'),
  end: at('2026-06-15T11:00:00Z'),
}

describe('the window a client waits for', () => {
  it('takes one day, a range of days and a part of a day', () => {
    const today = '2026-06-10'
    expect(checkWindow({ from: '2026-06-15', to: '2026-06-15', part: null }, today).ok).toBe(true)
    expect(checkWindow({ from: '2026-06-15', to: '2026-06-20', part: 'evening' }, today).ok).toBe(true)
    expect(checkWindow({ from: '2026-06-09', to: '2026-06-15', part: null }, today)).toMatchObject({
      ok: false,
      field: 'from',
    })
    expect(checkWindow({ from: '2026-06-15', to: '2026-06-14', part: null }, today)).toMatchObject({
      ok: false,
      field: 'to',
    })
    expect(checkWindow({ from: '2026-06-15', to: '2026-07-16', part: null }, today)).toMatchObject({
      ok: false,
      field: 'to',
    })
  })

  it('wants starts on its days, in its part of the day', () => {
    const morning = { from: '2026-06-15', to: '2026-06-16', part: 'morning' as const }
    expect(windowWants(morning, '2026-06-15', '09:00')).toBe(true)
    expect(windowWants(morning, '2026-06-16', '11:30')).toBe(true)
    expect(windowWants(morning, '2026-06-16', '12:00')).toBe(false)
    expect(windowWants(morning, '2026-06-17', '09:00')).toBe(false)
    const evening = { ...morning, part: 'evening' as const }
    expect(windowWants(evening, '2026-06-15', '16:59')).toBe(false)
    expect(windowWants(evening, '2026-06-15', '17:00')).toBe(true)
    expect(windowWants({ ...morning, part: 'afternoon' }, '2026-06-15', '14:00')).toBe(true)
  })

  it('is searched from today to its last day', () => {
    const window = { from: '2026-06-10', to: '2026-06-20', part: null }
    expect(datesToSearch(window, '2026-06-12')).toEqual({ from: '2026-06-12', to: '2026-06-20' })
    expect(datesToSearch(window, '2026-06-08')).toEqual({ from: '2026-06-10', to: '2026-06-20' })
    expect(datesToSearch(window, '2026-06-21')).toBeNull()
  })
})

describe('who a freed time goes to', () => {
  it('takes waiting entries of the salon, the stylist or any, on that day, in order of joining', () => {
    const list = [
      entry({ id: '5', joinedAt: at('2026-06-03T09:00:00Z') }),
      entry({ id: '2', joinedAt: at('2026-06-02T09:00:00Z'), stylistId: 'anna' }),
      entry({ id: '3', stylistId: 'bella' }),
      entry({ id: '4', salonId: 's2' }),
      entry({ id: '6', state: 'offered' }),
      entry({ id: '7', window: { from: '2026-06-16', to: '2026-06-18', part: null } }),
      entry({ id: '8', joinedAt: at('2026-06-02T09:00:00Z') }),
    ]
    expect(entriesForFreedTime(freed, list, LONDON).map((e) => e.id)).toEqual(['2', '8', '5'])
  })

  it('offers the first free start the window wants that uses the freed time', () => {
    const starts = { '2026-06-15': ['09:00', '10:30', '11:00', '11:30', '14:00'] }
    // 10:30 + 45 minutes reaches into 11:00: it uses the freed time.
    expect(startInFreedTime(entry(), freed, LONDON, 45, starts, london)).toMatchObject({ time: '10:30' })
    // An afternoon entry wants none of the freed hour's starts.
    expect(
      startInFreedTime(
        entry({ window: { from: '2026-06-15', to: '2026-06-15', part: 'afternoon' } }),
        freed,
        LONDON,
        45,
        starts,
        london,
      ),
    ).toBeNull()
    // A start seen when joining is not offered.
    const seen = [offerKey('anna', london('2026-06-15', '10:30')!)]
    expect(startInFreedTime(entry({ passed: seen }), freed, LONDON, 45, starts, london)).toMatchObject({
      time: '11:00',
    })
    // An offer let pass rules out every start whose visit overlaps it.
    const letGo = [offerKey('anna', london('2026-06-15', '10:30')!, london('2026-06-15', '11:15')!)]
    // 11:00 + 45 minutes overlaps it; 11:30 does not.
    expect(startInFreedTime(entry({ passed: letGo }), freed, LONDON, 45, starts, london)).toMatchObject({
      time: '11:30',
    })
  })

  it('goes to the first entry whose services fit, not the first who joined', () => {
    const first = entry({ id: '1', serviceIds: ['colour'] })
    const second = entry({ id: '2', joinedAt: at('2026-06-02T10:00:00Z') })
    const match = firstMatch(
      freed,
      [second, first],
      LONDON,
      (e): CandidateTimes =>
        e.id === '1' ? { duration: 180, starts: {} } : { duration: 60, starts: { '2026-06-15': ['11:00'] } },
      london,
    )
    expect(match?.entry.id).toBe('2')
    expect(match?.offer).toMatchObject({ stylistId: 'anna', date: '2026-06-15', time: '11:00' })
    expect(match?.offer.start.toISOString()).toBe('2026-06-15T10:00:00.000Z')
    expect(firstMatch(freed, [first], LONDON, () => null, london)).toBeNull()
  })

  it('the sweep offers an entry its earliest wanted start with any stylist', () => {
    const free = {
      '12': { '2026-06-15': ['15:00'], '2026-06-16': ['09:00'] },
      '7': { '2026-06-15': ['15:00', '16:00'] },
    }
    const any = entry({ window: { from: '2026-06-15', to: '2026-06-16', part: null } })
    expect(firstWantedStart(any, free, 60, london)).toMatchObject({ stylistId: '7', date: '2026-06-15', time: '15:00' })
    expect(firstWantedStart({ ...any, stylistId: '12' }, free, 60, london)).toMatchObject({
      stylistId: '12',
      time: '15:00',
    })
    const morning = { ...any, window: { ...any.window, part: 'morning' as const } }
    expect(firstWantedStart(morning, free, 60, london)).toMatchObject({ stylistId: '12', date: '2026-06-16' })
  })
})

describe('when offers are made', () => {
  it('only from 08:00 to 21:00 salon time', () => {
    // Winter (GMT) and summer (BST): the same salon hours are different UTC instants.
    expect(mayOfferNow(at('2026-01-15T07:59:00Z'), LONDON)).toBe(false)
    expect(mayOfferNow(at('2026-01-15T08:00:00Z'), LONDON)).toBe(true)
    expect(mayOfferNow(at('2026-01-15T20:59:00Z'), LONDON)).toBe(true)
    expect(mayOfferNow(at('2026-01-15T21:00:00Z'), LONDON)).toBe(false)
    expect(mayOfferNow(at('2026-06-15T07:00:00Z'), LONDON)).toBe(true)
    expect(mayOfferNow(at('2026-06-15T20:00:00Z'), LONDON)).toBe(false)
  })

  it('follows the clocks on the two Sundays they change', () => {
    // 29 March 2026: at 01:00 UTC London moves to BST. 07:30 UTC is 08:30 in London.
    expect(mayOfferNow(at('2026-03-29T07:30:00Z'), LONDON)).toBe(true)
    expect(mayOfferNow(at('2026-03-28T07:30:00Z'), LONDON)).toBe(false)
    // 25 October 2026: back to GMT at 01:00 UTC. 20:30 UTC is 20:30 in London.
    expect(mayOfferNow(at('2026-10-25T20:30:00Z'), LONDON)).toBe(true)
    expect(mayOfferNow(at('2026-10-24T20:30:00Z'), LONDON)).toBe(false)
  })

  it('texting hours the salon set instead', () => {
    expect(mayOfferNow(at('2026-01-15T23:30:00Z'), LONDON, { from: '00:00', until: '24:00' })).toBe(true)
  })
})

describe('time a change frees', () => {
  it('is each item no longer there with the same stylist and times', () => {
    const a = { stylistId: 'anna', start: at('2026-06-15T10:00:00Z'), end: at('2026-06-15T11:00:00Z') }
    const b = { stylistId: 'anna', start: at('2026-06-15T11:00:00Z'), end: at('2026-06-15T11:30:00Z') }
    expect(freedByChange([a, b], [a, b])).toEqual([])
    expect(freedByChange([a, b], [a])).toEqual([b])
    expect(freedByChange([a, b], [])).toEqual([a, b])
    // Shortened: the old item is freed (the engine knows which part is still busy).
    expect(freedByChange([a], [{ ...a, end: at('2026-06-15T10:30:00Z') }])).toEqual([a])
  })
})

describe('the days a change of an entry is announced for', () => {
  it('is each day of a window up to a week, across the clock change; any date for longer or unreadable windows', () => {
    expect(datesToAnnounce({ from: '2026-03-28', to: '2026-03-28' })).toEqual(['2026-03-28'])
    expect(datesToAnnounce({ from: '2026-03-28', to: '2026-03-30' })).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ])
    expect(datesToAnnounce({ from: '2026-10-20', to: '2026-10-26' })).toHaveLength(7)
    expect(datesToAnnounce({ from: '2026-10-20', to: '2026-10-27' })).toBeNull()
    expect(datesToAnnounce({ from: '2026-10-27', to: '2026-10-20' })).toBeNull()
    expect(datesToAnnounce({ from: '', to: '2026-10-20' })).toBeNull()
  })
})
