/**
 * The front desk's endpoints (/api/staff/*) over real HTTP and the real database, signed in as the
 * demo staff member: booking a phone client into a time the engine offers, moving, refusing what
 * is in the way, confirming outside hours, two receptionists on one visit, blocked time, closing
 * visits, cancelling with a text, the client card — and front-desk bookings racing online ones
 * for the same times (runs on SQLite and on PostgreSQL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadLocationSchedules } from '@/booking/adapters/schedules'
import { addCalendarDays, formatMinutesOfDay, instantToLocal, minutesOfDay } from '@/booking/domain/time'

import { DEMO_ADMIN } from '../helpers/admin'
import { chelsea, freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { startRouteServer, Visitor, type RouteServer } from '../helpers/route-server'
import { messagesTo } from '../helpers/sms-outbox'

let server: RouteServer
let payload: Payload
let desk: Desk

class Desk extends Visitor {
  constructor(
    base: string,
    readonly token: string,
  ) {
    super(base)
  }
  send(method: string, pathname: string, body?: unknown) {
    return this.call(method, pathname, body, { authorization: `JWT ${this.token}` })
  }
}

interface VisitJson {
  id: string
  version: string
  state: string
  source: string
  start: string
  end: string
  client: { id: string; name: string; phone: string } | null
  items: { id: string; serviceId: string; employeeId: string; start: string; duration: number }[]
}
const visitOf = (r: { json: Record<string, unknown> }) => r.json.visit as VisitJson

beforeAll(async () => {
  payload = await testPayload()
  server = await startRouteServer()
  const { token } = await payload.login({ collection: 'users', data: DEMO_ADMIN })
  desk = new Desk(server.url, token!)
})
afterAll(() => server?.close())

/** Two stylists of the salon who both do one service, and that service. */
async function pairSharingAService() {
  const salon = await chelsea(payload)
  const schedules = await loadLocationSchedules(payload, salon)
  for (const a of schedules)
    for (const b of schedules)
      if (a !== b) {
        const shared = a.serviceIds.find((s) => b.serviceIds.includes(s))
        if (shared) {
          const service = await payload.findByID({ collection: 'services', id: Number(shared), overrideAccess: true })
          return { salon, a: a.employeeId, b: b.employeeId, service }
        }
      }
  throw new Error('no two stylists share a service')
}

async function runJobs() {
  await payload.jobs.run({ limit: 100 })
}

async function timesOn(salon: string, employee: string, service: string, date: string): Promise<string[]> {
  const r = await desk.send(
    'GET',
    `/api/staff/free-time?salon=${salon}&employee=${employee}&services=${service}&date=${date}`,
  )
  expect(r.status).toBe(200)
  return r.json.times as string[]
}

/** A day `from` days ahead or later when the stylist is offered at least `count` starts, and those starts. */
async function offered(salon: string, employee: string, service: string, from: number, count = 4) {
  const today = instantToLocal(new Date(), 'Europe/London').date
  for (let i = from; i < from + 21; i++) {
    const date = addCalendarDays(today, i)
    const r = await desk.send(
      'GET',
      `/api/staff/free-time?salon=${salon}&employee=${employee}&services=${service}&date=${date}`,
    )
    expect(r.status).toBe(200)
    const times = r.json.times as string[]
    if (times.length >= count) return { date, times }
  }
  throw new Error('no day with free time')
}

describe('the front desk', () => {
  it('answers only signed-in staff', async () => {
    const anonymous = new Visitor(server.url)
    expect((await anonymous.get('/api/staff/calendar')).status).toBe(401)
    const client = await signedInVisitor(server.url, freshPhone(700), freshIp('198.51.100'))
    const r = await client.post('/api/staff/visits', {})
    expect(r.status).toBe(401)
    expect(r.json.message).toMatch(/Sign in to the admin/)
  })

  it('books a phone client into an offered time, moves the visit, and refuses what is in the way', async () => {
    const { salon, a, b, service } = await pairSharingAService()
    const { date, times } = await offered(String(salon.id), a, String(service.id), 40)
    const phone = freshPhone(720)
    const booked = await desk.send('POST', '/api/staff/visits', {
      salon: String(salon.id),
      start: `${date}T${times[0]}`,
      employee: a,
      services: [String(service.id)],
      client: { phone, firstName: 'Phoebe', lastName: 'Caller' },
    })
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    const visit = visitOf(booked)
    expect(visit).toMatchObject({ state: 'planned', source: 'front-desk', start: times[0] })
    expect(visit.client).toMatchObject({ name: 'Phoebe Caller', phone })
    // The engine stops offering it.
    expect(await timesOn(String(salon.id), a, String(service.id), date)).not.toContain(times[0])
    await runJobs()
    expect(messagesTo(phone).filter((m) => m.body.startsWith("Parlour: you're booked"))).toHaveLength(1)

    // Another stylist at the same time.
    const moved = await desk.send('PATCH', `/api/staff/visits/${visit.id}`, {
      version: visit.version,
      employee: b,
      confirm: true,
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    expect(visitOf(moved).items.every((i) => i.employeeId === b)).toBe(true)

    // A second visit with stylist A; moving the first back onto it is refused, naming it.
    const other = await desk.send('POST', '/api/staff/visits', {
      salon: String(salon.id),
      start: `${date}T${times[0]}`,
      employee: a,
      services: [String(service.id)],
      client: { phone: freshPhone(720), firstName: 'Quentin', lastName: 'Walkin' },
    })
    expect(other.status, JSON.stringify(other.json)).toBe(201)
    const clash = await desk.send('PATCH', `/api/staff/visits/${visit.id}`, {
      version: visitOf(moved).version,
      employee: a,
      confirm: true,
    })
    expect(clash.status).toBe(409)
    expect(clash.json).toMatchObject({ reason: 'slot_taken' })
    expect(clash.json.message).toMatch(/Quentin Walkin’s visit \d\d:\d\d–\d\d:\d\d \(.+\) is in the way/)
  })

  it('refuses an edit made on a version someone else has changed since', async () => {
    const { salon, a, service } = await pairSharingAService()
    const { date, times } = await offered(String(salon.id), a, String(service.id), 45)
    const booked = visitOf(
      await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${times[0]}`,
        employee: a,
        services: [String(service.id)],
        client: { phone: freshPhone(730), firstName: 'Rosa', lastName: 'Twice' },
      }),
    )
    const first = await desk.send('PATCH', `/api/staff/visits/${booked.id}`, { version: booked.version, note: 'Mine' })
    expect(first.status).toBe(200)
    const second = await desk.send('PATCH', `/api/staff/visits/${booked.id}`, {
      version: booked.version,
      note: 'Theirs',
    })
    expect(second.status).toBe(409)
    expect(second.json).toMatchObject({ reason: 'changed_meanwhile' })
    expect(second.json.message).toMatch(/Someone else changed this visit/)
    // Two receptionists on the same version at the same instant: one change is kept, the other refused.
    const v = visitOf(first).version
    const both = await Promise.all([
      desk.send('POST', `/api/staff/visits/${booked.id}/state`, { version: v, state: 'confirmed' }),
      desk.send('PATCH', `/api/staff/visits/${booked.id}`, { version: v, note: 'Racing' }),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
  })

  it('keeps a visit untouched by a change that needs confirming, so the confirmation goes through', async () => {
    const { salon, a, service } = await pairSharingAService()
    const { date, times } = await offered(String(salon.id), a, String(service.id), 52)
    const booked = visitOf(
      await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${times[0]}`,
        employee: a,
        services: [String(service.id)],
        client: { phone: freshPhone(736), firstName: 'Vera', lastName: 'Early' },
      }),
    )
    const move = { version: booked.version, start: `${date}T06:00` }
    const asked = await desk.send('PATCH', `/api/staff/visits/${booked.id}`, move)
    expect(asked.status).toBe(409)
    expect(asked.json.reason).toBe('needs_confirmation')
    // Also arriving days ahead is refused, and leaves the version as it was.
    const early = await desk.send('POST', `/api/staff/visits/${booked.id}/state`, {
      version: booked.version,
      state: 'arrived',
    })
    expect(early.json).toMatchObject({ reason: 'not_today' })
    const confirmed = await desk.send('PATCH', `/api/staff/visits/${booked.id}`, { ...move, confirm: true })
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200)
    expect(visitOf(confirmed).start).toBe('06:00')
    // A refused booking creates no client either.
    const phone = freshPhone(736)
    const refused = await desk.send('POST', '/api/staff/visits', {
      salon: String(salon.id),
      start: `${date}T05:00`,
      employee: a,
      services: [String(service.id)],
      client: { phone, firstName: 'Never', lastName: 'Booked' },
    })
    expect(refused.json.reason).toBe('needs_confirmation')
    expect((await payload.count({ collection: 'clients', where: { phone: { equals: phone } } })).totalDocs).toBe(0)
  })

  it('moves one stylist’s services of a two-stylist visit to another stylist, the other keeping theirs', async () => {
    const salon = await chelsea(payload)
    const schedules = await loadLocationSchedules(payload, salon)
    const [x, y, z] = schedules.map((s) => s.employeeId)
    const service = schedules[0]!.serviceIds[0]!
    const { date, times } = await offered(String(salon.id), x!, service, 56)
    const booked = visitOf(
      await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${times[0]}`,
        employee: x,
        services: [service],
        client: { phone: freshPhone(737), firstName: 'Wendy', lastName: 'Two' },
      }),
    )
    const added = visitOf(
      await desk.send('POST', `/api/staff/visits/${booked.id}/services`, {
        version: booked.version,
        service,
        employee: y,
        confirm: true,
      }),
    )
    expect(added.items.map((i) => i.employeeId)).toEqual([x, y])
    const moved = await desk.send('PATCH', `/api/staff/visits/${booked.id}`, {
      version: added.version,
      start: `${date}T${added.start}`,
      employee: z,
      from: y,
      confirm: true,
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    expect(visitOf(moved).items.map((i) => i.employeeId)).toEqual([x, z])
    // Nothing changed is no change (and no text).
    const same = await desk.send('PATCH', `/api/staff/visits/${booked.id}`, {
      version: visitOf(moved).version,
      start: `${date}T${visitOf(moved).start}`,
    })
    expect(visitOf(same).version).toBe(visitOf(moved).version)
    // A stylist of no salon here is refused; so is an id the database cannot hold.
    const stranger = await desk.send('PATCH', `/api/staff/visits/${booked.id}`, {
      version: visitOf(moved).version,
      employee: '999999',
      confirm: true,
    })
    expect(stranger.status).toBe(400)
    expect(stranger.json.message).toMatch(/stylist of this salon/)
    const huge = await desk.send('PATCH', '/api/staff/visits/99999999999', { version: 'x', note: 'n' })
    expect(huge.status).toBe(404)
  })

  it('adds a service at the end of a visit and removes one, texting the client about the change', async () => {
    const { salon, a, service } = await pairSharingAService()
    const { date, times } = await offered(String(salon.id), a, String(service.id), 48)
    const phone = freshPhone(735)
    const booked = visitOf(
      await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${times[0]}`,
        employee: a,
        services: [String(service.id)],
        client: { phone, firstName: 'Ursula', lastName: 'Extra' },
      }),
    )
    const added = await desk.send('POST', `/api/staff/visits/${booked.id}/services`, {
      version: booked.version,
      service: String(service.id),
      confirm: true,
    })
    expect(added.status, JSON.stringify(added.json)).toBe(200)
    const two = visitOf(added)
    expect(two.items).toHaveLength(2)
    // The second service starts where the first ends.
    const [first, second] = two.items
    expect(minutesOfDay(second!.start as never)).toBe(minutesOfDay(first!.start as never) + first!.duration)
    expect(two.end).toBe(formatMinutesOfDay(minutesOfDay(first!.start as never) + 2 * first!.duration))

    const removed = await desk.send(
      'DELETE',
      `/api/staff/visits/${booked.id}/services/${second!.id}?version=${encodeURIComponent(two.version)}`,
    )
    expect(removed.status, JSON.stringify(removed.json)).toBe(200)
    expect(visitOf(removed).items.map((i) => i.id)).toEqual([first!.id])
    // The last service cannot go: cancel the visit instead.
    const last = await desk.send(
      'DELETE',
      `/api/staff/visits/${booked.id}/services/${first!.id}?version=${encodeURIComponent(visitOf(removed).version)}`,
    )
    expect(last.status).toBe(400)
    expect(last.json.message).toMatch(/cancel the visit instead/)
    await runJobs()
    expect(messagesTo(phone).filter((m) => m.body.startsWith('Parlour: your visit is now')).length).toBeGreaterThan(0)
  })

  it('asks before booking outside working hours, and books after the confirmation', async () => {
    const { salon, a, service } = await pairSharingAService()
    const { date } = await offered(String(salon.id), a, String(service.id), 50)
    const body = {
      salon: String(salon.id),
      start: `${date}T06:00`,
      employee: a,
      services: [String(service.id)],
      client: { phone: freshPhone(740), firstName: 'Early', lastName: 'Bird' },
    }
    const asked = await desk.send('POST', '/api/staff/visits', body)
    expect(asked.status).toBe(409)
    expect(asked.json).toMatchObject({ reason: 'needs_confirmation' })
    expect(asked.json.warnings).toEqual([expect.objectContaining({ kind: 'outside_hours' })])
    const count = await payload.count({ collection: 'appointments', where: { date: { equals: date } } })
    const done = await desk.send('POST', '/api/staff/visits', { ...body, confirm: true })
    expect(done.status).toBe(201)
    expect((await payload.count({ collection: 'appointments', where: { date: { equals: date } } })).totalDocs).toBe(
      count.totalDocs + 1,
    )
  })

  it('blocks time for a stylist through the calendar, and online booking stops offering it', async () => {
    const { salon, a, service } = await pairSharingAService()
    const { date, times } = await offered(String(salon.id), a, String(service.id), 55)
    const start = times[1]!
    const end = formatMinutesOfDay(minutesOfDay(start as never) + 60)
    const made = await desk.send('POST', '/api/staff/time-blocks', {
      salon: String(salon.id),
      employee: a,
      date,
      start,
      end,
      reason: 'Dentist',
    })
    expect(made.status, JSON.stringify(made.json)).toBe(201)
    const online = await new Visitor(server.url).get(
      `/api/booking/free-time?location=${salon.id}&services=${service.id}&employee=${a}&from=${date}&to=${date}`,
    )
    expect(online.status).toBe(200)
    const offeredOnline = ((online.json as Record<string, Record<string, string[]>>)[a] ?? {})[date] ?? []
    expect(offeredOnline).not.toContain(start)
    const day = await desk.send('GET', `/api/staff/calendar?salon=${salon.id}&date=${date}`)
    const column = (day.json.columns as { employeeId: string; blocked: { start: string; reason: string }[] }[]).find(
      (c) => c.employeeId === a,
    )!
    expect(column.blocked).toContainEqual(expect.objectContaining({ start, reason: 'Dentist' }))
    // A bad block is a 400 with the field's message; removing the block offers the time again.
    const bad = await desk.send('POST', '/api/staff/time-blocks', {
      salon: String(salon.id),
      employee: a,
      date,
      start: end,
      end: start,
    })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toMatch(/later than the start/)
    expect(
      (await desk.send('DELETE', `/api/staff/time-blocks/${made.json.block && (made.json.block as { id: string }).id}`))
        .status,
    ).toBe(200)
  })

  it('closes visits: completed may be reviewed, a no-show counts on the client card; a cancellation is texted', async () => {
    const { salon, a, service } = await pairSharingAService()
    const client = await signedInVisitor(server.url, freshPhone(750), freshIp('198.51.100'))
    const clientPhone = (await payload.findByID({ collection: 'clients', id: client.clientId, overrideAccess: true }))
      .phone
    // Two visits that have already started (walk-ins entered afterwards): the desk confirms the past.
    const today = instantToLocal(new Date(), 'Europe/London').date
    const yesterday = addCalendarDays(today, -1)
    const twoDaysAgo = addCalendarDays(today, -2)
    const book = async (date: string) => {
      const r = await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T06:15`,
        employee: a,
        services: [String(service.id)],
        client: { id: String(client.clientId) },
        confirm: true,
      })
      expect(r.status, JSON.stringify(r.json)).toBe(201)
      return visitOf(r)
    }
    const done = await book(twoDaysAgo)
    const missed = await book(yesterday)
    const completed = await desk.send('POST', `/api/staff/visits/${done.id}/state`, {
      version: done.version,
      state: 'completed',
    })
    expect(completed.status).toBe(200)
    expect(visitOf(completed).state).toBe('completed')
    const noShow = await desk.send('POST', `/api/staff/visits/${missed.id}/state`, {
      version: missed.version,
      state: 'no-show',
    })
    expect(visitOf(noShow).state).toBe('no-show')
    // A closed visit is not cancelled (its takings and no-show stay on the books).
    const late = await desk.send('POST', `/api/staff/visits/${done.id}/cancel`, {
      version: visitOf(completed).version,
      reason: 'Changed her mind',
    })
    expect(late.json).toMatchObject({ reason: 'already_closed' })
    const account = await client.get('/api/booking/appointments')
    const mine = account.json.appointments as { id: string; canReview: boolean; state: string }[]
    expect(mine.find((v) => v.id === done.id)).toMatchObject({ state: 'completed', canReview: true })
    expect(mine.find((v) => v.id === missed.id)).toMatchObject({ state: 'no-show', canReview: false })
    const card = await desk.send('GET', `/api/staff/clients/${client.clientId}`)
    expect(card.status).toBe(200)
    expect(card.json.noShows).toBe(1)
    expect((card.json.past as { id: string; paid: number }[]).find((v) => v.id === done.id)?.paid).toBeGreaterThan(0)

    // Staff notes and the "no online booking" switch.
    const patched = await desk.send('PATCH', `/api/staff/clients/${client.clientId}`, {
      staffNotes: 'Allergic to latex',
      forbiddenOnlineBooking: true,
    })
    expect(patched.json.client).toMatchObject({ staffNotes: 'Allergic to latex', forbiddenOnlineBooking: true })
    const found = await desk.send('GET', `/api/staff/clients?q=${encodeURIComponent(clientPhone.slice(-6))}`)
    expect((found.json.clients as { id: string }[]).map((c) => c.id)).toContain(String(client.clientId))

    // A future visit cancelled with a reason: the client is texted.
    const { date, times } = await offered(String(salon.id), a, String(service.id), 60)
    const future = visitOf(
      await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${times[0]}`,
        employee: a,
        services: [String(service.id)],
        client: { id: String(client.clientId) },
      }),
    )
    const noReason = await desk.send('POST', `/api/staff/visits/${future.id}/cancel`, {
      version: future.version,
      reason: ' ',
    })
    expect(noReason.status).toBe(400)
    const cancelled = await desk.send('POST', `/api/staff/visits/${future.id}/cancel`, {
      version: future.version,
      reason: 'Stylist off sick',
    })
    expect(cancelled.status).toBe(200)
    expect(visitOf(cancelled).state).toBe('cancelled')
    await runJobs()
    const texts = messagesTo(clientPhone).map((m) => m.body)
    expect(texts.filter((t) => /^Parlour: your visit on .+ is cancelled\.$/.test(t))).toHaveLength(1)
    // Visits entered after they happened are not texted.
    expect(texts.filter((t) => t.includes('06:15'))).toEqual([])
  })
})

describe('front-desk bookings racing online bookings', () => {
  it('lets exactly one win each time', async () => {
    const { salon, a, service } = await pairSharingAService()
    const { date } = await offered(String(salon.id), a, String(service.id), 70, 3)
    const online = await signedInVisitor(server.url, freshPhone(760), freshIp('198.51.100'))
    for (let i = 0; i < 3; i++) {
      // The first time still offered that day (the last round's winner took the one before).
      const time = (await timesOn(String(salon.id), a, String(service.id), date))[0]!
      const answers = await Promise.all([
        desk.send('POST', '/api/staff/visits', {
          salon: String(salon.id),
          start: `${date}T${time}`,
          employee: a,
          services: [String(service.id)],
          client: { phone: freshPhone(770), firstName: `Desk${i}`, lastName: 'Racer' },
          confirm: true,
        }),
        online.post('/api/booking/appointments', {
          location: String(salon.id),
          start: `${date}T${time}`,
          items: [{ service: String(service.id), employee: a }],
        }),
      ])
      const statuses = answers.map((r) => r.status)
      expect(
        statuses.filter((s) => s === 201),
        JSON.stringify(answers.map((r) => r.json)),
      ).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(1)
      // The winner holds the time alone.
      const slots = await payload.find({
        collection: 'booking-slots',
        where: {
          and: [
            { stylist: { equals: Number(a) } },
            { live: { equals: true } },
            { start: { less_than: new Date(Date.parse(`${date}T${time}:00Z`) + 3 * 3_600_000).toISOString() } },
            { end: { greater_than: new Date(Date.parse(`${date}T${time}:00Z`) - 3 * 3_600_000).toISOString() } },
          ],
        },
        overrideAccess: true,
      })
      const starts = slots.docs.map((s) => s.start).sort()
      for (let j = 1; j < starts.length; j++)
        expect(Date.parse(starts[j]!)).toBeGreaterThanOrEqual(
          Date.parse(slots.docs.find((s) => s.start === starts[j - 1])!.end),
        )
    }
  })
})
