/**
 * The diary's live changes (issue 30, decision 0044) over real HTTP and the real database, on SQLite
 * and on PostgreSQL: every committed change of a salon's diary — at the desk, online, a cancellation —
 * reaches the change bus and a staff member's event stream as `{ salon, date, version }`; a write
 * that is refused or rolled back announces nothing; the stream is staff-only and lets go of its
 * subscription when the screen goes away.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { inTransaction } from '@/platform/db/transaction'
import type { LiveChange } from '@/platform/live/bus'
import { liveBus } from '@/platform/live/process-bus'

import { appointmentOf, freeStarts, signedInVisitor } from '../helpers/booking'
import { type Desk, offered, openDesk, pairSharingAService, visitOf } from '../helpers/front-desk'
import type { RouteServer } from '../helpers/route-server'

let server: RouteServer, payload: Payload, desk: Desk
/** Phones and addresses of this file (issue 30's live part): +4474011…, 100.64.91.*. */
let nextPhone = Date.now() % 90_000
const phone = () => `+4474011${String(10_000 + (nextPhone++ % 90_000)).padStart(5, '0')}`
let nextIp = 1
const ip = () => `100.64.91.${nextIp++}`

/** What the bus delivered since the test began. */
let heard: LiveChange[] = []
let stopListening = () => {}
beforeAll(async () => {
  ;({ payload, server, desk } = await openDesk())
  stopListening = liveBus().subscribe((c) => heard.push(c))
})
beforeEach(() => {
  heard = []
})
afterAll(async () => {
  stopListening()
  await server?.close()
})

const places = () => heard.map((c) => `${c.salon} ${c.date}`)

/** A staff member's open event stream: its frames as they arrive, and closing it. */
async function openStream(salon: string, headers: Record<string, string> = {}) {
  const abort = new AbortController()
  const response = await fetch(`${server.url}/api/staff/events?salon=${salon}`, {
    headers: { authorization: `JWT ${desk.token}`, ...headers },
    signal: abort.signal,
  })
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  return {
    response,
    /** Reads until the stream's text so far satisfies `done`. */
    async until(done: (text: string) => boolean) {
      while (!done(text)) {
        const { value, done: ended } = await reader.read()
        if (ended) throw new Error(`the stream ended: ${text}`)
        text += decoder.decode(value, { stream: true })
      }
      return text
    },
    close: () => abort.abort(),
  }
}

async function deskBooking(salon: string, employee: string, service: string, from: number) {
  const { date, times } = await offered(desk, salon, employee, service, from, 2)
  const r = await desk.send('POST', '/api/staff/visits', {
    salon,
    start: `${date}T${times[0]}`,
    employee,
    services: [service],
    client: { phone: phone(), firstName: 'Lena', lastName: 'Live' },
  })
  expect(r.status, JSON.stringify(r.json)).toBe(201)
  return { date, times, visit: visitOf(r) }
}

describe('the event stream', () => {
  it('is for signed-in staff only, and names the salon it follows', async () => {
    const anonymous = await fetch(`${server.url}/api/staff/events?salon=1`)
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { message: string }).message).toMatch(/^Sign in to the admin/)
    const client = await signedInVisitor(server.url, phone(), ip())
    expect((await client.call('GET', '/api/staff/events?salon=1')).status).toBe(401)
    const noSalon = await desk.send('GET', '/api/staff/events')
    expect(noSalon.status).toBe(400)
    expect(noSalon.json.message).toBe('Choose a salon (salon=<id>).')
  })

  it('answers as an unbuffered event stream and carries a desk booking at once, with its version as the id', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const stream = await openStream(String(salon.id))
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform')
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no')
    await stream.until((t) => t.includes(': open'))
    const { date } = await deskBooking(String(salon.id), a, String(service.id), 90)
    // Delivered when the commit ends, before the booking's answer is written.
    expect(places()).toEqual([`${salon.id} ${date}`])
    const { version } = heard[0]!
    const text = await stream.until((t) => t.includes(`id: ${version}\n`))
    expect(text).toContain(
      `id: ${version}\nevent: change\ndata: ${JSON.stringify({ salon: String(salon.id), date, version })}\n\n`,
    )
    stream.close()
  })

  it('tells a reopened screen (Last-Event-ID) to read everything again', async () => {
    const salon = (await pairSharingAService(payload)).salon
    const stream = await openStream(String(salon.id), { 'last-event-id': '12' })
    expect(await stream.until((t) => t.includes('resync'))).toContain('event: resync\ndata: {}\n\n')
    stream.close()
  })

  it('lets go of the subscription when the screen goes away', async () => {
    const salon = (await pairSharingAService(payload)).salon
    // The streams of the tests before have gone too: only this file's own listener is left. The
    // server lets go when it notices the closed socket, which on a busy machine can take more than
    // the poll's default second (a clean-clone run on PostgreSQL saw 2 after it).
    const settle = { timeout: 10_000 }
    await expect.poll(() => liveBus().listeners, settle).toBe(1)
    const before = 1
    const streams = await Promise.all([openStream(String(salon.id)), openStream(String(salon.id))])
    await Promise.all(streams.map((s) => s.until((t) => t.includes(': open'))))
    expect(liveBus().listeners).toBe(before + 2)
    for (const s of streams) s.close()
    await expect.poll(() => liveBus().listeners, settle).toBe(before)
  })
})

describe('what announces a change', () => {
  it('a visit booked online, and its cancellation', async () => {
    const { salon, stylist, service, days } = await freeStarts(payload, 'tomasz-nowak', 95)
    const client = await signedInVisitor(server.url, phone(), ip())
    const date = days[0]!.date
    const booked = await client.post('/api/booking/appointments', {
      location: salon.id,
      start: `${date}T${days[0]!.times[0]}`,
      items: [{ service: service.id, employee: stylist.id }],
    })
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    expect(places()).toContain(`${salon.id} ${date}`)
    heard = []
    const cancelled = await client.post(`/api/booking/appointments/${appointmentOf(booked).id}/cancel`, {})
    expect(cancelled.status).toBe(200)
    expect(places()).toContain(`${salon.id} ${date}`)
  })

  it('a cancellation and a move at the desk (the move announces both days), a note, time blocked', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const s = String(salon.id)
    const first = await deskBooking(s, a, String(service.id), 100)
    const later = await offered(desk, s, a, String(service.id), 110, 2)
    heard = []
    const moved = await desk.send('PATCH', `/api/staff/visits/${first.visit.id}`, {
      version: first.visit.version,
      start: `${later.date}T${later.times[0]}`,
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    expect(new Set(places())).toEqual(new Set([`${s} ${first.date}`, `${s} ${later.date}`]))
    heard = []
    const noted = await desk.send('PATCH', `/api/staff/visits/${first.visit.id}`, {
      version: visitOf(moved).version,
      note: 'Running late',
    })
    expect(noted.status).toBe(200)
    expect(places()).toEqual([`${s} ${later.date}`])
    heard = []
    const cancelled = await desk.send('POST', `/api/staff/visits/${first.visit.id}/cancel`, {
      version: visitOf(noted).version,
      reason: 'Stylist ill',
    })
    expect(cancelled.status).toBe(200)
    expect(places()).toEqual([`${s} ${later.date}`])
    heard = []
    const blocked = await desk.send('POST', '/api/staff/time-blocks', {
      salon: s,
      employee: a,
      date: later.date,
      start: '07:00',
      end: '07:30',
      reason: 'Training',
    })
    expect(blocked.status, JSON.stringify(blocked.json)).toBe(201)
    expect(places()).toEqual([`${s} ${later.date}`])
  })

  it('nothing for a refused write: a stale version, a time already taken', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const s = String(salon.id)
    const { date, times, visit } = await deskBooking(s, a, String(service.id), 120)
    const noted = await desk.send('PATCH', `/api/staff/visits/${visit.id}`, { version: visit.version, note: 'One' })
    expect(noted.status).toBe(200)
    heard = []
    const stale = await desk.send('PATCH', `/api/staff/visits/${visit.id}`, { version: visit.version, note: 'Two' })
    expect(stale.status).toBe(409)
    const taken = await desk.send('POST', '/api/staff/visits', {
      salon: s,
      start: `${date}T${times[0]}`,
      employee: a,
      services: [String(service.id)],
      client: { phone: phone(), firstName: 'Nora', lastName: 'Late' },
    })
    expect(taken.status).toBe(409)
    expect(heard).toEqual([])
  })

  it('only once a transaction commits, and never when it rolls back', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const s = String(salon.id)
    const { date, visit } = await deskBooking(s, a, String(service.id), 130)
    heard = []
    await expect(
      inTransaction(payload, async (req) => {
        await payload.update({ collection: 'appointments', id: Number(visit.id), data: { note: 'Undone' }, req })
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(heard).toEqual([])
    const during: string[][] = []
    await inTransaction(payload, async (req) => {
      await payload.update({ collection: 'appointments', id: Number(visit.id), data: { note: 'Kept' }, req })
      during.push(places())
    })
    expect(during).toEqual([[]])
    expect(places()).toEqual([`${s} ${date}`])
  })

  it('a client’s name edited: every date of their visits; a stylist’s hours: any date of their salons', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const s = String(salon.id)
    const { date, visit } = await deskBooking(s, a, String(service.id), 140)
    heard = []
    await payload.update({
      collection: 'clients',
      id: Number(visit.client!.id),
      data: { firstName: 'Renamed' },
      overrideAccess: true,
    })
    expect(places()).toEqual([`${s} ${date}`])
    heard = []
    const stylist = await payload.findByID({ collection: 'employees', id: Number(a), depth: 0, overrideAccess: true })
    await payload.update({
      collection: 'employees',
      id: Number(a),
      data: { workingHours: stylist.workingHours },
      overrideAccess: true,
    })
    expect(places()).toContain(`${s} *`)
  })
})
