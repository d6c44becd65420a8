/**
 * A salon's own opening hours (the field the WordPress import fills, editable in the admin) bound
 * the online times the booking API offers there, through the free-time API over real HTTP: a
 * stylist who works all week at a salon open two stretches on Tuesdays only is offered Tuesdays,
 * inside those stretches, and nothing else. The same stylist at a salon without hours of its own
 * keeps the business's hours (the contacts'). Dates are relative to today.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addCalendarDays, instantToLocal, isoWeekday } from '@/features/booking/domain/time'

import { testPayload } from '../helpers/payload'
import { startRouteServer, Visitor, type RouteServer } from '../helpers/route-server'

let payload: Payload
let server: RouteServer
const made: { collection: 'salons' | 'services' | 'employees'; id: number }[] = []
const o = { overrideAccess: true, context: { disableRevalidate: true } } as const

let own: number
let plain: number
let service: { id: number; duration: number }
let stylist: number

/** The starts a stretch offers for a service of `duration` minutes, every `step` minutes. */
function starts(from: string, to: string, duration: number, step: number): string[] {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))
  const out: string[] = []
  for (let t = m(from); t + duration <= m(to); t += step)
    out.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`)
  return out
}

beforeAll(async () => {
  payload = await testPayload()
  server = await startRouteServer()
  const salon = (slug: string, openingHours: { weekday: string; start: string; end: string }[]) =>
    payload.create({
      collection: 'salons',
      data: {
        title: `Hours test ${slug}`,
        slug,
        address: { street: '1 Test Row', city: 'Marlow', postcode: 'SL7 1AA' },
        phone: '01628 000 999',
        timezone: 'Europe/London',
        openingHours: openingHours as never,
        _status: 'published',
      },
      ...o,
    })
  own = (
    await salon('hours-test-own', [
      { weekday: '2', start: '14:00', end: '17:00' },
      { weekday: '2', start: '10:00', end: '13:00' },
    ])
  ).id
  plain = (await salon('hours-test-plain', [])).id
  made.push({ collection: 'salons', id: own }, { collection: 'salons', id: plain })
  const { docs } = await payload.find({ collection: 'services-categories', limit: 1, depth: 0, overrideAccess: true })
  const doc = await payload.create({
    collection: 'services',
    data: {
      title: 'Hours test trim',
      slug: 'hours-test-trim',
      category: docs[0]!.id,
      duration: 60,
      prices: [
        { salon: own, price: 30 },
        { salon: plain, price: 30 },
      ],
      salons: [own, plain],
      _status: 'published',
    },
    ...o,
  })
  service = { id: doc.id, duration: 60 }
  made.push({ collection: 'services', id: doc.id })
  // Works every day, 08:00–21:00, at both salons.
  const week = ['1', '2', '3', '4', '5', '6', '7']
  stylist = (
    await payload.create({
      collection: 'employees',
      data: {
        name: 'Hours Test Stylist',
        slug: 'hours-test-stylist',
        salons: [own, plain],
        services: [doc.id],
        workingHours: [own, plain].flatMap((salon) =>
          week.map((weekday) => ({ salon, weekday: weekday as never, start: '08:00', end: '21:00' })),
        ),
        _status: 'published',
      },
      ...o,
    })
  ).id
  made.push({ collection: 'employees', id: stylist })
})

afterAll(async () => {
  for (const m of made.reverse()) await payload.delete({ collection: m.collection, id: m.id, ...o })
  await server?.close()
})

describe("a salon's own opening hours", () => {
  it('bound the times offered online at that salon; a salon without its own keeps the business’s', async () => {
    const visitor = new Visitor(server.url, '100.64.93.1')
    const { timeStep } = await payload.findGlobal({ slug: 'booking-settings', overrideAccess: true })
    const today = instantToLocal(new Date(), 'Europe/London').date
    const from = addCalendarDays(today, 2)
    const to = addCalendarDays(today, 15)
    const read = async (salon: number) => {
      const r = await visitor.get(
        `/api/booking/free-time?location=${salon}&services=${service.id}&from=${from}&to=${to}&employee=${stylist}`,
      )
      expect(r.status).toBe(200)
      return (r.json[String(stylist)] ?? {}) as Record<string, string[]>
    }

    const days = await read(own)
    // Two weeks ahead hold two Tuesdays; no other day is offered.
    expect(Object.keys(days).map((d) => isoWeekday(d as never))).toEqual([2, 2])
    for (const times of Object.values(days))
      expect(times).toEqual([
        ...starts('10:00', '13:00', service.duration, timeStep),
        ...starts('14:00', '17:00', service.duration, timeStep),
      ])

    // The business's hours (the demo contacts: Mon–Sat 09:30–20:00, Sun 10:00–18:00).
    const business = await read(plain)
    expect(Object.keys(business)).toHaveLength(14)
    for (const [date, times] of Object.entries(business))
      expect(times[0], date).toBe(isoWeekday(date as never) === 7 ? '10:00' : '09:30')
  })
})
