/**
 * What one client may hold online (issue 32): at most 4 services on one day and 6 upcoming visits by
 * default (`booking-settings` → `clientLimits`), holds included, refused with 409 and a message that
 * says what to do; requests of one client at the same moment never pass the limits together; staff
 * are not limited. And the slot guard on SQLite refuses what PostgreSQL's constraint refuses: two
 * services of one visit at overlapping times of one stylist. Real HTTP, the app's own route
 * handlers, the real database (runs on SQLite and on PostgreSQL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { minutesOfDay } from '@/features/booking/domain/time'

import { DEMO_ADMIN } from '../helpers/admin'
import { deleteAppointments, freeStarts, freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { startRouteServer, Visitor, type RouteServer } from '../helpers/route-server'

let server: RouteServer
let payload: Payload
let staffToken: string
/** Clients made here: their visits are removed afterwards, so other files see the diary as it was. */
const clients: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  server = await startRouteServer()
  staffToken = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token!
})
afterAll(async () => {
  await server?.close()
  if (clients.length) {
    const { docs } = await payload.find({
      collection: 'appointments',
      where: { client: { in: clients } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    await deleteAppointments(
      payload,
      docs.map((a) => a.id),
    )
  }
})

const DAY_LIMIT = {
  status: 409,
  json: {
    reason: 'client_limit_day',
    message: 'You can book up to 4 services for one day online. To add more, please call the salon.',
  },
}
const UPCOMING_LIMIT = {
  status: 409,
  json: {
    reason: 'client_limit_upcoming',
    message:
      'You can have up to 6 upcoming visits booked online. To book more, please call the salon (or cancel a visit you no longer need).',
  },
}
const TAKEN = {
  status: 409,
  json: { reason: 'slot_taken', message: 'Sorry, that time has just been taken. Please choose another time.' },
}
const answer = (r: { status: number; json: Record<string, unknown> }) => ({
  status: r.status,
  json: { reason: r.json.reason, message: r.json.message },
})

async function client() {
  const v = await signedInVisitor(server.url, freshPhone(460), freshIp('100.64.32'))
  clients.push(v.clientId)
  return v
}

const staff = (method: string, pathname: string, body?: unknown) =>
  new Visitor(server.url).call(method, pathname, body, { authorization: `JWT ${staffToken}` })

/** Starts of one day that do not overlap each other for a visit of `duration` minutes. */
function apart(times: string[], duration: number): string[] {
  const picked: string[] = []
  for (const t of times)
    if (!picked.length || minutesOfDay(t) >= minutesOfDay(picked.at(-1)!) + duration) picked.push(t)
  return picked
}

/** A stylist's day `fromDays` or more ahead with at least `count` starts apart, and those starts. */
async function dayWithRoom(slug: string, fromDays: number, count: number) {
  const { salon, stylist, service, days } = await freeStarts(payload, slug, fromDays)
  const day = days.find((d) => apart(d.times, service.duration).length >= count)
  if (!day) throw new Error(`${slug} has no day with ${count} starts apart`)
  const visit = (time: string) => ({
    location: salon.id,
    start: `${day.date}T${time}`,
    items: [{ service: service.id, employee: stylist.id }],
  })
  return { salon, stylist, service, date: day.date, starts: apart(day.times, service.duration).slice(0, count), visit }
}

/** Live services of a client on a date (their visits and holds). */
async function servicesOn(clientId: number, date: string) {
  const { docs } = await payload.find({
    collection: 'appointments',
    where: { and: [{ client: { equals: clientId } }, { date: { equals: date } }] },
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter((a) => a.state !== 'cancelled').flatMap((a) => a.items)
}

describe('what one client may book online', () => {
  it('takes 4 services for one day and refuses the fifth, booked or held or added; staff may add it', async () => {
    const v = await client()
    const { starts, visit, date, salon, stylist, service } = await dayWithRoom('james-whitmore', 60, 5)
    let visitId = ''
    for (const start of starts.slice(0, 4)) {
      const booked = await v.post('/api/booking/appointments', visit(start))
      expect(booked.status, JSON.stringify(booked.json)).toBe(201)
      visitId = (booked.json.appointment as { id: string }).id
    }
    // Joined into one visit of four services.
    expect(await servicesOn(v.clientId, date)).toHaveLength(4)

    expect(answer(await v.post('/api/booking/appointments', visit(starts[4]!)))).toEqual(DAY_LIMIT)
    expect(answer(await v.post('/api/booking/holds', visit(starts[4]!)))).toEqual(DAY_LIMIT)
    const added = await v.post(`/api/booking/appointments/${visitId}/services`, { service: service.id })
    expect(answer(added)).toEqual(DAY_LIMIT)
    expect(await servicesOn(v.clientId, date)).toHaveLength(4)

    // The time itself was free: another client books it.
    const other = await client()
    expect((await other.post('/api/booking/appointments', visit(starts[4]!))).status).toBe(201)

    // The front desk is not limited: a fifth service for the client, into the same visit.
    const v2 = await client()
    const second = await dayWithRoom('james-whitmore', 60, 5)
    for (const start of second.starts.slice(0, 4)) {
      const booked = await v2.post('/api/booking/appointments', second.visit(start))
      expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    }
    const desk = await staff('POST', '/api/staff/visits', {
      salon: String(salon.id),
      start: `${second.date}T${second.starts[4]}`,
      employee: String(stylist.id),
      services: [String(service.id)],
      client: { id: String(v2.clientId) },
    })
    expect(desk.status, JSON.stringify(desk.json)).toBe(201)
    expect(await servicesOn(v2.clientId, second.date)).toHaveLength(5)
  })

  it('takes 6 upcoming visits, a hold among them, and refuses a seventh until one is let go', async () => {
    const v = await client()
    const { salon, stylist, service, days } = await freeStarts(payload, 'grace-adeyemi', 80)
    const more = await freeStarts(payload, 'grace-adeyemi', 94)
    const visit = ({ date, times }: { date: string; times: string[] }) => ({
      location: salon.id,
      start: `${date}T${times[0]}`,
      items: [{ service: service.id, employee: stylist.id }],
    })
    const seven = [...days, ...more.days].slice(0, 7)
    expect(seven).toHaveLength(7)
    for (const day of seven.slice(0, 5))
      expect((await v.post('/api/booking/appointments', visit(day))).status).toBe(201)
    const held = await v.post('/api/booking/holds', visit(seven[5]!))
    expect(held.status).toBe(201)

    expect(answer(await v.post('/api/booking/appointments', visit(seven[6]!)))).toEqual(UPCOMING_LIMIT)
    expect(answer(await v.post('/api/booking/holds', visit(seven[6]!)))).toEqual(UPCOMING_LIMIT)
    // More services on a day already booked are no new visit.
    const [first] = apart(seven[0]!.times, service.duration).slice(1)
    expect(
      (await v.post('/api/booking/appointments', { ...visit(seven[0]!), start: `${seven[0]!.date}T${first}` })).status,
    ).toBe(201)

    // Letting the hold go leaves room again.
    const hold = held.json.hold as { id: string }
    expect((await v.call('DELETE', `/api/booking/holds/${hold.id}`)).status).toBe(200)
    expect((await v.post('/api/booking/appointments', visit(seven[6]!))).status).toBe(201)

    // The front desk books a seventh visit all the same.
    const desk = await staff('POST', '/api/staff/visits', {
      salon: String(salon.id),
      start: `${seven[5]!.date}T${seven[5]!.times[0]}`,
      employee: String(stylist.id),
      services: [String(service.id)],
      client: { id: String(v.clientId) },
    })
    expect(desk.status, JSON.stringify(desk.json)).toBe(201)
  })

  it('never lets requests of one client at the same moment pass the limits together', async () => {
    // Eight bookings and holds at once for eight free starts of one day, with two stylists.
    const v = await client()
    const a = await dayWithRoom('james-whitmore', 66, 4)
    const b = await freeStarts(payload, 'tomasz-nowak', 66)
    const bDay = b.days.find((d) => d.date === a.date)
    expect(bDay, `tomasz-nowak works on ${a.date}`).toBeDefined()
    const bStarts = apart(bDay!.times, b.service.duration).slice(0, 4)
    expect(bStarts).toHaveLength(4)
    const requests = [
      ...a.starts.map((t) => a.visit(t)),
      ...bStarts.map((t) => ({
        location: b.salon.id,
        start: `${a.date}T${t}`,
        items: [{ service: b.service.id, employee: b.stylist.id }],
      })),
    ].map((body, i) => v.post(i % 2 ? '/api/booking/holds' : '/api/booking/appointments', body))
    const answers = await Promise.all(requests)
    expect(answers.filter((r) => r.status === 201)).toHaveLength(4)
    for (const r of answers.filter((x) => x.status !== 201)) expect(answer(r)).toEqual(DAY_LIMIT)
    expect(await servicesOn(v.clientId, a.date)).toHaveLength(4)

    // Nine visits on nine days at once: six are taken.
    const w = await client()
    const { salon, stylist, service, days } = await freeStarts(payload, 'james-whitmore', 100)
    const later = await freeStarts(payload, 'james-whitmore', 114)
    const nine = [...days, ...later.days].slice(0, 9)
    expect(nine).toHaveLength(9)
    const visits = await Promise.all(
      nine.map((d, i) =>
        w.post(i % 3 ? '/api/booking/appointments' : '/api/booking/holds', {
          location: salon.id,
          start: `${d.date}T${d.times[0]}`,
          items: [{ service: service.id, employee: stylist.id }],
        }),
      ),
    )
    expect(visits.filter((r) => r.status === 201)).toHaveLength(6)
    for (const r of visits.filter((x) => x.status !== 201)) expect(answer(r)).toEqual(UPCOMING_LIMIT)
  })
})

describe('one visit, one stylist, overlapping services', () => {
  it('is refused from the front desk and from the admin on either database, with the same message', async () => {
    // A visit of two stylists at the same time; giving the second one's service to the first would
    // double-book the first inside the visit.
    const a = await freeStarts(payload, 'james-whitmore', 72)
    const b = await freeStarts(payload, 'tomasz-nowak', 72)
    const both = a.days.flatMap((d) => {
      const other = b.days.find((x) => x.date === d.date)
      const time = d.times.find((t) => other?.times.includes(t))
      return time ? [{ date: d.date, time }] : []
    })[0]
    expect(both, 'a time both stylists are free').toBeDefined()
    const v = await client()
    const book = (employee: string | number, service: string | number) =>
      staff('POST', '/api/staff/visits', {
        salon: String(a.salon.id),
        start: `${both!.date}T${both!.time}`,
        employee: String(employee),
        services: [String(service)],
        client: { id: String(v.clientId) },
        confirm: true,
      })
    expect((await book(a.stylist.id, a.service.id)).status).toBe(201)
    const joined = await book(b.stylist.id, b.service.id)
    expect(joined.status, JSON.stringify(joined.json)).toBe(201)
    const visit = joined.json.visit as { id: string; version: string }

    const moved = await staff('PATCH', `/api/staff/visits/${visit.id}`, {
      version: visit.version,
      employee: String(a.stylist.id),
      from: String(b.stylist.id),
      confirm: true,
    })
    expect(answer(moved)).toEqual(TAKEN)

    // The same through Payload (an edit in the admin): the whole write is refused.
    const doc = await payload.findByID({ collection: 'appointments', id: visit.id, depth: 0, overrideAccess: true })
    const edit = payload.update({
      collection: 'appointments',
      id: visit.id,
      data: { items: doc.items.map((i) => ({ ...i, stylist: a.stylist.id })) },
      overrideAccess: true,
    })
    await expect(edit).rejects.toMatchObject({ status: 409, message: TAKEN.json.message })
    const after = await payload.findByID({ collection: 'appointments', id: visit.id, depth: 0, overrideAccess: true })
    expect(after.items.map((i) => Number(i.stylist)).sort()).toEqual([a.stylist.id, b.stylist.id].sort())
  })
})
