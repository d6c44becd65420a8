/**
 * The front desk's endpoints (/api/staff/*) over real HTTP and the real database, signed in as the
 * demo staff member: who may call them, booking a phone client into a time the engine offers,
 * moving it and refusing what is in the way, confirming outside hours, and blocked time (runs on
 * SQLite and on PostgreSQL). Changes of a visit, closing visits and races with online bookings
 * are in the other tests/int/front-desk-*.int.test.ts files.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatMinutesOfDay, minutesOfDay } from '@/features/booking/domain/time'

import { freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { type Desk, offered, openDesk, pairSharingAService, runJobs, timesOn, visitOf } from '../helpers/front-desk'
import { Visitor, type RouteServer } from '../helpers/route-server'
import { messagesTo } from '../helpers/sms-outbox'

let server: RouteServer, payload: Payload, desk: Desk
beforeAll(async () => void ({ payload, server, desk } = await openDesk()))
afterAll(() => server?.close())

describe('the front desk', () => {
  it('answers only signed-in staff', async () => {
    const anonymous = new Visitor(server.url)
    expect((await anonymous.get('/api/staff/calendar')).status).toBe(401)
    const client = await signedInVisitor(server.url, freshPhone(700), freshIp('198.51.100'))
    const r = await client.post('/api/staff/visits', {})
    expect(r.status).toBe(401)
    expect(r.json.message).toMatch(/Sign in to the admin/)
  })

  it('books a phone client into an offered time, moves the visit, and asks before booking over what is in the way', async () => {
    const { salon, a, b, service } = await pairSharingAService(payload)
    const { date, times } = await offered(desk, String(salon.id), a, String(service.id), 40)
    const phone = freshPhone(700)
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
    expect(await timesOn(desk, String(salon.id), a, String(service.id), date)).not.toContain(times[0])
    await runJobs(payload)
    expect(messagesTo(phone).filter((m) => m.body.startsWith("Parlour: you're booked"))).toHaveLength(1)

    // Another stylist at the same time.
    const moved = await desk.send('PATCH', `/api/staff/visits/${visit.id}`, {
      version: visit.version,
      employee: b,
      confirm: true,
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    expect(visitOf(moved).items.every((i) => i.employeeId === b)).toBe(true)

    // A second visit with stylist A; moving the first back onto it asks, naming it (a confirmation
    // of other warnings does not book over it: decision 0045).
    const other = await desk.send('POST', '/api/staff/visits', {
      salon: String(salon.id),
      start: `${date}T${times[0]}`,
      employee: a,
      services: [String(service.id)],
      client: { phone: freshPhone(700), firstName: 'Quentin', lastName: 'Walkin' },
    })
    expect(other.status, JSON.stringify(other.json)).toBe(201)
    const clash = await desk.send('PATCH', `/api/staff/visits/${visit.id}`, {
      version: visitOf(moved).version,
      employee: a,
      confirm: true,
    })
    expect(clash.status).toBe(409)
    expect(clash.json).toMatchObject({ reason: 'needs_confirmation' })
    expect(clash.json.message).toMatch(/Quentin Walkin’s visit \d\d:\d\d–\d\d:\d\d \(.+\) is in the way/)
  })

  it('asks before booking outside working hours, and books after the confirmation', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const { date } = await offered(desk, String(salon.id), a, String(service.id), 50)
    const body = {
      salon: String(salon.id),
      start: `${date}T06:00`,
      employee: a,
      services: [String(service.id)],
      client: { phone: freshPhone(700), firstName: 'Early', lastName: 'Bird' },
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
    const { salon, a, service } = await pairSharingAService(payload)
    const { date, times } = await offered(desk, String(salon.id), a, String(service.id), 55)
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
})
