/**
 * The front desk closing visits over real HTTP and the real database: completed, no-show, the
 * client card (notes, the online-booking switch, search) and a cancellation texted to the client
 * (runs on SQLite and on PostgreSQL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addCalendarDays, instantToLocal } from '@/features/booking/domain/time'

import { freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { type Desk, offered, openDesk, pairSharingAService, runJobs, visitOf } from '../helpers/front-desk'
import type { RouteServer } from '../helpers/route-server'
import { messagesTo } from '../helpers/sms-outbox'

let server: RouteServer, payload: Payload, desk: Desk
beforeAll(async () => void ({ payload, server, desk } = await openDesk()))
afterAll(() => server?.close())

describe('the front desk closing visits', () => {
  it('closes visits: completed may be reviewed, a no-show counts on the client card; a cancellation is texted', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const client = await signedInVisitor(server.url, freshPhone(740), freshIp('198.51.100'))
    const clientPhone = (await payload.findByID({ collection: 'clients', id: client.clientId, overrideAccess: true }))
      .phone!
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
    const { date, times } = await offered(desk, String(salon.id), a, String(service.id), 60)
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
    await runJobs(payload)
    const texts = messagesTo(clientPhone).map((m) => m.body)
    expect(texts.filter((t) => /^Parlour: your visit on .+ is cancelled\.$/.test(t))).toHaveLength(1)
    // Visits entered after they happened are not texted.
    expect(texts.filter((t) => t.includes('06:15'))).toEqual([])
  })
})
