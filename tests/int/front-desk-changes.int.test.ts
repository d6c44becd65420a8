/**
 * The front desk changing a visit over real HTTP and the real database: versions (two
 * receptionists on one visit), changes that need confirming, moving one stylist's services, and
 * adding and removing services with a text to the client (runs on SQLite and on PostgreSQL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadLocationSchedules } from '@/features/booking/engine/schedules'
import { formatMinutesOfDay, minutesOfDay } from '@/features/booking/domain/time'

import { chelsea, freshPhone } from '../helpers/booking'
import { type Desk, offered, openDesk, pairSharingAService, runJobs, visitOf } from '../helpers/front-desk'
import type { RouteServer } from '../helpers/route-server'
import { messagesTo } from '../helpers/sms-outbox'

let server: RouteServer, payload: Payload, desk: Desk
beforeAll(async () => void ({ payload, server, desk } = await openDesk()))
afterAll(() => server?.close())

describe('the front desk changing a visit', () => {
  it('refuses an edit made on a version someone else has changed since', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const { date, times } = await offered(desk, String(salon.id), a, String(service.id), 45)
    const booked = visitOf(
      await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${times[0]}`,
        employee: a,
        services: [String(service.id)],
        client: { phone: freshPhone(720), firstName: 'Rosa', lastName: 'Twice' },
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
    const { salon, a, service } = await pairSharingAService(payload)
    const { date, times } = await offered(desk, String(salon.id), a, String(service.id), 52)
    const booked = visitOf(
      await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${times[0]}`,
        employee: a,
        services: [String(service.id)],
        client: { phone: freshPhone(720), firstName: 'Vera', lastName: 'Early' },
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
    const phone = freshPhone(720)
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

  it('offers a visit being moved the times it would have if it were not there, its own time included', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const { date, times } = await offered(desk, String(salon.id), a, String(service.id), 63, 4)
    const booked = visitOf(
      await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${times[1]}`,
        employee: a,
        services: [String(service.id)],
        client: { phone: freshPhone(720), firstName: 'Mona', lastName: 'Mover' },
      }),
    )
    const free = `/api/staff/free-time?salon=${salon.id}&employee=${a}&services=${service.id}&date=${date}`
    const others = await desk.send('GET', free)
    expect(others.json.times).not.toContain(times[1])
    // For the visit itself its own time is free: the same times as before it was booked.
    const itself = await desk.send('GET', `${free}&except=${booked.id}`)
    expect(itself.status).toBe(200)
    expect(itself.json.times).toEqual(times)
    const bad = await desk.send('GET', `${free}&except=first`)
    expect(bad.status).toBe(400)
    expect(bad.json.message).toBe('Choose a visit.')
  })

  it('moves one stylist’s services of a two-stylist visit to another stylist, the other keeping theirs', async () => {
    const salon = await chelsea(payload)
    const schedules = await loadLocationSchedules(payload, salon)
    const [x, y, z] = schedules.map((s) => s.employeeId)
    const service = schedules[0]!.serviceIds[0]!
    const { date, times } = await offered(desk, String(salon.id), x!, service, 56)
    const booked = visitOf(
      await desk.send('POST', '/api/staff/visits', {
        salon: String(salon.id),
        start: `${date}T${times[0]}`,
        employee: x,
        services: [service],
        client: { phone: freshPhone(720), firstName: 'Wendy', lastName: 'Two' },
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
    const { salon, a, service } = await pairSharingAService(payload)
    const { date, times } = await offered(desk, String(salon.id), a, String(service.id), 48)
    const phone = freshPhone(720)
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
    await runJobs(payload)
    expect(messagesTo(phone).filter((m) => m.body.startsWith('Parlour: your visit is now')).length).toBeGreaterThan(0)
  })
})
