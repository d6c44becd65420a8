/**
 * Bookable options (issue 33, docs/decisions/0052), over real HTTP and the real database (runs on
 * SQLite and on PostgreSQL): a service with hair-length options lists them with their price and
 * length; free time for the long option offers only starts with four free hours; booking it
 * gives an item of 240 minutes at £360 named "… · Long hair", in the API, the account and the
 * staff calendar; an option that is not the service's is refused with 422. The salon, stylist
 * and service are the file's own; the day is three days ahead, whatever today is.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addCalendarDays, instantToLocal } from '@/features/booking/domain/time'

import { deleteAppointments, signedInVisitor } from '../helpers/booking'
import { type Desk, openDesk } from '../helpers/front-desk'
import { Visitor, type RouteServer } from '../helpers/route-server'

let server: RouteServer, payload: Payload, desk: Desk
const o = { overrideAccess: true, context: { disableRevalidate: true } } as const
const made: { collection: 'salons' | 'services' | 'employees'; id: number }[] = []
const visits: string[] = []
let salon: number, stylist: number, airTouch: number
let longHair: string, shortHair: string
let day: string

// Phones +4474022…, network addresses 100.64.103.* (this file's own).
const run = String(Math.floor(Date.now() / 1000) % 1000).padStart(3, '0')
let phones = 0
const phone = () => `+4474022${run}${String(phones++).padStart(2, '0')}`
let ips = 1
const ip = () => `100.64.103.${ips++}`

beforeAll(async () => {
  ;({ payload, server, desk } = await openDesk())
  const week = ['1', '2', '3', '4', '5', '6', '7'] as const
  salon = (
    await payload.create({
      collection: 'salons',
      data: {
        title: 'Options test salon',
        slug: 'options-test-salon',
        address: { street: '3 Test Row', city: 'Marlow', postcode: 'SL7 1AC' },
        phone: '01628 000 997',
        timezone: 'Europe/London',
        openingHours: week.map((weekday) => ({ weekday, start: '08:00', end: '20:00' })) as never,
        _status: 'published',
      },
      ...o,
    })
  ).id
  made.push({ collection: 'salons', id: salon })
  const { docs } = await payload.find({ collection: 'services-categories', limit: 1, depth: 0, overrideAccess: true })
  const service = await payload.create({
    collection: 'services',
    data: {
      title: 'Options test AirTouch',
      slug: 'options-test-airtouch',
      category: docs[0]!.id,
      duration: 180,
      prices: [{ salon, price: 260 }],
      salons: [salon],
      withParams: true,
      params: [
        { name: 'Short hair', priceFrom: 260, duration: 180 },
        { name: 'Long hair', priceFrom: 360, duration: 240 },
      ],
      _status: 'published',
    },
    ...o,
  })
  airTouch = service.id
  made.push({ collection: 'services', id: airTouch })
  shortHair = service.params![0]!.id!
  longHair = service.params![1]!.id!
  stylist = (
    await payload.create({
      collection: 'employees',
      data: {
        name: 'Options Test Stylist',
        slug: 'options-test-stylist',
        salons: [salon],
        services: [airTouch],
        workingHours: week.map((weekday) => ({ salon, weekday, start: '09:00', end: '18:00' })),
        _status: 'published',
      },
      ...o,
    })
  ).id
  made.push({ collection: 'employees', id: stylist })
  day = addCalendarDays(instantToLocal(new Date(), 'Europe/London').date, 3)
})

afterAll(async () => {
  await deleteAppointments(payload, visits)
  for (const m of made.reverse()) await payload.delete({ collection: m.collection, id: m.id, ...o })
  await server?.close()
})

async function freeTimes(options?: string) {
  const r = await new Visitor(server.url, ip()).get(
    `/api/booking/free-time?location=${salon}&services=${airTouch}&from=${day}&to=${day}&employee=${stylist}` +
      (options === undefined ? '' : `&options=${options}`),
  )
  return { status: r.status, json: r.json, times: (r.json[String(stylist)] as Record<string, string[]>)?.[day] ?? [] }
}

describe('bookable options', () => {
  it('lists a service’s options with their price and length', async () => {
    const r = await new Visitor(server.url, ip()).get(`/api/booking/services?location=${salon}`)
    const listed = (r.json as unknown as { id: string; options: unknown[] }[]).find((s) => s.id === String(airTouch))
    expect(listed?.options).toEqual([
      { id: shortHair, name: 'Short hair', duration: 180, price: 260, priceTo: null },
      { id: longHair, name: 'Long hair', duration: 240, price: 360, priceTo: null },
    ])
  })

  it('offers the long option only where four hours are free, and books it for 4 h at £360', async () => {
    // 09:00–18:00: three hours fit until 15:00, four until 14:00.
    expect((await freeTimes()).times.at(-1)).toBe('15:00')
    expect((await freeTimes(shortHair)).times.at(-1)).toBe('15:00')
    expect((await freeTimes(longHair)).times.at(-1)).toBe('14:00')

    const client = await signedInVisitor(server.url, phone(), ip())
    const booked = await client.post('/api/booking/appointments', {
      location: String(salon),
      start: `${day}T10:00`,
      items: [{ service: String(airTouch), option: longHair, employee: String(stylist) }],
    })
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    const visit = booked.json.appointment as {
      id: string
      end: string
      total: number
      items: { service: { title: string }; option: { id: string; name: string }; duration: number; price: number }[]
    }
    visits.push(visit.id)
    expect(visit.end).toBe(`${day}T14:00`)
    expect(visit.total).toBe(360)
    expect(visit.items).toEqual([
      expect.objectContaining({
        service: { id: String(airTouch), title: 'Options test AirTouch · Long hair' },
        option: { id: longHair, name: 'Long hair' },
        duration: 240,
        price: 360,
      }),
    ])

    // The account and the staff calendar show the same visit: 10:00–14:00, named with its option.
    const mine = await client.get('/api/booking/appointments')
    expect(JSON.stringify(mine.json)).toContain('Options test AirTouch · Long hair')
    const calendar = await desk.send('GET', `/api/staff/calendar?salon=${salon}&date=${day}`)
    const shown = (calendar.json.visits as { id: string; start: string; end: string; items: { service: string }[] }[])
      .filter((v) => v.id === visit.id)
      .map((v) => ({ start: v.start, end: v.end, service: v.items[0]!.service }))
    expect(shown).toEqual([{ start: '10:00', end: '14:00', service: 'Options test AirTouch · Long hair' }])

    // The stylist is busy for the whole four hours: no start before 14:00 overlaps them.
    expect((await freeTimes()).times).not.toContain('13:30')
  })

  it('refuses an option that is not the service’s with 422', async () => {
    const client = await signedInVisitor(server.url, phone(), ip())
    const wrong = await client.post('/api/booking/appointments', {
      location: String(salon),
      start: `${day}T15:00`,
      items: [{ service: String(airTouch), option: 'not-an-option', employee: String(stylist) }],
    })
    expect(wrong.status).toBe(422)
    expect(wrong.json).toMatchObject({
      reason: 'unknown_option',
      message: 'Unknown option for this service.',
      fields: { 'items.0.option': 'Unknown option for this service.' },
    })
    const times = await freeTimes('not-an-option')
    expect(times.status).toBe(422)
    expect(times.json).toMatchObject({
      reason: 'unknown_option',
      fields: { options: 'Unknown option for this service.' },
    })
    expect((await freeTimes(`${longHair},${shortHair}`)).status).toBe(400)
  })
})
