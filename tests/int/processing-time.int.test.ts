/**
 * Processing time and booking over a visit on purpose (docs/decisions/0045), over real HTTP and the
 * real database (runs on SQLite and on PostgreSQL): a colour that develops for an hour leaves its
 * stylist free then; online bookings fit into that gap and are refused over its busy parts; two
 * bookings of the same gap at once leave one winner; the desk books over a visit only after a
 * confirmation naming it, and such a visit still blocks everyone else. The salon, stylist and
 * services are the file's own; the day is three days ahead, whatever today is.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addCalendarDays, instantToLocal, localToInstant } from '@/features/booking/domain/time'

import { deleteAppointments, signedInVisitor } from '../helpers/booking'
import { type Desk, openDesk, visitOf } from '../helpers/front-desk'
import { Visitor, type RouteServer } from '../helpers/route-server'

let server: RouteServer, payload: Payload, desk: Desk
const o = { overrideAccess: true, context: { disableRevalidate: true } } as const
const made: { collection: 'salons' | 'services' | 'employees'; id: number }[] = []
const visits: string[] = []
let salon: number, stylist: number, colour: number, trim: number
let day: string

// Phones +4474012…, network addresses 100.64.92.* (this file's own).
const run = String(Math.floor(Date.now() / 1000) % 1000).padStart(3, '0')
let phones = 0
const phone = () => `+4474012${run}${String(phones++).padStart(2, '0')}`
let ips = 1
const ip = () => `100.64.92.${ips++}`

const at = (time: string) => localToInstant(day, time as never, 'Europe/London')!.toISOString()

beforeAll(async () => {
  ;({ payload, server, desk } = await openDesk())
  const week = ['1', '2', '3', '4', '5', '6', '7'] as const
  salon = (
    await payload.create({
      collection: 'salons',
      data: {
        title: 'Processing test salon',
        slug: 'processing-test-salon',
        address: { street: '2 Test Row', city: 'Marlow', postcode: 'SL7 1AB' },
        phone: '01628 000 998',
        timezone: 'Europe/London',
        openingHours: week.map((weekday) => ({ weekday, start: '08:00', end: '20:00' })) as never,
        _status: 'published',
      },
      ...o,
    })
  ).id
  made.push({ collection: 'salons', id: salon })
  const { docs } = await payload.find({ collection: 'services-categories', limit: 1, depth: 0, overrideAccess: true })
  const service = async (slug: string, title: string, extra: Record<string, number>) => {
    const doc = await payload.create({
      collection: 'services',
      data: {
        title,
        slug,
        category: docs[0]!.id,
        prices: [{ salon, price: 40 }],
        salons: [salon],
        _status: 'published',
        ...(extra as { duration: number }),
      },
      ...o,
    })
    made.push({ collection: 'services', id: doc.id })
    return doc.id
  }
  // Colour: 120 minutes, developing from 30 minutes in for an hour (busy 0–30 and 90–120).
  colour = await service('processing-test-colour', 'Processing test colour', {
    duration: 120,
    processingAfter: 30,
    processingMinutes: 60,
  })
  trim = await service('processing-test-trim', 'Processing test fringe trim', { duration: 30 })
  stylist = (
    await payload.create({
      collection: 'employees',
      data: {
        name: 'Processing Test Stylist',
        slug: 'processing-test-stylist',
        salons: [salon],
        services: [colour, trim],
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

/** Books online as a new signed-in client; the visit's id is kept for clean-up. */
async function bookOnline(service: number, time: string, visitor?: Awaited<ReturnType<typeof signedInVisitor>>) {
  const client = visitor ?? (await signedInVisitor(server.url, phone(), ip()))
  const r = await client.post('/api/booking/appointments', {
    location: String(salon),
    start: `${day}T${time}`,
    items: [{ service: String(service), employee: String(stylist) }],
  })
  if (r.status === 201) visits.push(String((r.json.appointment as { id: string }).id))
  return r
}

/** Why a write was refused, field by field (Payload's validation error). */
async function refusal(write: Promise<unknown>): Promise<string[]> {
  const error = (await write.then(
    () => null,
    (e: unknown) => e,
  )) as { data?: { errors?: { message: string }[] } } | null
  return (error?.data?.errors ?? []).map((e) => e.message)
}

async function freeTimes(service: number): Promise<string[]> {
  const r = await new Visitor(server.url, ip()).get(
    `/api/booking/free-time?location=${salon}&services=${service}&from=${day}&to=${day}&employee=${stylist}`,
  )
  expect(r.status).toBe(200)
  return (r.json[String(stylist)] as Record<string, string[]> | undefined)?.[day] ?? []
}

async function liveSlots(appointment: string) {
  const { docs } = await payload.find({
    collection: 'booking-slots',
    where: { and: [{ appointment: { equals: Number(appointment) } }, { live: { equals: true } }] },
    sort: 'start',
    overrideAccess: true,
  })
  return docs.map((s) => ({ start: s.start, end: s.end, overlap: Boolean(s.overlap) }))
}

const deskBody = (time: string, extra: Record<string, unknown> = {}) => ({
  salon: String(salon),
  start: `${day}T${time}`,
  employee: String(stylist),
  services: [String(trim)],
  client: { phone: phone(), firstName: 'Fringe', lastName: 'Trim' },
  ...extra,
})

describe('processing time', () => {
  it('refuses a processing time that does not lie inside the service', async () => {
    expect(
      await refusal(payload.update({ collection: 'services', id: colour, data: { processingMinutes: 90 }, ...o })),
    ).toContainEqual(expect.stringMatching(/must end before the service does \(30 \+ 90 minutes/))
    expect(
      await refusal(payload.update({ collection: 'services', id: trim, data: { processingAfter: 10 }, ...o })),
    ).toContainEqual(expect.stringMatching(/Give both/))
    expect(
      await refusal(payload.update({ collection: 'services', id: colour, data: { processingAfter: 0 }, ...o })),
    ).toContainEqual(expect.stringMatching(/after the service has started/))
  })

  it('offers the gap of a colour online, books into it, and refuses its busy parts', async () => {
    const booked = await bookOnline(colour, '10:00')
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    const colourVisit = String((booked.json.appointment as { id: string }).id)
    // One row per busy part: 10:00–10:30 and 11:30–12:00; the hour between is free.
    expect(await liveSlots(colourVisit)).toEqual([
      { start: at('10:00'), end: at('10:30'), overlap: false },
      { start: at('11:30'), end: at('12:00'), overlap: false },
    ])

    const offered = await freeTimes(trim)
    expect(offered).toEqual(expect.arrayContaining(['09:30', '10:30', '11:00', '12:00']))
    for (const busy of ['10:00', '11:30']) expect(offered).not.toContain(busy)

    const inGap = await bookOnline(trim, '10:30')
    expect(inGap.status, JSON.stringify(inGap.json)).toBe(201)
    const alsoInGap = await bookOnline(trim, '11:00')
    expect(alsoInGap.status, JSON.stringify(alsoInGap.json)).toBe(201)
    const overBusyPart = await bookOnline(trim, '11:30')
    expect(overBusyPart.status).toBe(409)
    expect(overBusyPart.json).toMatchObject({ reason: 'slot_taken' })
    // A second colour may start where its busy parts are free and its own gap lies over the
    // trims: at 09:00 (busy 09:00–09:30, developing 09:30–10:30, busy 10:30–11:00) no — the trim
    // at 10:30 is in the way; at 12:00 yes.
    const colours = await freeTimes(colour)
    expect(colours).not.toContain('09:00')
    expect(colours).toContain('12:00')

    // The guard itself (an edit in the admin) refuses a visit over a busy part.
    await expect(
      payload.create({
        collection: 'appointments',
        data: {
          salon,
          client: Number((await signedInVisitor(server.url, phone(), ip())).clientId),
          state: 'planned',
          items: [{ service: trim, stylist, start: at('10:15'), duration: 30 }],
        },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/just been taken/)
  })

  it('gives a gap booked by several clients at once to exactly one of them', async () => {
    const booked = await bookOnline(colour, '13:00') // develops 13:30–14:30
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    const clients = await Promise.all(Array.from({ length: 4 }, () => signedInVisitor(server.url, phone(), ip())))
    const answers = await Promise.all([
      ...clients.map((c) => bookOnline(trim, '13:30', c)),
      desk.send('POST', '/api/staff/visits', deskBody('13:30')),
    ])
    const deskAnswer = answers.at(-1)!
    if (deskAnswer.status === 201) visits.push(visitOf(deskAnswer).id)
    const statuses = answers.map((a) => a.status)
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(answers.map((a) => a.json)),
    ).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(answers.length - 1)
    expect(await freeTimes(trim)).not.toContain('13:30')
    expect(await freeTimes(trim)).toContain('14:00')
  })
})

describe('booking over a visit on purpose at the desk', () => {
  it('asks, naming the visit; books over exactly that one; the overlap still blocks everyone else', async () => {
    const first = await bookOnline(colour, '15:30') // busy 15:30–16:00 and 17:00–17:30
    expect(first.status, JSON.stringify(first.json)).toBe(201)
    const colourVisit = String((first.json.appointment as { id: string }).id)

    // A fringe trim 15:45–16:15 over the colour's first part: asked, naming the colour.
    const body = deskBody('15:45')
    const asked = await desk.send('POST', '/api/staff/visits', body)
    expect(asked.status).toBe(409)
    expect(asked.json).toMatchObject({ reason: 'needs_confirmation' })
    const warning = (asked.json.warnings as { kind: string; params: { visits: { id: string }[] } }[]).find(
      (w) => w.kind === 'overlap',
    )!
    expect(warning.params.visits.map((v) => v.id)).toEqual([colourVisit])
    expect(asked.json.message).toMatch(/Processing Test Stylist is busy then: .* 15:30–17:30 .* is in the way/)
    // "Book anyway" for other warnings does not book over a visit it was not told about.
    const blind = await desk.send('POST', '/api/staff/visits', { ...body, confirm: true })
    expect(blind.json).toMatchObject({ reason: 'needs_confirmation' })

    const done = await desk.send('POST', '/api/staff/visits', { ...body, confirm: true, overlap: [colourVisit] })
    expect(done.status, JSON.stringify(done.json)).toBe(201)
    const fringe = visitOf(done)
    visits.push(fringe.id)
    // Its rows are marked as booked over on purpose (outside PostgreSQL's constraint).
    expect(await liveSlots(fringe.id)).toEqual([{ start: at('15:45'), end: at('16:15'), overlap: true }])

    // Nobody else gets 16:00–16:30 (free of the colour, its gap, but taken by the fringe trim).
    expect(await freeTimes(trim)).not.toContain('16:00')
    const online = await bookOnline(trim, '16:00')
    expect(online.status).toBe(409)
    const other = await desk.send('POST', '/api/staff/visits', deskBody('16:00', { confirm: true }))
    expect(other.json).toMatchObject({ reason: 'needs_confirmation' })
    expect(
      (other.json.warnings as { kind: string; params: { visits: { id: string }[] } }[])
        .find((w) => w.kind === 'overlap')!
        .params.visits.map((v) => v.id),
    ).toEqual([fringe.id])
    // The guard refuses a write that names another visit than the one in the way.
    await expect(
      payload.create({
        collection: 'appointments',
        data: {
          salon,
          client: Number((await signedInVisitor(server.url, phone(), ip())).clientId),
          state: 'planned',
          overlapWith: [colourVisit],
          items: [{ service: trim, stylist, start: at('16:00'), duration: 30 }],
        },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/just been taken/)

    // The colour itself can still be changed (its note) with the fringe trim over it.
    const colourNow = await desk.send('GET', `/api/staff/calendar?salon=${salon}&date=${day}`)
    const colourVersion = (colourNow.json.visits as { id: string; version: string }[]).find(
      (v) => v.id === colourVisit,
    )!.version
    const noted = await desk.send('PATCH', `/api/staff/visits/${colourVisit}`, {
      version: colourVersion,
      note: 'Fringe trim booked over on purpose',
    })
    expect(noted.status, JSON.stringify(noted.json)).toBe(200)

    // Moving the fringe trim asks again; confirmed, it moves.
    const move = { version: fringe.version, start: `${day}T15:30` }
    const again = await desk.send('PATCH', `/api/staff/visits/${fringe.id}`, move)
    expect(again.json).toMatchObject({ reason: 'needs_confirmation' })
    const moved = await desk.send('PATCH', `/api/staff/visits/${fringe.id}`, {
      ...move,
      confirm: true,
      overlap: [colourVisit],
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    expect(await liveSlots(fringe.id)).toEqual([{ start: at('15:30'), end: at('16:00'), overlap: true }])
    // Moved clear of the colour (into its gap), it is an ordinary visit again.
    const clear = await desk.send('PATCH', `/api/staff/visits/${fringe.id}`, {
      version: visitOf(moved).version,
      start: `${day}T16:00`,
    })
    expect(clear.status, JSON.stringify(clear.json)).toBe(200)
    expect(await liveSlots(fringe.id)).toEqual([{ start: at('16:00'), end: at('16:30'), overlap: false }])
  })
})
