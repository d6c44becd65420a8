/**
 * The booking read API through its route handlers, with real Requests, against the seeded
 * database: catalogue lists, free time that follows the seeded schedules and bookings, 400s on
 * bad queries, and the soft empty answer when a list's port fails.
 */
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { Where } from 'payload'
import { z } from 'zod'

import {
  employeesRead,
  feedbacksRead,
  freeTimeRead,
  locationsRead,
  positionsRead,
  servicesRead,
  settingsRead,
} from '@/features/booking/http/handlers'
import type { ReadDeps } from '@/features/booking/http/deps'
import { asHandler, type ReadAnswer } from '@/features/booking/http/respond'
import * as schemas from '@/features/booking/http/schemas'
import { createPayloadCatalogue } from '@/features/booking/engine/payload-catalogue'
import { systemClock } from '@/features/booking/ports'
import { addCalendarDays, instantToLocal, isoWeekday, localToInstant } from '@/features/booking/domain/time'
import type { Clock, EngineCatalogue } from '@/features/booking/ports'
import { engineFreeTime } from '@/features/booking/use-cases/free-time'
import { bookingSettings, clients, stylistBooking, visits } from '@/features/content/seed/data/booking'
import { salons as seedSalons } from '@/features/content/seed/data/people'

import { testPayload } from '../helpers/payload'

const ZONE = 'Europe/London'
const logged: { context: Record<string, unknown>; message: string }[] = []

let catalogue: EngineCatalogue
const depsWith =
  (clock: Clock = systemClock, port?: EngineCatalogue) =>
  async (): Promise<ReadDeps> => ({
    catalogue: port ?? catalogue,
    times: engineFreeTime(port ?? catalogue),
    clock,
    log: { error: (context, message) => logged.push({ context, message }) },
  })

async function call(read: ReadAnswer, path: string) {
  const response = await asHandler(read)(new Request(`http://127.0.0.1${path}`))
  return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() }
}

// Seeded ids and facts.
let chelsea: string
let kensington: string
const stylists = new Map<string, string>()
/** The date the seed counted from (olivia-bennett's day off is 9 days after it). */
let seedDay: string
let airTouch: { id: string; duration: number }
let hairCare: { id: string; duration: number }
let manicure: { id: string; duration: number }

beforeAll(async () => {
  const payload = await testPayload()
  catalogue = createPayloadCatalogue(payload)
  const salons = await payload.find({ collection: 'salons', limit: 10, depth: 0, overrideAccess: true })
  chelsea = String(salons.docs.find((s) => s.slug === 'backstage-chelsea')!.id)
  kensington = String(salons.docs.find((s) => s.slug === 'backstage-kensington')!.id)
  const employees = await payload.find({ collection: 'employees', limit: 100, depth: 0, overrideAccess: true })
  for (const e of employees.docs) stylists.set(e.slug, String(e.id))
  const olivia = employees.docs.find((e) => e.slug === 'olivia-bennett')!
  const plan = stylistBooking.find((p) => p.stylist === 'olivia-bennett')!
  seedDay = addCalendarDays(olivia.scheduleExceptions!.find((x) => x.dayOff)!.date, -plan.dayOffIn)
  const service = async (where: Where) => {
    const { docs } = await payload.find({ collection: 'services', where, limit: 1, depth: 0, overrideAccess: false })
    return { id: String(docs[0]!.id), duration: docs[0]!.duration }
  }
  airTouch = await service({ path: { equals: 'female/hair/colouring/air-touch' } })
  hairCare = await service({ path: { like: 'female/hair/hair-care/' }, salons: { contains: Number(chelsea) } })
  manicure = await service({ path: { equals: 'female/nails/manicure-nails/classic-gel-manicure' } })
})

describe('catalogue lists', () => {
  it('lists the salons with their time zone, in the requested language, cached publicly', async () => {
    const en = await call(locationsRead(depsWith()), '/api/booking/locations')
    expect(en.status).toBe(200)
    expect(en.cache).toMatch(/^public, max-age=\d+/)
    const list = z.array(schemas.location).parse(en.body)
    expect(list.map((l) => l.slug)).toEqual(seedSalons.map((s) => s.slug))
    const seeded = seedSalons[0]!
    expect(list[0]).toMatchObject({
      id: chelsea,
      name: seeded.title.en,
      street: seeded.street.en,
      postcode: seeded.postcode,
      phone: seeded.phone,
      geo: { lat: seeded.lat, lng: seeded.lng },
      timezone: ZONE,
    })
    const uk = await call(locationsRead(depsWith()), '/api/booking/locations?locale=uk')
    expect(uk.body[0]).toMatchObject({ id: chelsea, street: seeded.street.uk, city: seeded.city.uk })
  })

  it("lists a salon's services with the price there in pounds and the duration in minutes", async () => {
    const payload = await testPayload()
    const res = await call(servicesRead(depsWith()), `/api/booking/services?location=${kensington}`)
    expect(res.status).toBe(200)
    const list = z.array(schemas.service).parse(res.body)
    const visible = await payload.find({
      collection: 'services',
      where: { salons: { contains: Number(kensington) } },
      limit: 1000,
      depth: 0,
      overrideAccess: false,
    })
    expect(list.map((s) => s.id).sort()).toEqual(visible.docs.map((d) => String(d.id)).sort())
    for (const doc of visible.docs) {
      const item = list.find((s) => s.id === String(doc.id))!
      const price = doc.prices?.find((p) => String(p.salon) === kensington)?.price ?? null
      expect(item).toMatchObject({ name: doc.title, duration: doc.duration, price, currency: 'GBP' })
      expect(item.locations).toContain(kensington)
      // Each service names its direction with its top group, the first two levels of its path.
      expect(item.group?.path, item.slug).toBe(doc.path!.split('/').slice(0, 2).join('/'))
    }
    expect(list.find((s) => s.path === 'female/nails/manicure-nails/classic-gel-manicure')?.group).toEqual({
      path: 'female/nails',
      name: 'Women · Nails',
    })
    const uk = await call(servicesRead(depsWith()), `/api/booking/services?location=${kensington}&locale=uk`)
    const ukList = z.array(schemas.service).parse(uk.body)
    expect(ukList.find((s) => s.path === 'male/hair/mens-haircut-scissors')?.group).toEqual({
      path: 'male/hair',
      name: 'Чоловікам · Волосся',
    })
  })

  it('lists only stylists at the salon who perform every chosen service', async () => {
    const payload = await testPayload()
    const res = await call(
      employeesRead(depsWith()),
      `/api/booking/employees?location=${chelsea}&services=${airTouch.id},${hairCare.id}`,
    )
    expect(res.status).toBe(200)
    const list = z.array(schemas.employee).parse(res.body)
    const all = await payload.find({ collection: 'employees', limit: 100, depth: 0, overrideAccess: false })
    const expected = all.docs.filter((e) => {
      const services = (e.services ?? []).map(String)
      return (
        (e.salons ?? []).map(String).includes(chelsea) && [airTouch.id, hairCare.id].every((s) => services.includes(s))
      )
    })
    expect(expected.length).toBeGreaterThan(0)
    expect(list.map((e) => e.id)).toEqual(expected.map((e) => String(e.id)))
    expect(list.map((e) => e.slug)).toContain('olivia-bennett')
    for (const e of list) expect(e.services).toEqual(expect.arrayContaining([airTouch.id, hairCare.id]))
  })

  it("answers the salon's online-booking settings the widget follows", async () => {
    const res = await call(settingsRead(depsWith()), '/api/booking/settings')
    expect(res.status).toBe(200)
    expect(schemas.bookingSettings.strict().parse(res.body)).toEqual({
      severalServices: bookingSettings.severalServices,
      skipProfessional: bookingSettings.skipProfessional,
      timeStep: bookingSettings.timeStep,
      nearestBookingMinutes: bookingSettings.nearestBookingMinutes,
      canCancelIn48Hours: bookingSettings.canCancelIn48Hours,
    })
  })

  it('lists the positions', async () => {
    const payload = await testPayload()
    const res = await call(positionsRead(depsWith()), '/api/booking/positions?locale=uk')
    const list = z.array(schemas.position).parse(res.body)
    const { totalDocs } = await payload.count({ collection: 'positions', overrideAccess: false })
    expect(list).toHaveLength(totalDocs)
    expect(list.map((p) => p.name)).toContain('Старший стиліст')
  })

  it("gives a stylist's published reviews with the client's first name only", async () => {
    const id = stylists.get('olivia-bennett')!
    const res = await call(feedbacksRead(depsWith()), `/api/booking/feedbacks?employee=${id}`)
    expect(res.status).toBe(200)
    const list = z.array(schemas.feedback.strict()).parse(res.body)
    // Newest first: the seed's visits are further back the later they come in its list.
    const seeded = visits.filter((v) => v.stylist === 'olivia-bennett' && v.review).sort((a, b) => b.inDays - a.inDays)
    expect(seeded.length).toBeGreaterThan(1)
    const firstNames = new Map(clients.map((c) => [c.phone, c.firstName]))
    expect(list).toEqual(
      seeded.map((v) =>
        expect.objectContaining({
          firstName: firstNames.get(v.client),
          employee: id,
          employeeName: 'Olivia Bennett',
          rating: v.review!.rating,
          text: v.review!.text,
        }),
      ),
    )
    const none = await call(feedbacksRead(depsWith()), '/api/booking/feedbacks?employee=999999')
    expect(none).toMatchObject({ status: 200, body: [] })
    const all = await call(feedbacksRead(depsWith()), '/api/booking/feedbacks')
    expect(all.body.length).toBe(visits.filter((v) => v.review && v.inDays < 0).length)
  })

  it('answers 400 with a message per parameter on a bad query', async () => {
    const cases: [ReadAnswer, string, string][] = [
      [locationsRead(depsWith()), '/api/booking/locations?locale=fr', 'locale'],
      [servicesRead(depsWith()), '/api/booking/services?location=1%3Bdrop', 'location'],
      [employeesRead(depsWith()), '/api/booking/employees?services=1;2', 'services'],
      [employeesRead(depsWith()), '/api/booking/employees?location=abc', 'location'],
      [
        freeTimeRead(depsWith()),
        `/api/booking/free-time?location=${chelsea}&services=1&from=2027-01-01&to=2027-01-02&employee=x1`,
        'employee',
      ],
      [
        employeesRead(depsWith()),
        `/api/booking/employees?services=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`,
        'services',
      ],
      [feedbacksRead(depsWith()), '/api/booking/feedbacks?employee=%20', 'employee'],
    ]
    for (const [handler, path, field] of cases) {
      const res = await call(handler, path)
      expect(res.status, path).toBe(400)
      expect(res.body.reason).toBe('invalid_request')
      schemas.problem.strict().parse(res.body)
      expect(res.body.fields[field], path).toEqual(expect.any(String))
    }
  })

  it('logs an internal failure and answers an empty list', async () => {
    const failing = new Proxy({} as EngineCatalogue, {
      get: () => async () => {
        throw new Error('database unreachable')
      },
    })
    const lists: [(f: () => Promise<ReadDeps>) => ReadAnswer, string][] = [
      [locationsRead, '/api/booking/locations'],
      [servicesRead, `/api/booking/services?location=${chelsea}`],
      [employeesRead, `/api/booking/employees?location=${chelsea}`],
      [positionsRead, '/api/booking/positions'],
      [feedbacksRead, '/api/booking/feedbacks'],
    ]
    for (const [make, path] of lists) {
      logged.length = 0
      const res = await call(make(depsWith(systemClock, failing)), path)
      expect(res, path).toEqual({ status: 200, cache: 'no-store', body: [] })
      expect(logged).toHaveLength(1)
      expect(logged[0]!.context).toMatchObject({ route: `GET ${path.split('?')[0]}` })
      expect(String(logged[0]!.context.err)).toContain('database unreachable')
    }
    const free = await call(
      freeTimeRead(depsWith(systemClock, failing)),
      `/api/booking/free-time?location=${chelsea}&services=${airTouch.id}&from=2026-12-01&to=2026-12-02`,
    )
    expect(free.status).toBe(503)
    expect(free.body.message).toMatch(/try again/)
    expect(free.body.reason).toBe('unavailable')
  })
})

describe('free time', () => {
  const freeTime = (query: string, clock?: Clock) =>
    call(freeTimeRead(depsWith(clock)), `/api/booking/free-time?${query}`)
  /** Starts every 30 minutes from `from` while the visit still ends by `to`. */
  const starts = (from: string, to: string, minutes: number) => {
    const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))
    const out: string[] = []
    for (let m = toMin(from); m + minutes <= toMin(to); m += bookingSettings.timeStep)
      out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`)
    return out
  }
  const plan = (slug: string) => stylistBooking.find((p) => p.stylist === slug)!
  /** A date after the seed day when the stylist works the normal hours of their first shift. */
  const ordinaryDay = (slug: string, after: number) => {
    const p = plan(slug)
    for (let i = after; ; i++) {
      const date = addCalendarDays(seedDay, i)
      if (i !== p.dayOffIn && i !== p.shortDayIn && p.shifts[0]!.days.includes(isoWeekday(date))) return date
    }
  }

  it("follows the stylist's week: hours with a break, day off, changed hours, nothing booked", async () => {
    // A stylist of this test's own, with the demo's kind of week counted from today: nobody else
    // books them, so every start of their hours is offered whatever other files left behind.
    const payload = await testPayload()
    const today = instantToLocal(new Date(), ZONE).date
    const p = { ...plan('olivia-bennett'), dayOffIn: 9, shortDayIn: 3 }
    const salon = Number(chelsea)
    const own = await payload.create({
      collection: 'employees',
      data: {
        name: 'Weekly Reader',
        slug: `weekly-reader-${Date.now()}`,
        salons: [salon],
        services: [Number(airTouch.id)],
        workingHours: p.shifts[0]!.days.flatMap((day) =>
          p.shifts[0]!.hours.map(([start, end]) => ({ salon, weekday: String(day) as never, start, end })),
        ),
        scheduleExceptions: [
          { date: addCalendarDays(today, p.dayOffIn), salon, dayOff: true },
          { date: addCalendarDays(today, p.shortDayIn), salon, start: p.shortDay[0], end: p.shortDay[1] },
        ],
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    onTestFinished(() =>
      payload
        .delete({ collection: 'employees', id: own.id, overrideAccess: true, context: { disableRevalidate: true } })
        .then(() => undefined),
    )
    const id = String(own.id)
    const from = addCalendarDays(today, 1)
    const to = addCalendarDays(today, 14)
    const res = await freeTime(`location=${chelsea}&services=${airTouch.id}&from=${from}&to=${to}&employee=${id}`)
    expect(res.status).toBe(200)
    expect(res.cache).toBe('no-store')
    expect(Object.keys(res.body)).toEqual([id])
    const days = res.body[id] as Record<string, string[]>
    for (let i = 1; i <= 14; i++) {
      const date = addCalendarDays(today, i)
      const works = p.shifts[0]!.days.includes(isoWeekday(date))
      let expected: string[] | undefined
      // A date's exception replaces the weekly pattern: changed hours open even a usual day off.
      if (i === p.dayOffIn) expected = undefined
      else if (i === p.shortDayIn) expected = starts(p.shortDay[0], p.shortDay[1], airTouch.duration)
      else if (!works) expected = undefined
      else expected = p.shifts[0]!.hours.flatMap(([a, b]) => starts(a, b, airTouch.duration))
      expect(days[date], `${date} (day ${i})`).toEqual(expected?.length ? expected : undefined)
    }
  })

  it("offers no time while the salon is shut, though a stylist's hours start earlier", async () => {
    // The demo salon's hours (contacts): Mon–Sat 09:30–20:00, Sun 10:00–18:00. Amara's early
    // shift at Chelsea starts at 09:00: her first time is 09:30.
    const id = stylists.get('amara-okafor')!
    const p = plan('amara-okafor')
    expect(p.shifts[0]!.hours[0]![0]).toBe('09:00')
    const date = ordinaryDay('amara-okafor', 1)
    const res = await freeTime(`location=${chelsea}&services=${hairCare.id}&from=${date}&to=${date}&employee=${id}`)
    expect(res.body).toEqual({
      [id]: {
        [date]: [
          ...starts('09:30', p.shifts[0]!.hours[0]![1], hairCare.duration),
          ...starts(p.shifts[0]!.hours[1]![0], p.shifts[0]!.hours[1]![1], hairCare.duration),
        ],
      },
    })

    // Every stylist, a fortnight: each visit starts and ends within that day's opening hours.
    const from = addCalendarDays(seedDay, 1)
    const all = await freeTime(
      `location=${chelsea}&services=${hairCare.id}&from=${from}&to=${addCalendarDays(from, 13)}`,
    )
    expect(all.status).toBe(200)
    let offered = 0
    for (const days of Object.values(all.body as Record<string, Record<string, string[]>>)) {
      for (const [day, times] of Object.entries(days)) {
        const [opens, closes] = isoWeekday(day) === 7 ? ['10:00', '18:00'] : ['09:30', '20:00']
        for (const time of times) {
          offered++
          expect(time >= opens, `${day} ${time}`).toBe(true)
          const end = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + hairCare.duration
          expect(end <= Number(closes.slice(0, 2)) * 60, `${day} ${time}`).toBe(true)
        }
      }
    }
    expect(offered).toBeGreaterThan(50)
  })

  it('adds up the durations of several services', async () => {
    const id = stylists.get('olivia-bennett')!
    const date = ordinaryDay('olivia-bennett', 1)
    const res = await freeTime(
      `location=${chelsea}&services=${airTouch.id},${hairCare.id}&from=${date}&to=${date}&employee=${id}`,
    )
    const total = airTouch.duration + hairCare.duration
    expect(res.body).toEqual({
      [id]: { [date]: plan('olivia-bennett').shifts[0]!.hours.flatMap(([a, b]) => starts(a, b, total)) },
    })
  })

  it('leaves out a booked time', async () => {
    const payload = await testPayload()
    const id = stylists.get('sofia-rossi')!
    const { docs } = await payload.find({
      collection: 'booking-slots',
      where: {
        stylist: { equals: Number(id) },
        live: { equals: true },
        start: { greater_than: new Date().toISOString() },
      },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const slot = docs[0]!
    const start = new Date(slot.start)
    const end = new Date(slot.end)
    const { date } = (await import('@/features/booking/domain/time')).instantToLocal(start, ZONE)
    const res = await freeTime(`location=${chelsea}&services=${manicure.id}&from=${date}&to=${date}&employee=${id}`)
    const offered = (res.body[id][date] ?? []) as string[]
    expect(offered.length).toBeGreaterThan(0)
    const clashes = offered.filter((t) => {
      const s = localToInstant(date, t, ZONE)!
      const e = new Date(s.getTime() + manicure.duration * 60_000)
      return s < end && e > start
    })
    expect(clashes).toEqual([])
    // The times right after the booking are offered again.
    expect(offered.some((t) => localToInstant(date, t, ZONE)!.getTime() >= end.getTime())).toBe(true)
  })

  it('offers nothing sooner than the nearest-booking limit from now', async () => {
    const id = stylists.get('olivia-bennett')!
    const date = ordinaryDay('olivia-bennett', 1)
    const now = localToInstant(date, '10:15', ZONE)!
    const res = await freeTime(
      `location=${chelsea}&services=${airTouch.id}&from=${addCalendarDays(date, -1)}&to=${date}&employee=${id}`,
      { now: () => now },
    )
    // 10:15 + 60 minutes = 11:15: the day's times from 11:30 on (the grid runs from 10:00), none the day before.
    const day = plan('olivia-bennett').shifts[0]!.hours.flatMap(([a, b]) => starts(a, b, airTouch.duration))
    expect(bookingSettings.nearestBookingMinutes).toBe(60)
    expect(res.body).toEqual({ [id]: { [date]: day.filter((t) => t >= '11:30') } })
  })

  it('lists every capable stylist of the salon when no stylist is chosen', async () => {
    const payload = await testPayload()
    const date = addCalendarDays(seedDay, 20)
    const res = await freeTime(
      `location=${chelsea}&services=${hairCare.id}&from=${date}&to=${addCalendarDays(date, 6)}`,
    )
    expect(res.status).toBe(200)
    const { docs } = await payload.find({ collection: 'employees', limit: 100, depth: 0, overrideAccess: false })
    const capable = docs
      .filter(
        (e) =>
          (e.services ?? []).map(String).includes(hairCare.id) &&
          (e.workingHours ?? []).some((h) => String(h.salon) === chelsea),
      )
      .map((e) => String(e.id))
    expect(capable.length).toBeGreaterThan(1)
    expect(Object.keys(res.body).sort()).toEqual(capable.sort())
    for (const id of capable) expect(Object.keys(res.body[id]).length, id).toBeGreaterThan(0)
  })

  it('answers {} for a stylist who does not perform the services', async () => {
    const res = await freeTime(
      `location=${chelsea}&services=${airTouch.id}&from=2026-12-01&to=2026-12-07&employee=${stylists.get('james-whitmore')}`,
    )
    expect(res).toMatchObject({ status: 200, body: {} })
  })

  it('answers 400 with field messages on a bad query and 404 for an unknown salon or service', async () => {
    const base = { location: chelsea, services: airTouch.id, from: '2026-12-01', to: '2026-12-07' }
    const ask = (o: Record<string, string | undefined>) => {
      const q = new URLSearchParams(
        Object.entries({ ...base, ...o }).filter(([, v]) => v !== undefined) as [string, string][],
      )
      return freeTime(q.toString())
    }
    const bad: [Record<string, string | undefined>, string][] = [
      [{ location: undefined }, 'location'],
      [{ services: undefined }, 'services'],
      [{ services: ',,' }, 'services'],
      [{ from: '2026-02-30' }, 'from'],
      [{ from: '01/12/2026' }, 'from'],
      [{ to: '2026-11-30' }, 'to'],
      [{ to: '2027-02-01' }, 'to'],
      [{ employee: '<x>' }, 'employee'],
      // An id that is no number is malformed, not unknown (issue 12).
      [{ location: 'chelsea' }, 'location'],
    ]
    for (const [query, field] of bad) {
      const res = await ask(query)
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body).toMatchObject({ reason: 'invalid_request', fields: { [field]: expect.any(String) } })
      schemas.problem.strict().parse(res.body)
    }
    expect((await ask({ to: '2026-11-30' })).body).toMatchObject({
      message: 'The last date is before the first date.',
      fields: { to: 'The last date is before the first date.' },
    })
    expect((await ask({ to: '2027-02-01' })).body.fields.to).toBe('Ask for at most 62 days at a time.')
    for (const [query, field] of [
      [{ location: '999999' }, 'location'],
      [{ services: `${airTouch.id},999999` }, 'services'],
    ] as const) {
      const res = await ask(query)
      expect(res.status, JSON.stringify(query)).toBe(404)
      expect(res.body).toMatchObject({ reason: 'not_found', fields: { [field]: expect.any(String) } })
    }
  })
})
