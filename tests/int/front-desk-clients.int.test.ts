/**
 * The front desk's clients (issue 30) over real HTTP and the real database: a phone already on
 * file under another name is named, not silently taken over; a walk-in books with no phone; a
 * cancellation made by mistake is undone (unless its time was taken or money moved); the card's
 * details are edited; cancelled visits ahead are not "past"; the top bar's search names each
 * client's next visit; a signed-in admin calling from a foreign origin is told why (runs on SQLite
 * and on PostgreSQL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addCalendarDays, instantToLocal } from '@/features/booking/domain/time'

import { type Desk, offered, openDesk, pairSharingAService, runJobs, visitOf } from '../helpers/front-desk'
import { Visitor, type RouteServer } from '../helpers/route-server'
import { messagesTo, outbox } from '../helpers/sms-outbox'

let server: RouteServer, payload: Payload, desk: Desk, token: string
beforeAll(async () => {
  ;({ payload, server, desk } = await openDesk())
  token = desk.token
})
afterAll(() => server?.close())

let nextPhone = 0
/** A fresh UK mobile of this file's own range. */
const phone = () => `+4474015${String(10000 + nextPhone++).slice(-5)}`

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
let nextDay = 50

/** A day of its own for each test (`from` days ahead), with six starts far enough apart not to overlap. */
async function setting() {
  const { salon, a, b, service } = await pairSharingAService(payload)
  for (;;) {
    const { date, times: free } = await offered(desk, String(salon.id), a, String(service.id), nextDay, 6)
    const today = instantToLocal(new Date(), 'Europe/London').date
    nextDay = Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000) + 1
    const times: string[] = []
    for (const t of free) if (!times.length || minutes(t) >= minutes(times.at(-1)!) + service.duration) times.push(t)
    if (times.length < 6) continue
    const book = (start: string, client: unknown, extra: Record<string, unknown> = {}) =>
      desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${start}`,
        employee: a,
        services: [String(service.id)],
        client,
        ...extra,
      })
    return { salon, a, b, service, date, times, book }
  }
}

describe('the front desk’s clients', () => {
  it('names the client on file when a new client is typed with their phone, and books them only when chosen', async () => {
    const { times, book } = await setting()
    const rita = phone()
    const first = await book(times[0]!, { phone: rita, firstName: 'Rita', lastName: 'Known' })
    expect(first.status, JSON.stringify(first.json)).toBe(201)
    const ritaId = visitOf(first).client!.id

    // Another name with Rita's number: refused, naming Rita; nothing is booked.
    const other = await book(times[3]!, { phone: rita, firstName: 'Rita', lastName: 'Other' })
    expect(other.status).toBe(409)
    expect(other.json).toMatchObject({
      reason: 'phone_on_file',
      onFile: { id: ritaId, name: 'Rita Known', phone: rita },
    })
    expect(other.json.message).toMatch(/already Rita Known’s number/)
    const visits = await payload.count({
      collection: 'appointments',
      where: { client: { equals: Number(ritaId) } },
      overrideAccess: true,
    })
    expect(visits.totalDocs).toBe(1)
    const others = await payload.count({
      collection: 'clients',
      where: { lastName: { equals: 'Other' }, phone: { equals: rita } },
      overrideAccess: true,
    })
    expect(others.totalDocs).toBe(0)

    // The same name (any case), or the phone alone, is Rita.
    const same = await book(times[3]!, { phone: rita, firstName: 'rita', lastName: 'KNOWN ' })
    expect(same.status, JSON.stringify(same.json)).toBe(201)
    expect(visitOf(same).client!.id).toBe(ritaId)
  })

  it('books a walk-in who gives no phone, under their name, and texts nobody', async () => {
    const { times, book } = await setting()
    const noName = await book(times[1]!, { noPhone: true, firstName: ' ', lastName: '' })
    expect(noName.status).toBe(400)
    expect(noName.json.fields).toMatchObject({ firstName: expect.stringMatching(/first name/) })

    const walkIn = await book(times[1]!, { noPhone: true, firstName: 'Wanda', lastName: 'Walkin' })
    expect(walkIn.status, JSON.stringify(walkIn.json)).toBe(201)
    const visit = visitOf(walkIn)
    expect(visit.client).toMatchObject({ name: 'Wanda Walkin' })
    const client = await payload.findByID({ collection: 'clients', id: Number(visit.client!.id), overrideAccess: true })
    expect(client.phone ?? null).toBeNull()
    // A second walk-in with no phone is another client (no phone is not a shared number).
    const second = await book(times[4]!, { noPhone: true, firstName: 'Walter' })
    expect(second.status, JSON.stringify(second.json)).toBe(201)
    expect(visitOf(second).client!.id).not.toBe(visit.client!.id)
    await runJobs(payload)
    expect(outbox().filter((m) => !m.to)).toEqual([])

    // Their card: a phone can be added later, and taken off again.
    const card = `/api/staff/clients/${visit.client!.id}`
    const added = await desk.send('PATCH', card, { phone: '07401 500999' })
    expect(added.status, JSON.stringify(added.json)).toBe(200)
    expect(added.json.client).toMatchObject({ phone: '+447401500999', firstName: 'Wanda' })
    const removed = await desk.send('PATCH', card, { phone: '' })
    expect(removed.status, JSON.stringify(removed.json)).toBe(200)
    expect(removed.json.client).toMatchObject({ phone: '' })
  })

  it('edits a client’s name, phone and email from the card, refusing a phone that is another client’s', async () => {
    const { times, book } = await setting()
    const mine = phone()
    const taken = phone()
    const a = visitOf(await book(times[2]!, { phone: mine, firstName: 'Edna', lastName: 'Edit' }))
    visitOf(await book(times[5]!, { phone: taken, firstName: 'Tom', lastName: 'Taken' }))
    const card = `/api/staff/clients/${a.client!.id}`

    const clash = await desk.send('PATCH', card, { phone: taken })
    expect(clash.status).toBe(409)
    expect(clash.json.message).toMatch(/already the number of Tom Taken/)
    const bad = await desk.send('PATCH', card, { phone: '12' })
    expect(bad.status).toBe(400)

    const changed = await desk.send('PATCH', card, {
      firstName: 'Edwina',
      lastName: 'Edited',
      phone: phone(),
      email: 'edwina@example.com',
    })
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    const read = await desk.send('GET', card)
    expect(read.json.client as object).toMatchObject({
      firstName: 'Edwina',
      lastName: 'Edited',
      email: 'edwina@example.com',
    })
    expect((read.json.client as { phone: string }).phone).not.toBe(mine)
  })

  it('undoes a cancellation made by mistake; refused once the time is taken, or when money moved', async () => {
    const { times, book } = await setting()
    const p = phone()
    const visit = visitOf(await book(times[0]!, { phone: p, firstName: 'Una', lastName: 'Undo' }))
    const cancel = await desk.send('POST', `/api/staff/visits/${visit.id}/cancel`, {
      version: visit.version,
      reason: 'Wrong client',
    })
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200)
    const cancelled = visitOf(cancel)

    // On the card, a cancelled visit still ahead is among the upcoming ones, not the past.
    const card = await desk.send('GET', `/api/staff/clients/${visit.client!.id}`)
    expect(
      (card.json.upcoming as { id: string; state: string }[]).map((v: { id: string; state: string }) => [
        v.id,
        v.state,
      ]),
    ).toEqual([[visit.id, 'cancelled']])
    expect(card.json.past).toEqual([])

    const undone = await desk.send('POST', `/api/staff/visits/${visit.id}/state`, {
      version: cancelled.version,
      state: 'planned',
    })
    expect(undone.status, JSON.stringify(undone.json)).toBe(200)
    expect(visitOf(undone)).toMatchObject({ state: 'planned', start: times[0] })
    const row = await payload.findByID({ collection: 'appointments', id: Number(visit.id), overrideAccess: true })
    expect(row.cancelReason ?? null).toBeNull()
    await runJobs(payload)
    // Booked, cancelled, and booked again: the client hears that the visit is back.
    expect(messagesTo(p).filter((m) => m.body.startsWith("Parlour: you're booked"))).toHaveLength(2)

    // Cancelled again, and someone else takes the time: the undo is refused, naming nothing lost.
    const again = visitOf(
      await desk.send('POST', `/api/staff/visits/${visit.id}/cancel`, {
        version: visitOf(undone).version,
        reason: 'Really cancelled',
      }),
    )
    const taker = await book(times[0]!, { phone: phone(), firstName: 'Tess', lastName: 'Taker' })
    expect(taker.status, JSON.stringify(taker.json)).toBe(201)
    const refused = await desk.send('POST', `/api/staff/visits/${visit.id}/state`, {
      version: again.version,
      state: 'planned',
    })
    expect(refused.status).toBe(409)
    expect(refused.json.reason).toBe('slot_taken')
    const still = await payload.findByID({ collection: 'appointments', id: Number(visit.id), overrideAccess: true })
    expect(still.state).toBe('cancelled')

    // A visit with money on it (a till sale, here) is booked again instead.
    const paid = visitOf(await book(times[2]!, { phone: phone(), firstName: 'Pam', lastName: 'Paid' }))
    await payload.create({
      collection: 'client-ledger',
      data: {
        client: Number(paid.client!.id),
        account: 'balance',
        amount: 500,
        after: 500,
        visitId: paid.id,
        note: 'A balance part on the visit',
        at: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const paidCancel = visitOf(
      await desk.send('POST', `/api/staff/visits/${paid.id}/cancel`, { version: paid.version, reason: 'Ill' }),
    )
    const paidUndo = await desk.send('POST', `/api/staff/visits/${paid.id}/state`, {
      version: paidCancel.version,
      state: 'planned',
    })
    expect(paidUndo.status).toBe(409)
    expect(paidUndo.json.reason).toBe('money_given_back')
  })

  it('finds clients from the top bar with their next visit', async () => {
    const { times, book, salon, date } = await setting()
    const p = phone()
    const v = visitOf(await book(times[4]!, { phone: p, firstName: 'Fiona', lastName: 'Findme' }))
    const found = await desk.send('GET', `/api/staff/clients?q=${encodeURIComponent('Findme')}`)
    expect(found.status).toBe(200)
    const hit = (found.json.clients as { id: string; next: unknown }[]).find((c) => c.id === v.client!.id)
    expect(hit?.next).toEqual({ id: v.id, salon: String(salon.id), date, start: times[4] })
    const byPhone = await desk.send('GET', `/api/staff/clients?q=${encodeURIComponent(p.slice(-6))}`)
    expect((byPhone.json.clients as { id: string }[]).map((c) => c.id)).toContain(v.client!.id)
  })

  it('tells a signed-in admin on another address why their change is refused', async () => {
    const cookie = `payload-token=${token}`
    const foreign = await new Visitor(server.url).call(
      'POST',
      '/api/staff/visits',
      {},
      {
        cookie,
        origin: 'http://salon.lan:3000',
      },
    )
    expect(foreign.status).toBe(401)
    expect(foreign.json.message).toMatch(/opened at http:\/\/salon\.lan:3000.*open the admin at/)
    // The server's own loopback address is the same site: the session is honoured.
    const own = await new Visitor(server.url).call('GET', '/api/staff/calendar', undefined, {
      cookie,
      origin: `http://127.0.0.1:${process.env.PORT ?? '3000'}`,
    })
    expect(own.status).toBe(200)
    // No cookie at all is simply signed out.
    const anonymous = await new Visitor(server.url).call(
      'POST',
      '/api/staff/visits',
      {},
      { origin: 'http://salon.lan:3000' },
    )
    expect(anonymous.status).toBe(401)
  })

  it('books a visit again N weeks later, or as a series, saying which dates could not be booked', async () => {
    const { times, book, salon, a, service, date } = await setting()
    const v = visitOf(await book(times[1]!, { phone: phone(), firstName: 'Reba', lastName: 'Rebook' }))
    const plus = (weeks: number) => addCalendarDays(date, weeks * 7)
    // Someone is already in the way two weeks after the first rebooked date (a rebooking never books
    // over a visit on purpose: that date asks, and is left for the desk).
    const inTheWay = await desk.send('POST', '/api/staff/visits', {
      salon: String(salon.id),
      start: `${plus(6 + 2)}T${times[1]}`,
      employee: a,
      services: [String(service.id)],
      client: { phone: phone(), firstName: 'Ivy', lastName: 'Inway' },
      confirm: true,
    })
    expect(inTheWay.status, JSON.stringify(inTheWay.json)).toBe(201)

    const once = await desk.send('POST', `/api/staff/visits/${v.id}/rebook`, { weeks: 6, confirm: true })
    expect(once.status, JSON.stringify(once.json)).toBe(201)
    expect(once.json).toMatchObject({ booked: 1, outcomes: [{ date: plus(6), start: times[1], ok: true }] })
    const again = (once.json.outcomes as { visit: { client: { id: string }; items: { serviceId: string }[] } }[])[0]!
    expect(again.visit.client.id).toBe(v.client!.id)
    expect(again.visit.items.map((i) => i.serviceId)).toEqual([String(service.id)])
    // Sent twice, the day already booked is left alone (never a second set of services).
    const twice = await desk.send('POST', `/api/staff/visits/${v.id}/rebook`, { weeks: 6, confirm: true })
    expect(twice.status).toBe(409)
    expect(twice.json).toMatchObject({ booked: 0, outcomes: [{ ok: false, reason: 'client_has_visit' }] })

    const series = await desk.send('POST', `/api/staff/visits/${v.id}/rebook`, {
      weeks: 7,
      every: 1,
      until: plus(9),
      confirm: true,
    })
    expect(series.status, JSON.stringify(series.json)).toBe(201)
    const outcomes = series.json.outcomes as { date: string; ok: boolean; reason?: string; message?: string }[]
    expect(outcomes.map((o) => [o.date, o.ok])).toEqual([
      [plus(7), true],
      [plus(8), false],
      [plus(9), true],
    ])
    expect(outcomes[1]).toMatchObject({
      reason: 'needs_confirmation',
      message: expect.stringMatching(/Ivy Inway’s visit/),
    })
    expect(series.json.booked).toBe(2)

    const bad = await desk.send('POST', `/api/staff/visits/${v.id}/rebook`, { weeks: 0 })
    expect(bad.status).toBe(400)
    const long = await desk.send('POST', `/api/staff/visits/${v.id}/rebook`, { weeks: 1, every: 1, until: plus(60) })
    expect(long.status).toBe(400)
  })
})
