/**
 * No double booking, ever: 60 real HTTP requests at once, from 6 signed-in clients, for
 * overlapping times of one stylist. Exactly one visit is booked; every other request is told 409.
 * Runs on SQLite (`--only=int`) and PostgreSQL (`--only=pg`) alike. The route handlers are the
 * app's own, served by a node:http server on 127.0.0.1 (tests/helpers/route-server.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
