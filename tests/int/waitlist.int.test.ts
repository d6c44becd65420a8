/**
 * The waitlist that fills cancelled time (issue 30, decision 0046): clients join, list and leave
 * over real HTTP; a cancelled visit's time is held for the first matching entry and texted; an
 * offer not taken passes to the next entry; staff list the day's waitlist, add a client and offer
 * a time by hand; an erased client leaves no entries; and a cancellation, its offer and ten
 * bookings of that time at once never double-book. The app's own route handlers, the real
 * database (runs on SQLite and on PostgreSQL), jobs run explicitly.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { settleOffers } from '@/features/waitlist'
import type { LiveChange } from '@/platform/live/bus'
import { liveBus } from '@/platform/live/process-bus'

import { DEMO_ADMIN } from '../helpers/admin'
import { deleteAppointments, freeStarts, freshIp, runJobs, signedInVisitor } from '../helpers/booking'
import { messagesTo } from '../helpers/sms-outbox'
import { testPayload } from '../helpers/payload'
import { startRouteServer, Visitor, type RouteServer } from '../helpers/route-server'

const IPS = '100.64.93'
let nextPhone = 10000
const phone = () => `+4474013${nextPhone++}`

let server: RouteServer
let payload: Payload
let staffToken: string
const clients: number[] = []
let textingHours: { textsFrom: string; textsUntil: string }

beforeAll(async () => {
  payload = await testPayload()
  server = await startRouteServer(['api/auth', 'api/booking', 'api/staff', 'api/waitlist', 'api/my-data'])
  staffToken = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token!
  const s = await payload.findGlobal({ slug: 'waitlist-settings', overrideAccess: true })
  textingHours = { textsFrom: s.textsFrom, textsUntil: s.textsUntil }
  // Offers are texted only in the salon's hours: all day here, so the tests pass at any hour (decision 0019).
  await texting('00:00', '24:00')
})
afterAll(async () => {
  await server?.close()
  await payload.updateGlobal({ slug: 'waitlist-settings', data: textingHours, overrideAccess: true })
  await payload.delete({ collection: 'waitlist-entries', where: { client: { in: clients } }, overrideAccess: true })
  const { docs } = await payload.find({
    collection: 'appointments',
    where: {
      or: [{ client: { in: clients } }, { and: [{ state: { equals: 'reserved' } }, { client: { exists: false } }] }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  await deleteAppointments(
    payload,
    docs.map((a) => a.id),
  )
})

const texting = (textsFrom: string, textsUntil: string) =>
  payload.updateGlobal({ slug: 'waitlist-settings', data: { textsFrom, textsUntil }, overrideAccess: true })

async function client() {
  const p = phone()
  const v = await signedInVisitor(server.url, p, freshIp(IPS))
  clients.push(v.clientId)
  return Object.assign(v, { phone: p })
}

const staff = (method: string, pathname: string, body?: unknown) =>
  new Visitor(server.url, freshIp(IPS)).call(method, pathname, body, { authorization: `JWT ${staffToken}` })

type EntryJson = {
  id: string
  state: string
  from: string
  to: string
  part: string | null
  offer: { start: string; until: string } | null
  client?: { id: string; name: string; phone: string }
}

/** A day of olivia-bennett's `fromDays` or more ahead, its first free start, and a visit there. */
async function aDay(fromDays: number) {
  const { salon, stylist, service, days } = await freeStarts(payload, 'olivia-bennett', fromDays)
  const day = days.find((d) => d.times.length >= 4)!
  const visit = (time: string) => ({
    location: String(salon.id),
    start: `${day.date}T${time}`,
    items: [{ service: String(service.id), employee: String(stylist.id) }],
  })
  const join = (extra: Record<string, unknown> = {}) => ({
    location: String(salon.id),
    services: [String(service.id)],
    employee: String(stylist.id),
    from: day.date,
    to: day.date,
    ...extra,
  })
  return { salon, stylist, service, date: day.date, time: day.times[0]!, visit, join }
}

/** The link of the newest waitlist text to a phone. */
function offerLink(to: string) {
  const text = messagesTo(to)
    .filter((m) => /held for you/.test(m.body))
    .at(-1)
  const ref = text && /\/book\/\?offer=(\d+\.[\w-]+)/.exec(text.body)?.[1]
  if (!ref) throw new Error(`No waitlist offer was texted to ${to}`)
  return { ref, body: text.body }
}

const myEntries = async (v: Visitor) => (await v.get('/api/waitlist')).json.entries as EntryJson[]

/** Live visits and holds of a stylist at a start. */
async function liveAt(stylist: number, start: Date) {
  const { docs } = await payload.find({
    collection: 'booking-slots',
    where: {
      and: [
        { stylist: { equals: stylist } },
        { live: { equals: true } },
        { start: { less_than: new Date(start.getTime() + 60_000).toISOString() } },
        { end: { greater_than: start.toISOString() } },
      ],
    },
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter((d) => !d.heldUntil || new Date(d.heldUntil) > new Date())
}

describe('joining, listing and leaving', () => {
  it('takes a day, a part of a day or a range of days, refuses bad windows, and lists them', async () => {
    const v = await client()
    const { join, date } = await aDay(150)
    const joined = await v.post('/api/waitlist', join({ part: 'evening' }))
    expect(joined.status, JSON.stringify(joined.json)).toBe(201)
    expect(joined.json.entry).toMatchObject({ state: 'waiting', from: date, to: date, part: 'evening' })
    // The same again is the same entry.
    const again = await v.post('/api/waitlist', join({ part: 'evening' }))
    expect(again.status).toBe(200)
    expect((again.json.entry as EntryJson).id).toBe((joined.json.entry as EntryJson).id)

    const before = await v.post('/api/waitlist', join({ from: '2020-01-01', to: '2020-01-02' }))
    expect(before.status).toBe(400)
    expect(before.json.fields).toHaveProperty('from')
    const backwards = await v.post('/api/waitlist', join({ to: '2020-01-01' }))
    expect(backwards.status).toBe(400)
    expect(backwards.json.fields).toHaveProperty('to')
    const noService = await v.post('/api/waitlist', join({ services: ['987654321'] }))
    expect(noService.status).toBe(400)
    expect(noService.json.fields).toHaveProperty('services')
    const badPart = await v.post('/api/waitlist', join({ part: 'night' }))
    expect(badPart.status).toBe(400)

    const list = await myEntries(v)
    expect(list.map((e) => e.part)).toEqual(['evening'])
    // The client's data download names it.
    const mine = await v.get('/api/my-data')
    expect(mine.json.waitlist).toEqual([
      expect.objectContaining({ from: date, to: date, part: 'evening', state: 'waiting' }),
    ])
    // Another client neither sees it nor may leave it.
    const other = await client()
    expect(await myEntries(other)).toEqual([])
    expect((await other.call('DELETE', `/api/waitlist/${list[0]!.id}`)).status).toBe(404)
    const left = await v.call('DELETE', `/api/waitlist/${list[0]!.id}`)
    expect(left.status).toBe(200)
    expect((await myEntries(v))[0]!.state).toBe('left')
    // Signed out: 401.
    expect((await new Visitor(server.url, freshIp(IPS)).get('/api/waitlist')).status).toBe(401)
  })
})

describe('a cancelled time offered to the waitlist', () => {
  it('is held for the first client who joined, texted with a link, and booked from it', async () => {
    const { join, visit, time, date, stylist } = await aDay(160)
    const owner = await client()
    const booked = await owner.post('/api/booking/appointments', visit(time))
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    const first = await client()
    const second = await client()
    expect((await first.post('/api/waitlist', join())).status).toBe(201)
    expect((await second.post('/api/waitlist', join())).status).toBe(201)

    const id = (booked.json.appointment as { id: string }).id
    expect((await owner.post(`/api/booking/appointments/${id}/cancel`, {})).status).toBe(200)
    await runJobs(payload)

    const [entry] = await myEntries(first)
    expect(entry).toMatchObject({ state: 'offered', offer: { start: `${date}T${time}` } })
    expect((await myEntries(second))[0]!.state).toBe('waiting')
    const { ref, body } = offerLink(first.phone)
    expect(body).toContain(time)
    expect(messagesTo(second.phone).filter((m) => /held for you/.test(m.body))).toEqual([])

    // Nobody else can take the held time meanwhile.
    const stranger = await client()
    expect((await stranger.post('/api/booking/appointments', visit(time))).status).toBe(409)

    // The link opens the hold; the client books it with the hold's token.
    const offer = await new Visitor(server.url, freshIp(IPS)).get(`/api/waitlist/offer?ref=${ref}`)
    expect(offer.status).toBe(200)
    const hold = offer.json.hold as { id: string; token: string; start: string }
    expect(hold.start).toBe(`${date}T${time}`)
    expect((await first.get(`/api/waitlist/offer?ref=${hold.id}.wrong`)).status).toBe(404)
    const mine = await first.post('/api/booking/appointments', {
      ...visit(time),
      hold: { id: hold.id, token: hold.token },
    })
    expect(mine.status, JSON.stringify(mine.json)).toBe(201)
    expect((await myEntries(first))[0]!.state).toBe('booked')
    expect(await liveAt(stylist.id, new Date((mine.json.appointment as { startsAt: string }).startsAt))).toHaveLength(1)
    // The link is spent.
    expect((await first.get(`/api/waitlist/offer?ref=${ref}`)).status).toBe(404)
  })

  it('passes to the next entry when not taken in time, and is free for everyone when nobody is left', async () => {
    const { join, visit, time } = await aDay(170)
    const owner = await client()
    const booked = await owner.post('/api/booking/appointments', visit(time))
    expect(booked.status).toBe(201)
    const first = await client()
    const second = await client()
    expect((await first.post('/api/waitlist', join())).status).toBe(201)
    expect((await second.post('/api/waitlist', join())).status).toBe(201)
    await owner.post(`/api/booking/appointments/${(booked.json.appointment as { id: string }).id}/cancel`, {})
    await runJobs(payload)
    expect((await myEntries(first))[0]!.state).toBe('offered')

    // An hour later (past the 30-minute window): the first lets it pass, the second is offered it.
    const later = { now: () => new Date(Date.now() + 60 * 60_000) }
    expect(await settleOffers(payload, later)).toMatchObject({ passed: 1 })
    await runJobs(payload)
    expect((await myEntries(first))[0]!.state).toBe('waiting')
    expect((await myEntries(second))[0]!.state).toBe('offered')
    offerLink(second.phone)

    // The second lets it pass too: nobody is left, and the time is anyone's.
    await settleOffers(payload, later)
    await runJobs(payload)
    expect((await myEntries(first))[0]!.state).toBe('waiting')
    expect((await myEntries(second))[0]!.state).toBe('waiting')
    const anyone = await client()
    expect((await anyone.post('/api/booking/appointments', visit(time))).status).toBe(201)
  })

  it('offers nothing outside the texting hours; the sweep offers it once they begin', async () => {
    const { join, visit, time } = await aDay(180)
    const owner = await client()
    const booked = await owner.post('/api/booking/appointments', visit(time))
    const waiting = await client()
    expect((await waiting.post('/api/waitlist', join())).status).toBe(201)
    await texting('00:00', '00:00')
    try {
      await owner.post(`/api/booking/appointments/${(booked.json.appointment as { id: string }).id}/cancel`, {})
      await runJobs(payload)
      expect((await myEntries(waiting))[0]!.state).toBe('waiting')
    } finally {
      await texting('00:00', '24:00')
    }
    const { sweepWaitlist } = await import('@/features/waitlist')
    await sweepWaitlist(payload, { now: () => new Date() })
    expect((await myEntries(waiting))[0]).toMatchObject({ state: 'offered' })
  })
})

describe('staff', () => {
  it('see the day’s waitlist, add a client and offer a time by hand', async () => {
    const { join, date, salon, time, stylist } = await aDay(190)
    const v = await client()
    const added = await staff('POST', '/api/staff/waitlist', {
      ...join({ part: 'morning' }),
      client: String(v.clientId),
    })
    expect(added.status, JSON.stringify(added.json)).toBe(201)
    const day = await staff('GET', `/api/staff/waitlist?salon=${salon.id}&date=${date}`)
    expect(day.status).toBe(200)
    const entries = day.json.entries as EntryJson[]
    const entry = entries.find((e) => e.client?.phone === v.phone)!
    expect(entry).toMatchObject({ state: 'waiting', part: 'morning' })

    const offered = await staff('POST', `/api/staff/waitlist/${entry.id}/offer`, {
      employee: String(stylist.id),
      start: `${date}T${time}`,
    })
    expect(offered.status, JSON.stringify(offered.json)).toBe(201)
    expect(offered.json.entry).toMatchObject({ state: 'offered', offer: { start: `${date}T${time}` } })
    offerLink(v.phone)
    // One live offer per entry.
    const twice = await staff('POST', `/api/staff/waitlist/${entry.id}/offer`, {
      employee: String(stylist.id),
      start: `${date}T${time}`,
    })
    expect(twice.status).toBe(409)
    // A client cannot call the staff's endpoints.
    expect((await v.get(`/api/staff/waitlist?salon=${salon.id}&date=${date}`)).status).toBe(401)
    expect((await staff('GET', `/api/staff/waitlist?salon=x&date=${date}`)).status).toBe(400)
    // Leaving lets the held time go at once.
    expect((await v.call('DELETE', `/api/waitlist/${entry.id}`)).status).toBe(200)
    const other = await client()
    const { visit } = await aDay(190)
    expect((await other.post('/api/booking/appointments', visit(time))).status).toBe(201)
  })
})

describe('the front desk’s screens', () => {
  it('hear of every change of an entry: its salon and days (any date for a long window), once committed', async () => {
    const { join, date, salon, time, stylist } = await aDay(220)
    const heard: LiveChange[] = []
    const stop = liveBus().subscribe((c) => heard.push(c))
    const places = () => heard.splice(0).map((c) => `${c.salon} ${c.date}`)
    try {
      // A visitor joins online for one day.
      const v = await client()
      const joined = await v.post('/api/waitlist', join())
      expect(joined.status).toBe(201)
      expect(places()).toEqual([`${salon.id} ${date}`])
      // Staff offer that client a time by hand: the entry and the held visit, both on that day.
      const id = (joined.json.entry as EntryJson).id
      const offered = await staff('POST', `/api/staff/waitlist/${id}/offer`, {
        employee: String(stylist.id),
        start: `${date}T${time}`,
      })
      expect(offered.status, JSON.stringify(offered.json)).toBe(201)
      expect(new Set(places())).toEqual(new Set([`${salon.id} ${date}`]))
      // The client leaves: the entry and the let-go hold.
      expect((await v.call('DELETE', `/api/waitlist/${id}`)).status).toBe(200)
      expect(new Set(places())).toEqual(new Set([`${salon.id} ${date}`]))
      // Staff add another client for a fortnight: any date of the salon.
      const w = await client()
      const to = new Date(Date.parse(`${date}T12:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10)
      const added = await staff('POST', '/api/staff/waitlist', { ...join({ to }), client: String(w.clientId) })
      expect(added.status, JSON.stringify(added.json)).toBe(201)
      expect(places()).toEqual([`${salon.id} *`])
      // A refused join announces nothing.
      expect((await w.post('/api/waitlist', join({ from: '2020-01-01', to: '2020-01-02' }))).status).toBe(400)
      expect(places()).toEqual([])
    } finally {
      stop()
    }
  })
})

describe('staff adding a client', () => {
  it('text the offer in the client’s language (their latest entry or visit), unless told', async () => {
    const { join, date, time, stylist } = await aDay(230)
    const v = await client()
    // The client once joined online in Ukrainian, for another day.
    const later = await aDay(240)
    expect((await v.post('/api/waitlist', later.join({ locale: 'uk' }))).status).toBe(201)
    const added = await staff('POST', '/api/staff/waitlist', { ...join(), client: String(v.clientId) })
    expect(added.status, JSON.stringify(added.json)).toBe(201)
    const id = (added.json.entry as EntryJson).id
    const offered = await staff('POST', `/api/staff/waitlist/${id}/offer`, {
      employee: String(stylist.id),
      start: `${date}T${time}`,
    })
    expect(offered.status, JSON.stringify(offered.json)).toBe(201)
    const text = messagesTo(v.phone).at(-1)!
    expect(text.body).toMatch(/^Parlour: звільнився час, на який ви чекали/)
    expect(text.body).toContain('/ua/book/?offer=')
    // Told English, the desk gets English.
    const w = await client()
    expect((await w.post('/api/waitlist', later.join({ locale: 'uk' }))).status).toBe(201)
    const english = await staff('POST', '/api/staff/waitlist', {
      ...join({ part: 'morning' }),
      client: String(w.clientId),
      locale: 'en',
    })
    expect(english.status).toBe(201)
    const entry = await payload.findByID({
      collection: 'waitlist-entries',
      id: Number((english.json.entry as EntryJson).id),
      overrideAccess: true,
    })
    expect(entry.locale).toBe('en')
  })
})

describe('privacy', () => {
  it('an erased client leaves no waitlist entries', async () => {
    const { join } = await aDay(200)
    const v = await client()
    expect((await v.post('/api/waitlist', join())).status).toBe(201)
    const sent = await v.post('/api/my-data/erase-code')
    expect(sent.status).toBe(200)
    const text = messagesTo(v.phone)
      .filter((m) => /delete your Parlour account/.test(m.body))
      .at(-1)!
    const code = /\b(\d{6})\b/.exec(text.body)![1]
    expect((await v.post('/api/my-data/erase', { authId: sent.json.authId, code })).status).toBe(200)
    const { totalDocs } = await payload.count({
      collection: 'waitlist-entries',
      where: { client: { equals: v.clientId } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

describe('races', () => {
  it('a cancellation, its offer and ten bookings of that time at once never double-book', async () => {
    const { join, visit, time, stylist } = await aDay(210)
    const owner = await client()
    const booked = await owner.post('/api/booking/appointments', visit(time))
    expect(booked.status).toBe(201)
    const start = new Date((booked.json.appointment as { startsAt: string }).startsAt)
    const waiting = await client()
    expect((await waiting.post('/api/waitlist', join())).status).toBe(201)
    const others = await Promise.all(Array.from({ length: 10 }, () => client()))

    const id = (booked.json.appointment as { id: string }).id
    const results = await Promise.all([
      owner.post(`/api/booking/appointments/${id}/cancel`, {}).then(async (r) => {
        await runJobs(payload)
        return r
      }),
      ...others.map((o) => o.post('/api/booking/appointments', visit(time))),
      runJobs(payload).then(() => ({ status: 0, json: {} })),
    ])
    await runJobs(payload)
    const statuses = results.slice(1, 11).map((r) => r.status)
    expect(
      statuses.every((s) => s === 201 || s === 409),
      JSON.stringify(statuses),
    ).toBe(true)
    const wins = statuses.filter((s) => s === 201).length
    const [entry] = await myEntries(waiting)
    // One of them has the time: a booking, or the offer's hold — never both, never two.
    expect(wins + (entry!.state === 'offered' ? 1 : 0)).toBe(1)
    expect(await liveAt(stylist.id, start)).toHaveLength(1)
  })
})
