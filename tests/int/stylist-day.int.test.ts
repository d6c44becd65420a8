/**
 * A stylist's own account (issue 30, decision 0047) over real HTTP and the real database (runs on
 * SQLite and on PostgreSQL): it reads its own day with the client, services, note and what is paid,
 * and nothing of another stylist's clients — unless the salon allows busy times, and then only
 * those; the desk's endpoints, the report and the export answer 403; the collections refuse it;
 * it blocks and frees its own time only.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Desk, offered, openDesk, pairSharingAService, timesOn, visitOf, type VisitJson } from '../helpers/front-desk'
import { deleteAppointments } from '../helpers/booking'
import type { RouteServer } from '../helpers/route-server'

let server: RouteServer, payload: Payload, desk: Desk, stylistDesk: Desk
let salon: string, a: string, b: string, date: string
let mine: VisitJson, theirs: VisitJson
let accountId: number

let phoneCounter = 10000
const phone = () => `+4474014${phoneCounter++}`

const visits: string[] = []
const blocks: number[] = []

beforeAll(async () => {
  ;({ payload, server, desk } = await openDesk())
  const pair = await pairSharingAService(payload)
  ;[salon, a, b] = [String(pair.salon.id), pair.a, pair.b]
  const service = String(pair.service.id)
  // A day far enough ahead that the other suites' bookings leave both stylists free.
  let from = 64
  let found = await offered(desk, salon, a, service, from, 2)
  let forB = await timesOn(desk, salon, b, service, found.date)
  while (!forB.length) {
    from++
    found = await offered(desk, salon, a, service, from, 2)
    forB = await timesOn(desk, salon, b, service, found.date)
  }
  date = found.date
  const book = async (employee: string, start: string, firstName: string, note?: string) => {
    const r = await desk.send('POST', '/api/staff/visits', {
      salon,
      start: `${date}T${start}`,
      employee,
      services: [service],
      client: { phone: phone(), firstName, lastName: 'Stylistday' },
      confirm: true,
      ...(note ? { note } : {}),
    })
    expect(r.status, JSON.stringify(r.json)).toBe(201)
    visits.push(visitOf(r).id)
    return visitOf(r)
  }
  mine = await book(a, found.times[0]!, 'Mira', 'Allergic to ammonia')
  theirs = await book(b, forB[0]!, 'Otto')

  const email = `stylist-day-${Date.now()}@parlour.example`
  const account = await payload.create({
    collection: 'users',
    data: { email, password: 'stylist-day-pass-1', name: 'Stylist', roles: ['stylist'], stylist: Number(a) },
    overrideAccess: true,
  })
  accountId = account.id
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'stylist-day-pass-1' } })
  stylistDesk = new Desk(server.url, token!)
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'booking-settings', data: { stylistsSeeOthers: 'nothing' }, overrideAccess: true })
  for (const id of blocks)
    await payload.delete({ collection: 'time-blocks', id, overrideAccess: true }).catch(() => null)
  await deleteAppointments(payload, visits)
  if (accountId) await payload.delete({ collection: 'users', id: accountId, overrideAccess: true })
  server?.close()
})

type Day = {
  stylist: { id: string } | null
  days: {
    date: string
    columns: {
      visits: {
        id: string
        client: { name: string } | null
        services: string[]
        note: string | null
        due: number
        total: number
      }[]
      blocked: { id: string | null; reason: string }[]
    }[]
    others: { stylist: string; busy: { start: string; end: string }[] }[]
  }[]
}

describe('a stylist’s own account', () => {
  it('reads its own day: the client, services, note and what is due — and nothing of the others', async () => {
    const r = await stylistDesk.send('GET', `/api/staff/my-day?date=${date}`)
    expect(r.status, JSON.stringify(r.json)).toBe(200)
    const day = r.json as unknown as Day
    expect(day.stylist?.id).toBe(a)
    const listed = day.days[0]!.columns.flatMap((c) => c.visits)
    const visit = listed.find((v) => v.id === mine.id)!
    expect(visit.client?.name).toBe('Mira Stylistday')
    expect(visit.note).toBe('Allergic to ammonia')
    expect(visit.services.length).toBeGreaterThan(0)
    expect(visit.due).toBe(visit.total)
    expect(listed.map((v) => v.id)).not.toContain(theirs.id)
    expect(day.days[0]!.others).toEqual([])
    expect(JSON.stringify(r.json)).not.toContain('Otto')
  })

  it('gets its own day whichever stylist it names', async () => {
    const r = await stylistDesk.send('GET', `/api/staff/my-day?date=${date}&stylist=${b}`)
    expect((r.json as unknown as Day).stylist?.id).toBe(a)
    expect(JSON.stringify(r.json)).not.toContain('Otto')
    // The desk's staff may name any stylist.
    const asDesk = await desk.send('GET', `/api/staff/my-day?date=${date}&stylist=${b}`)
    expect(JSON.stringify(asDesk.json)).toContain('Otto Stylistday')
  })

  it('sees the others’ busy times, without their clients, when the salon allows it', async () => {
    await payload.updateGlobal({ slug: 'booking-settings', data: { stylistsSeeOthers: 'busy' }, overrideAccess: true })
    const r = await stylistDesk.send('GET', `/api/staff/my-day?date=${date}`)
    const others = (r.json as unknown as Day).days[0]!.others
    expect(others.some((o) => o.busy.some((t) => t.start === theirs.start))).toBe(true)
    expect(JSON.stringify(r.json)).not.toContain('Otto')
    expect(JSON.stringify(others)).not.toContain(theirs.client!.phone)
    await payload.updateGlobal({
      slug: 'booking-settings',
      data: { stylistsSeeOthers: 'nothing' },
      overrideAccess: true,
    })
  })

  it('is refused the desk’s calendar, clients, visits’ money, the weekly report and the export', async () => {
    for (const path of [
      `/api/staff/calendar?salon=${salon}&date=${date}`,
      `/api/staff/calendar/week?salon=${salon}&date=${date}&stylist=${a}`,
      `/api/staff/clients/${theirs.client!.id}`,
      `/api/staff/clients?q=Otto`,
      `/api/staff/visits/${theirs.id}/money`,
      `/api/staff/report?salon=${salon}`,
      '/api/staff/export',
      '/api/staff/takings',
    ]) {
      const r = await stylistDesk.send('GET', path)
      expect(r.status, path).toBe(403)
      expect(r.json.message, path).toMatch(/own day/)
    }
    const move = await stylistDesk.send('PATCH', `/api/staff/visits/${theirs.id}`, {
      version: theirs.version,
      note: 'x',
    })
    expect(move.status).toBe(403)
  })

  it('reads no visit, client, payment or setting through the collections', async () => {
    const user = {
      ...(await payload.findByID({ collection: 'users', id: accountId, overrideAccess: true })),
      collection: 'users' as const,
    }
    const asStylist = { overrideAccess: false as const, user }
    for (const collection of ['appointments', 'clients', 'payments', 'sales', 'vouchers', 'sms-messages'] as const)
      await expect(payload.find({ collection, ...asStylist }), collection).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.updateGlobal({ slug: 'booking-settings', data: { stylistsSeeOthers: 'busy' }, ...asStylist }),
    ).rejects.toMatchObject({ status: 403 })
    // Its own account: it cannot tie itself to another stylist or give itself a role.
    await payload.update({
      collection: 'users',
      id: accountId,
      data: { stylist: Number(b), roles: ['admin'] },
      ...asStylist,
    })
    const after = await payload.findByID({ collection: 'users', id: accountId, depth: 0, overrideAccess: true })
    expect([String(after.stylist), after.roles]).toEqual([a, ['stylist']])
  })

  it('blocks an hour of its own day and frees it, but not another stylist’s', async () => {
    const own = await stylistDesk.send('POST', '/api/staff/time-blocks', {
      salon,
      employee: a,
      date,
      start: '07:00',
      end: '08:00',
      reason: 'Dentist',
    })
    expect(own.status, JSON.stringify(own.json)).toBe(201)
    const ownId = Number((own.json.block as { id: string }).id)
    blocks.push(ownId)
    const day = (await stylistDesk.send('GET', `/api/staff/my-day?date=${date}`)).json as unknown as Day
    expect(day.days[0]!.columns.flatMap((c) => c.blocked).map((x) => x.reason)).toContain('Dentist')

    const other = await stylistDesk.send('POST', '/api/staff/time-blocks', {
      salon,
      employee: b,
      date,
      start: '07:00',
      end: '08:00',
    })
    expect(other.status).toBe(403)
    const theirsBlock = await payload.create({
      collection: 'time-blocks',
      data: { salon: Number(salon), employee: Number(b), date, start: '07:00', end: '08:00', reason: 'Training' },
      overrideAccess: true,
    })
    blocks.push(theirsBlock.id)
    expect((await stylistDesk.send('DELETE', `/api/staff/time-blocks/${theirsBlock.id}`)).status).toBe(404)
    expect((await stylistDesk.send('DELETE', `/api/staff/time-blocks/${ownId}`)).status).toBe(200)
    const left = await payload.find({
      collection: 'time-blocks',
      where: { id: { in: [ownId, theirsBlock.id] } },
      overrideAccess: true,
    })
    expect(left.docs.map((d) => d.id)).toEqual([theirsBlock.id])
  })
})
