/**
 * Bookable options (issue 33, docs/decisions/0052), over real HTTP and the real database (runs on
 * SQLite and on PostgreSQL): a service with hair-length options lists them with their price and
 * length; free time for the long option offers only starts with four free hours; booking it
 * gives an item of 240 minutes at £360 named "… · Long hair", in the API, the account and the
 * staff calendar; an option that is not the service's is refused with 422. The salon, stylist
 * and service are the file's own; the day is three days ahead, whatever today is. In Beauty Pro
 * mode (the fake, a test double) each option is a Beauty Pro service of its own, linked by the
 * variant's crmId: the hold reaches Beauty Pro with the Long hair service.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addCalendarDays, instantToLocal } from '@/features/booking/domain/time'

import { beautyProProvider } from '@/features/beauty-pro/booking/provider'
import { createPayloadCatalogue } from '@/features/booking/engine/payload-catalogue'
import { systemClock, type BookingProvider } from '@/features/booking/ports'

import { startFakeBeautyPro, type FakeBeautyPro } from '../fakes/beauty-pro/fake'
import {
  CATEGORY_COLOUR,
  EMPLOYEE_AMELIA,
  LOCATION_CHELSEA,
  POSITION_SENIOR_STYLIST,
} from '../fakes/beauty-pro/fixture'
import { chelseaPrices, service as bpService } from '../fakes/beauty-pro/fixture-records'
import { fakeConnection, fakeWorkingDay, signedInBeautyProClient } from '../helpers/beauty-pro'
import { deleteAppointments, signedInVisitor } from '../helpers/booking'
import { type Desk, openDesk, visitOf } from '../helpers/front-desk'
import { Visitor, type RouteServer } from '../helpers/route-server'

let server: RouteServer, payload: Payload, desk: Desk
const o = { overrideAccess: true, context: { disableRevalidate: true } } as const
const made: { collection: 'salons' | 'services' | 'employees'; id: number }[] = []
const visits: string[] = []
let salon: number, stylist: number, airTouch: number
let longHair: string, shortHair: string
let day: string

// Phones +4474022 then 0–7…, network addresses 100.64.103.* (this file's own; the e2e test's start with 8).
const run = String(Math.floor(Date.now() / 1000) % 800).padStart(3, '0')
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

describe('bookable options at the front desk', () => {
  it('books the option’s length and price, and refuses another service’s option with 422', async () => {
    const body = (options: string[]) => ({
      salon: String(salon),
      start: `${day}T14:00`,
      employee: String(stylist),
      services: [String(airTouch)],
      options,
      client: { phone: phone(), firstName: 'Desk', lastName: 'Options' },
    })
    const wrong = await desk.send('POST', '/api/staff/visits', body(['not-an-option']))
    expect(wrong.status).toBe(422)
    expect(wrong.json.message).toBe('Unknown option for this service.')
    const booked = await desk.send('POST', '/api/staff/visits', body([longHair]))
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    const visit = visitOf(booked)
    visits.push(visit.id)
    expect(visit).toMatchObject({ start: '14:00', end: '18:00' })
    expect(visit.items).toEqual([expect.objectContaining({ duration: 240, price: 360 })])
  })
})

describe('bookable options in Beauty Pro mode', () => {
  // Three Beauty Pro services: AirTouch and one for each hair length, linked through the CMS.
  const BP_AIRTOUCH = '0b9c0f4e-3c1a-4a55-9d6e-5f0a1c2b3d40'
  const BP_SHORT = '0b9c0f4e-3c1a-4a55-9d6e-5f0a1c2b3d41'
  const BP_LONG = '0b9c0f4e-3c1a-4a55-9d6e-5f0a1c2b3d42'
  let fake: FakeBeautyPro
  let provider: BookingProvider
  let linked: number

  beforeAll(async () => {
    fake = await startFakeBeautyPro()
    const senior = (price: number) => chelseaPrices([[POSITION_SENIOR_STYLIST, price]])
    fake.state.services.push(
      bpService(BP_AIRTOUCH, 'AirTouch', CATEGORY_COLOUR, 180, 'female', senior(260)),
      bpService(BP_SHORT, 'AirTouch short', CATEGORY_COLOUR, 180, 'female', senior(260)),
      bpService(BP_LONG, 'AirTouch long', CATEGORY_COLOUR, 240, 'female', senior(360)),
    )
    const { docs } = await payload.find({ collection: 'services-categories', limit: 1, depth: 0, overrideAccess: true })
    linked = (
      await payload.create({
        collection: 'services',
        data: {
          title: 'Options test BP AirTouch',
          slug: 'options-test-bp-airtouch',
          category: docs[0]!.id,
          duration: 180,
          prices: [{ salon, price: 260 }],
          salons: [salon],
          crmId: BP_AIRTOUCH,
          withParams: true,
          params: [
            { name: 'Short hair', priceFrom: 260, duration: 180, crmId: BP_SHORT },
            { name: 'Long hair', priceFrom: 360, duration: 240, crmId: BP_LONG },
          ],
          _status: 'published',
        },
        ...o,
      })
    ).id
    made.push({ collection: 'services', id: linked })
    provider = beautyProProvider({
      payload,
      api: fakeConnection(fake, 1_500),
      site: createPayloadCatalogue(payload),
      secret: process.env.PAYLOAD_SECRET!,
      clock: systemClock,
      log: { error: () => undefined },
    })
  })

  afterAll(async () => {
    await fake?.close()
  })

  it('lists the options from Beauty Pro and holds and books Long hair as its own Beauty Pro service, 4 h at £360', async () => {
    const services = await provider.catalogue.services('en')
    const airTouch = services.find((s) => s.id === BP_AIRTOUCH)
    expect(airTouch?.options).toEqual([
      expect.objectContaining({ id: BP_SHORT, name: 'Short hair', duration: 180 }),
      expect.objectContaining({ id: BP_LONG, name: 'Long hair', duration: 240 }),
    ])
    expect(services.map((s) => s.id)).not.toContain(BP_LONG)

    const me = await signedInBeautyProClient({ payload, fake, api: fakeConnection(fake, 1_500) }, `4474022${run}99`)
    const start = `${fakeWorkingDay()}T10:00`
    const items = [{ service: BP_AIRTOUCH, option: BP_LONG, employee: EMPLOYEE_AMELIA }]
    const held = await provider.visits.hold({ location: LOCATION_CHELSEA, start, items, clientId: me.id })
    expect(held.ok, JSON.stringify(held)).toBe(true)
    if (!held.ok) return
    expect(held.hold.items).toEqual([
      expect.objectContaining({
        service: { id: BP_AIRTOUCH, title: 'Options test BP AirTouch · Long hair' },
        option: { id: BP_LONG, name: 'Long hair' },
        duration: 240,
        price: 360,
      }),
    ])
    // Beauty Pro holds its Long hair service, four hours.
    const reserve = fake.state.appointments.find((a) => a.id === held.hold.id)
    expect(reserve?.services?.map((i) => [i.service, i.duration])).toEqual([[BP_LONG, 240]])
    const booked = await provider.visits.book({
      clientId: me.id,
      location: LOCATION_CHELSEA,
      start,
      items,
      hold: { id: held.hold.id, token: held.hold.token },
    })
    expect(booked.ok, JSON.stringify(booked)).toBe(true)
    if (!booked.ok) return
    expect(booked.appointment.items.map((i) => [i.service.title, i.duration, i.price])).toEqual([
      ['Options test BP AirTouch · Long hair', 240, 360],
    ])

    const wrong = await provider.visits.hold({
      location: LOCATION_CHELSEA,
      start: `${fakeWorkingDay(1)}T10:00`,
      items: [{ service: BP_AIRTOUCH, option: BP_SHORT.replace(/1$/, '9'), employee: EMPLOYEE_AMELIA }],
      clientId: me.id,
    })
    expect(wrong).toMatchObject({ ok: false, status: 422, reason: 'unknown_option' })
  })
})
