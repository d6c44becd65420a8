import { describe, expect, it } from 'vitest'

import type { IsoWeekday, EmployeeSchedule, WorkingInterval } from '../domain/types'
import type { Clock } from '../ports'
import {
  frozenClock,
  InMemoryCatalogue,
  makeLocation,
  makeService,
  type CatalogueData,
} from '../testing/in-memory-catalogue'
import { engineFreeTime, getFreeTime, type FreeTimeRequest } from './free-time'

const CHELSEA = '1'
const KENSINGTON = '2'
const every = (intervals: WorkingInterval[]) =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, intervals])) as Partial<Record<IsoWeekday, WorkingInterval[]>>

const schedule = (employeeId: string, serviceIds: string[], o: Partial<EmployeeSchedule> = {}): EmployeeSchedule => ({
  employeeId,
  locationId: CHELSEA,
  timezone: 'Europe/London',
  weekly: every([{ start: '10:00', end: '14:00' }]),
  exceptions: [],
  serviceIds,
  ...o,
})

/** Ada does cuts and colour; Ben only cuts; Cleo does both but works at Kensington. */
const data = (o: CatalogueData = {}): CatalogueData => ({
  locations: [makeLocation({ id: CHELSEA, name: 'Chelsea' }), makeLocation({ id: KENSINGTON })],
  services: [
    makeService({ id: 'cut', duration: 30, locationIds: [CHELSEA, KENSINGTON] }),
    makeService({ id: 'colour', duration: 60, locationIds: [CHELSEA, KENSINGTON] }),
    makeService({ id: 'nails', duration: 45, locationIds: [KENSINGTON] }),
  ],
  schedules: [
    schedule('ada', ['cut', 'colour']),
    schedule('ben', ['cut']),
    schedule('cleo', ['cut', 'colour'], { locationId: KENSINGTON }),
  ],
  ...o,
})

// 1 December 2026 is a Tuesday in GMT (London = UTC).
const EARLY = frozenClock('2026-11-20T08:00:00Z')
const request = (o: Partial<FreeTimeRequest> = {}): FreeTimeRequest => ({
  locationId: CHELSEA,
  serviceIds: ['cut'],
  from: '2026-12-01',
  to: '2026-12-01',
  employeeId: null,
  ...o,
})
/** The engine's free time over an in-memory catalogue. */
const inMemoryDeps = (catalogue: InMemoryCatalogue, clock: Clock) => ({
  catalogue,
  times: engineFreeTime(catalogue),
  clock,
})
const run = (d: CatalogueData, r: Partial<FreeTimeRequest> = {}, clock = EARLY) =>
  getFreeTime(inMemoryDeps(new InMemoryCatalogue(d), clock), request(r))

const grid = (from: string, to: string) => {
  const out: string[] = []
  for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); ; m += 30) {
    const t = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
    if (t > to) return out
    out.push(t)
  }
}

describe('getFreeTime', () => {
  it('lists every stylist of the salon who performs the service when no stylist is chosen', async () => {
    const outcome = await run(data())
    expect(outcome).toEqual({
      ok: true,
      times: { ada: { '2026-12-01': grid('10:00', '13:30') }, ben: { '2026-12-01': grid('10:00', '13:30') } },
    })
  })

  it('fits the whole multi-service visit (durations added up) around a booking', async () => {
    const busy = [{ employeeId: 'ada', start: new Date('2026-12-01T11:00:00Z'), end: new Date('2026-12-01T12:00:00Z') }]
    const outcome = await run(data({ busy }), { serviceIds: ['cut', 'colour'] })
    // 90 minutes: 10:00 would run into the 11:00 booking; 12:30 ends exactly at 14:00. Ben cannot colour.
    expect(outcome).toEqual({ ok: true, times: { ada: { '2026-12-01': ['12:00', '12:30'] } } })
  })

  it('offers nothing sooner than the nearest-booking limit from the clock', async () => {
    const outcome = await run(
      data({ settings: { nearestBookingMinutes: 60 } }),
      { employeeId: 'ada' },
      frozenClock('2026-12-01T09:40:00Z'),
    )
    expect(outcome).toEqual({ ok: true, times: { ada: { '2026-12-01': grid('11:00', '13:30') } } })
  })

  it("answers in the salon's wall-clock time and asks for busy time around the dates (summer time)", async () => {
    const catalogue = new InMemoryCatalogue(
      data({
        busy: [{ employeeId: 'ben', start: new Date('2026-06-16T09:00:00Z'), end: new Date('2026-06-16T09:30:00Z') }],
      }),
    )
    const outcome = await getFreeTime(
      inMemoryDeps(catalogue, frozenClock('2026-06-01T08:00:00Z')),
      request({ from: '2026-06-16', to: '2026-06-16', employeeId: 'ben' }),
    )
    // 09:00Z is 10:00 BST.
    expect(outcome).toEqual({ ok: true, times: { ben: { '2026-06-16': grid('10:30', '13:30') } } })
    expect(catalogue.busyCalls).toEqual([
      {
        employeeIds: ['ben'],
        from: new Date('2026-06-14T23:00:00Z'),
        to: new Date('2026-06-17T23:00:00Z'),
        now: new Date('2026-06-01T08:00:00Z'),
      },
    ])
  })

  it('gives no times on a day off and uses the salon settings (time step)', async () => {
    const schedules = [schedule('ada', ['cut'], { exceptions: [{ date: '2026-12-02', intervals: [] }] })]
    const outcome = await run(data({ schedules, settings: { timeStep: 60 } }), { to: '2026-12-02' })
    expect(outcome).toEqual({ ok: true, times: { ada: { '2026-12-01': ['10:00', '11:00', '12:00', '13:00'] } } })
  })

  it('answers {} for a stylist who does not perform every service or works elsewhere, without reading busy time', async () => {
    const catalogue = new InMemoryCatalogue(data())
    for (const employeeId of ['ben', 'cleo', 'nobody']) {
      const outcome = await getFreeTime(
        inMemoryDeps(catalogue, EARLY),
        request({ serviceIds: ['cut', 'colour'], employeeId }),
      )
      expect(outcome, employeeId).toEqual({ ok: true, times: {} })
    }
    expect(catalogue.busyCalls).toEqual([])
  })

  it('refuses an unknown salon and a service the salon does not offer', async () => {
    expect(await run(data(), { locationId: '99' })).toEqual({
      ok: false,
      refusal: { kind: 'not_found', field: 'location', message: 'No salon with id 99 takes online bookings.' },
    })
    expect(await run(data(), { serviceIds: ['cut', 'nails', 'wax'] })).toEqual({
      ok: false,
      refusal: {
        kind: 'not_found',
        field: 'services',
        message: 'Chelsea offers no service with id nails, wax online.',
      },
    })
  })

  it('follows the one-service and must-choose-a-stylist settings', async () => {
    const one = await run(data({ settings: { severalServices: false } }), { serviceIds: ['cut', 'colour'] })
    expect(one).toMatchObject({ ok: false, refusal: { kind: 'invalid', field: 'services' } })
    const mustChoose = await run(data({ settings: { skipProfessional: false } }))
    expect(mustChoose).toMatchObject({ ok: false, refusal: { kind: 'invalid', field: 'employee' } })
    expect(await run(data({ settings: { skipProfessional: false } }), { employeeId: 'ben' })).toMatchObject({
      ok: true,
    })
  })

  it('refuses a range the engine would not compute', async () => {
    expect(await run(data(), { from: '2026-12-01', to: '2027-02-01' })).toEqual({
      ok: false,
      refusal: { kind: 'invalid', field: 'to', message: 'Choose at most 62 days.' },
    })
    const long = data({
      services: [
        makeService({ id: 'cut', duration: 1000, locationIds: [CHELSEA] }),
        makeService({ id: 'colour', duration: 600, locationIds: [CHELSEA] }),
      ],
    })
    expect(await run(long, { serviceIds: ['cut', 'colour'] })).toMatchObject({
      ok: false,
      refusal: { field: 'services' },
    })
  })

  it('books the length of the chosen option, keeps calls without options as they were, and refuses an unknown one', async () => {
    const hair = makeService({
      id: 'colour',
      duration: 60,
      locationIds: [CHELSEA],
      options: [
        { id: 'short', name: 'Short hair', duration: 60, prices: [], priceTo: null },
        { id: 'long', name: 'Long hair', duration: 120, prices: [], priceTo: null },
      ],
    })
    const d = data({ services: [hair], schedules: [schedule('ada', ['colour'])] })
    const times = async (optionIds?: (string | null)[]) =>
      run(d, { serviceIds: ['colour'], employeeId: 'ada', optionIds })
    // 10:00–14:00: an hour fits until 13:00, two until 12:00.
    expect(await times()).toEqual({ ok: true, times: { ada: { '2026-12-01': grid('10:00', '13:00') } } })
    expect(await times([null])).toEqual(await times())
    expect(await times(['long'])).toEqual({ ok: true, times: { ada: { '2026-12-01': grid('10:00', '12:00') } } })
    expect(await times(['medium'])).toEqual({
      ok: false,
      refusal: { kind: 'unknown_option', field: 'options', message: 'Unknown option for this service.' },
    })
  })
})
