/**
 * Front-desk bookings racing online bookings for the same times, over real HTTP and the real
 * database: exactly one wins each time (runs on SQLite and on PostgreSQL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { type Desk, offered, openDesk, pairSharingAService, timesOn } from '../helpers/front-desk'
import type { RouteServer } from '../helpers/route-server'

let server: RouteServer, payload: Payload, desk: Desk
beforeAll(async () => void ({ payload, server, desk } = await openDesk()))
afterAll(() => server?.close())

describe('front-desk bookings racing online bookings', () => {
  it('lets exactly one win each time', async () => {
    const { salon, a, service } = await pairSharingAService(payload)
    const { date } = await offered(desk, String(salon.id), a, String(service.id), 70, 3)
    const online = await signedInVisitor(server.url, freshPhone(750), freshIp('198.51.100'))
    for (let i = 0; i < 3; i++) {
      // The first time still offered that day (the last round's winner took the one before).
      const time = (await timesOn(desk, String(salon.id), a, String(service.id), date))[0]!
      const answers = await Promise.all([
        desk.send('POST', '/api/staff/visits', {
          salon: String(salon.id),
          start: `${date}T${time}`,
          employee: a,
          services: [String(service.id)],
          client: { phone: freshPhone(750), firstName: `Desk${i}`, lastName: 'Racer' },
          confirm: true,
        }),
        online.post('/api/booking/appointments', {
          location: String(salon.id),
          start: `${date}T${time}`,
          items: [{ service: String(service.id), employee: a }],
        }),
      ])
      const statuses = answers.map((r) => r.status)
      expect(
        statuses.filter((s) => s === 201),
        JSON.stringify(answers.map((r) => r.json)),
      ).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(1)
      // The winner holds the time alone.
      const slots = await payload.find({
        collection: 'booking-slots',
        where: {
          and: [
            { stylist: { equals: Number(a) } },
            { live: { equals: true } },
            { start: { less_than: new Date(Date.parse(`${date}T${time}:00Z`) + 3 * 3_600_000).toISOString() } },
            { end: { greater_than: new Date(Date.parse(`${date}T${time}:00Z`) - 3 * 3_600_000).toISOString() } },
          ],
        },
        overrideAccess: true,
      })
      const starts = slots.docs.map((s) => s.start).sort()
      for (let j = 1; j < starts.length; j++)
        expect(Date.parse(starts[j]!)).toBeGreaterThanOrEqual(
          Date.parse(slots.docs.find((s) => s.start === starts[j - 1])!.end),
        )
    }
  })
})
