/**
 * No double booking, ever: 60 real HTTP requests at once, from 6 signed-in clients, for
 * overlapping times of one stylist. Exactly one visit is booked; every other request is told 409.
 * Runs on SQLite (`--only=int`) and PostgreSQL (`--only=pg`) alike. The route handlers are the
 * app's own, served by a node:http server on 127.0.0.1 (tests/helpers/route-server.ts).
 */
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DIARY_LOCK_GROUP } from '@/features/booking/payload/collections/Appointments/hooks/guard'
import { getEnv } from '@/platform/env'
import { runExclusive, waitingWriters } from '@/platform/db/sqlite-write-lock'

import { testPayload } from '../helpers/payload'
import { freeStarts, freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { startRouteServer, type RouteServer } from '../helpers/route-server'

let server: RouteServer
beforeAll(async () => {
  await testPayload()
  server = await startRouteServer()
})
afterAll(() => server?.close())

describe('concurrent bookings of one stylist', () => {
  it('books exactly one of 60 overlapping requests and answers 409 to the other 59', async () => {
    const payload = await testPayload()
    const { salon, stylist, service, days } = await freeStarts(payload, 'grace-adeyemi', 21)
    expect(service.duration).toBeGreaterThan(30)
    // A day where T and T + 30 min are both offered: visits starting at either overlap.
    const day = days.find((d) => d.times.some((t, i) => d.times[i + 1] && d.times.includes(t)))!
    const [t1, t2] = [day.times[0]!, day.times[1]!]

    const clients: Awaited<ReturnType<typeof signedInVisitor>>[] = []
    for (let i = 0; i < 6; i++) clients.push(await signedInVisitor(server.url, freshPhone(600), freshIp('192.0.2')))

    const requests = Array.from({ length: 60 }, (_, i) =>
      clients[i % clients.length]!.post('/api/booking/appointments', {
        location: salon.id,
        start: `${day.date}T${i % 2 ? t2 : t1}`,
        items: [{ service: service.id, employee: stylist.id }],
      }),
    )
    const answers = await Promise.all(requests)
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(59)
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.json).toMatchObject({ reason: 'slot_taken', message: expect.stringMatching(/just been taken/) })

    const winner = answers.find((a) => a.status === 201)!.json.appointment as { id: string; start: string }
    const slots = await payload.find({
      collection: 'booking-slots',
      where: {
        and: [
          { stylist: { equals: stylist.id } },
          { live: { equals: true } },
          {
            start: { less_than: new Date(new Date(`${day.date}T00:00:00Z`).getTime() + 2 * 86_400_000).toISOString() },
          },
          { end: { greater_than: new Date(`${day.date}T00:00:00Z`).toISOString() } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
    expect(slots.docs).toHaveLength(1)
    expect(String(slots.docs[0]!.appointment)).toBe(winner.id)
    const appointments = await payload.find({
      collection: 'appointments',
      where: { and: [{ stylists: { contains: stylist.id } }, { date: { equals: day.date } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(appointments.docs.map((a) => String(a.id))).toEqual([winner.id])
  })
})

describe("a stylist's diary written by one transaction at a time", () => {
  // PostgreSQL checks its exclusion constraint after inserting the row: two bookings inserting at
  // the same instant waited on each other, and the deadlocks that followed failed a burst's
  // bookings with 500s (docs/decisions/0032). Each booking now waits for the diary first.
  it('bookings arriving while another write holds the diary wait for it, then one is booked and one told 409', async () => {
    const payload = await testPayload()
    const { salon, stylist, service, days } = await freeStarts(payload, 'grace-adeyemi', 28)
    const day = days.at(-1)!
    const start = `${day.date}T${day.times.at(-1)!}`
    const clients = [
      await signedInVisitor(server.url, freshPhone(600), freshIp('192.0.2')),
      await signedInVisitor(server.url, freshPhone(600), freshIp('192.0.2')),
    ]
    const book = (i: number) =>
      clients[i]!.post('/api/booking/appointments', {
        location: salon.id,
        start,
        items: [{ service: service.id, employee: stylist.id }],
      })

    let answers: Awaited<ReturnType<typeof book>>[]
    if (getEnv().databaseKind === 'postgres') {
      const pool = (payload.db as unknown as { pool: Pool }).pool
      const writer = await pool.connect()
      const waiting = async () =>
        Number(
          (
            await pool.query<{ n: string }>(
              "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'",
            )
          ).rows[0]!.n,
        )
      try {
        await writer.query('begin')
        await writer.query('select pg_advisory_xact_lock($1::int, $2::int)', [DIARY_LOCK_GROUP, Number(stylist.id)])
        const pending = Promise.all([book(0), book(1)])
        // Both bookings are inside their transactions, queued behind the writer's diary lock.
        await expect.poll(waiting, { timeout: 20_000 }).toBe(2)
        await writer.query('rollback')
        answers = await pending
      } finally {
        writer.release()
      }
    } else {
      // SQLite: the writer holds this process's write queue, in front of the database's own lock.
      let finish!: () => void
      const holding = new Promise<void>((started) => {
        void runExclusive(payload.db, () => {
          started()
          return new Promise<void>((resolve) => (finish = resolve))
        })
      })
      await holding
      const pending = Promise.all([book(0), book(1)])
      await expect.poll(() => waitingWriters(payload.db), { timeout: 20_000 }).toBe(2)
      finish()
      answers = await pending
    }
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    expect(answers.find((a) => a.status === 409)!.json).toMatchObject({ reason: 'slot_taken' })
  })
})
