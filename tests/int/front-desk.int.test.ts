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
import {
  type Desk,
  offered,
  openDesk,
  pairSharingAService,
  runJobs,
  timesOn,
  visitOf,
  type VisitJson,
} from '../helpers/front-desk'
import { Visitor, type RouteServer } from '../helpers/route-server'
import { messagesTo } from '../helpers/sms-outbox'

let server: RouteServer, payload: Payload, desk: Desk
/** Phones (+4474016…) and addresses (100.64.96.…) of the colours test. */
let colourPhone = 0
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

  it('hands the grid each visit’s colour and marks, by stylist or by category as the salon chooses', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const { date } = await offered(desk, String(salon.id), a, String(service.id), 56, 3)
    const at = async () => (await timesOn(desk, String(salon.id), a, String(service.id), date))[0]!
    await payload.update({ collection: 'employees', id: Number(a), data: { calendarColour: 'orchid' } })
    try {
      // Booked online by a client signing in for the first time; booked at the desk with a note.
      const onlinePhone = `+4474016${String(10001 + colourPhone++)}`
      const online = await signedInVisitor(server.url, onlinePhone, `100.64.96.${colourPhone}`)
      const onlineVisit = await online.post('/api/booking/appointments', {
        location: String(salon.id),
        start: `${date}T${await at()}`,
        items: [{ service: String(service.id), employee: a }],
      })
      expect(onlineVisit.status, JSON.stringify(onlineVisit.json)).toBe(201)
      const onlineId = String((onlineVisit.json.appointment as { id: string | number }).id)
      const booked = await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${await at()}`,
        employee: a,
        services: [String(service.id)],
        client: { phone: `+4474016${String(10001 + colourPhone++)}`, firstName: 'Nell', lastName: 'Noted' },
        note: 'Fringe only',
      })
      expect(booked.status, JSON.stringify(booked.json)).toBe(201)
      const deskVisit = visitOf(booked)
      // The day-before reminder went out for the desk's visit; the client confirmed the online one.
      await payload.update({
        collection: 'appointments',
        id: Number(deskVisit.id),
        data: { reminderSentAt: new Date().toISOString() },
        context: { smsAlreadyHandled: true },
      })
      const before = await desk.send('GET', `/api/staff/calendar?salon=${salon.id}&date=${date}`)
      const version = (before.json.visits as VisitJson[]).find((v) => v.id === onlineId)!.version
      const confirmed = await desk.send('POST', `/api/staff/visits/${onlineId}/state`, { version, state: 'confirmed' })
      expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200)

      type Block = { appointmentId: string; colour?: string; colourKey?: string; flags?: Record<string, unknown> }
      type Day = {
        columns: { employeeId: string; blocks: Block[] }[]
        colours: { by: string; legend: { key: string; name: string; colour: string }[] }
      }
      const read = async () => {
        const r = await desk.send('GET', `/api/staff/calendar?salon=${salon.id}&date=${date}`)
        expect(r.status).toBe(200)
        const day = r.json as unknown as Day
        const blocks = day.columns.find((c) => c.employeeId === a)!.blocks
        const of = (id: string) => blocks.find((b) => b.appointmentId === id)!
        return { day, online: of(onlineId), desk: of(deskVisit.id) }
      }
      let seen = await read()
      expect(seen.day.colours.by).toBe('stylist')
      expect(seen.day.colours.legend).toContainEqual(expect.objectContaining({ key: a, colour: 'orchid' }))
      expect(seen.online).toMatchObject({
        colour: 'orchid',
        colourKey: a,
        flags: { newClient: true, online: true, text: 'confirmed' },
      })
      expect(seen.desk).toMatchObject({ colour: 'orchid', flags: { newClient: true, note: 'visit', text: 'sent' } })
      expect(seen.desk.flags).not.toHaveProperty('online')

      // A visit of the online client a year ago, completed: this one is no longer their first.
      await payload.create({
        collection: 'appointments',
        data: {
          salon: Number(salon.id),
          client: online.clientId,
          state: 'completed',
          source: 'front-desk',
          items: [
            {
              service: service.id,
              stylist: Number(a),
              start: new Date(Date.now() - 365 * 86_400_000).toISOString(),
              duration: service.duration,
            },
          ],
        },
        context: { smsAlreadyHandled: true },
      })
      // The salon colours by service category instead: the blocks take their category's swatch.
      await payload.updateGlobal({ slug: 'calendar-settings', data: { colourBy: 'category' } })
      seen = await read()
      expect(seen.online.flags).not.toHaveProperty('newClient')
      const category = String(typeof service.category === 'object' ? service.category?.id : service.category)
      expect(seen.day.colours.by).toBe('category')
      const entry = seen.day.colours.legend.find((e) => e.key === category)!
      expect(entry.name).toBeTruthy()
      expect(seen.online).toMatchObject({ colourKey: category, colour: entry.colour })
      expect(seen.desk).toMatchObject({ colourKey: category, colour: entry.colour })
    } finally {
      await payload.updateGlobal({ slug: 'calendar-settings', data: { colourBy: 'stylist' } })
      await payload.update({ collection: 'employees', id: Number(a), data: { calendarColour: null } })
    }
  })
})
