/**
 * The booking API over real HTTP: holds (kept for the visitor, released with their token, seen at
 * once in free time) and changing a visit (cancelling, the 48-hour window, moving, adding and
 * removing services).
 */
import { describe, expect, it } from 'vitest'

import { freeTimeRead } from '@/features/booking/http/handlers'
import { asHandler } from '@/features/booking/http/respond'
import { createPayloadCatalogue } from '@/features/booking/engine/payload-catalogue'
import { systemClock } from '@/features/booking/ports'
import { engineFreeTime } from '@/features/booking/use-cases/free-time'

import {
  appointmentOf,
  bookingApiFile,
  chelsea,
  freeStarts,
  runJobs,
  signedInVisitor,
  stylistBySlug,
  type AppointmentJson,
} from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { Visitor } from '../helpers/route-server'
import { messagesTo } from '../helpers/sms-outbox'

const { server, phone, ip } = bookingApiFile(420, '100.64.40')

describe('holds', () => {
  it('keeps a time for the visitor while they sign in; others get 409; the holder books it', async () => {
    const payload = await testPayload()
    const { salon, stylist, service, days } = await freeStarts(payload, 'chloe-harrington', 30)
    const slot = {
      location: salon.id,
      start: `${days[0]!.date}T${days[0]!.times[0]}`,
      items: [{ service: service.id, employee: stylist.id }],
    }
    const visitor = new Visitor(server.url, ip())
    const held = await visitor.post('/api/booking/holds', slot)
    expect(held.status).toBe(201)
    const hold = held.json.hold as AppointmentJson & { token: string; heldUntil: string }
    expect(hold.state).toBe('reserved')
    const minutes = (new Date(hold.heldUntil).getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)

    const other = await signedInVisitor(server.url, phone(), ip())
    expect((await other.post('/api/booking/appointments', slot)).status).toBe(409)

    const holder = await signedInVisitor(server.url, phone(), ip())
    const booked = await holder.post('/api/booking/appointments', { ...slot, hold: { id: hold.id, token: hold.token } })
    expect(booked.status).toBe(201)
    expect(appointmentOf(booked)).toMatchObject({ id: hold.id, state: 'planned' })
  })

  it('lets a hold go with its token, freeing the time; free time shows it taken and free again at once', async () => {
    const payload = await testPayload()
    const { salon, stylist, service, days } = await freeStarts(payload, 'chloe-harrington', 37)
    const slot = {
      location: salon.id,
      start: `${days[0]!.date}T${days[0]!.times[0]}`,
      items: [{ service: service.id, employee: stylist.id }],
    }
    const visitor = new Visitor(server.url, ip())
    // Free time reflects the hold at once, and its release: busy time is never cached (the
    // catalogue's Next data cache is left out here: it needs a Next server).
    const day = days[0]!
    const freeTime = asHandler(
      freeTimeRead(async () => ({
        catalogue: createPayloadCatalogue(payload),
        times: engineFreeTime(createPayloadCatalogue(payload)),
        clock: systemClock,
        log: { error: (context, message) => console.error(message, context) },
      })),
    )
    const offered = async () => {
      const query = `location=${salon.id}&services=${service.id}&from=${day.date}&to=${day.date}&employee=${stylist.id}`
      const res = await freeTime(new Request(`http://127.0.0.1/api/booking/free-time?${query}`))
      expect(res.status).toBe(200)
      return ((await res.json()) as Record<string, Record<string, string[]>>)[String(stylist.id)]?.[day.date] ?? []
    }
    expect(await offered()).toContain(day.times[0])
    const hold = (await visitor.post('/api/booking/holds', slot)).json.hold as { id: string; token: string }
    expect(await offered()).not.toContain(day.times[0])
    expect(
      (await visitor.call('DELETE', `/api/booking/holds/${hold.id}`, undefined, { 'x-hold-token': 'wrong-token-123' }))
        .status,
    ).toBe(404)
    expect(
      (await visitor.call('DELETE', `/api/booking/holds/${hold.id}`, undefined, { 'x-hold-token': hold.token })).status,
    ).toBe(200)
    expect(await offered()).toContain(day.times[0])
    const client = await signedInVisitor(server.url, phone(), ip())
    expect((await client.post('/api/booking/appointments', slot)).status).toBe(201)
  })
})

describe('changing a visit', () => {
  it('cancels a visit outside the 48-hour window, once, and texts the client', async () => {
    const payload = await testPayload()
    const number = phone()
    const v = await signedInVisitor(server.url, number, ip())
    const { salon, stylist, service, days } = await freeStarts(payload, 'tomasz-nowak', 30)
    const booked = appointmentOf(
      await v.post('/api/booking/appointments', {
        location: salon.id,
        start: `${days[0]!.date}T${days[0]!.times[0]}`,
        items: [{ service: service.id, employee: stylist.id }],
      }),
    )
    const other = await signedInVisitor(server.url, phone(), ip())
    expect((await other.post(`/api/booking/appointments/${booked.id}/cancel`, {})).status).toBe(404)
    const cancelled = await v.post(`/api/booking/appointments/${booked.id}/cancel`, { reason: 'Feeling unwell' })
    expect(cancelled.status).toBe(200)
    expect(appointmentOf(cancelled)).toMatchObject({ state: 'cancelled', cancelReason: 'Feeling unwell' })
    const again = await v.post(`/api/booking/appointments/${booked.id}/cancel`, {})
    expect(again).toMatchObject({ status: 409, json: { reason: 'already_cancelled' } })
    await runJobs(payload)
    expect(messagesTo(number).at(-1)!.body).toMatch(/^Parlour: your visit on .+ is cancelled\.$/)
    // The time is free again.
    expect(
      (
        await other.post('/api/booking/appointments', {
          location: salon.id,
          start: `${days[0]!.date}T${days[0]!.times[0]}`,
          items: [{ service: service.id, employee: stylist.id }],
        })
      ).status,
    ).toBe(201)
  })

  it('refuses to cancel or move online within 48 hours of the start', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    const salon = await chelsea(payload)
    const stylist = await stylistBySlug(payload, 'mei-chen')
    const soon = await payload.create({
      collection: 'appointments',
      data: {
        salon: salon.id,
        client: v.clientId,
        state: 'planned',
        items: [
          {
            service: Number(stylist.services![0]),
            stylist: stylist.id,
            start: new Date(Date.now() + 24 * 3600_000).toISOString(),
            duration: 30,
          },
        ],
      },
      overrideAccess: true,
    })
    const r = await v.post(`/api/booking/appointments/${soon.id}/cancel`, {})
    expect(r).toMatchObject({
      status: 403,
      json: { reason: 'cancel_window', message: expect.stringMatching(/48 hours/) },
    })
    const m = await v.post(`/api/booking/appointments/${soon.id}/reschedule`, { start: '2030-01-01T10:00' })
    expect(m.status).toBe(403)
  })

  it('moves a visit to another free time, and adds and removes services', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    const { salon, stylist, service, days } = await freeStarts(payload, 'daniel-price', 30)
    const booked = appointmentOf(
      await v.post('/api/booking/appointments', {
        location: salon.id,
        start: `${days[0]!.date}T${days[0]!.times[0]}`,
        items: [{ service: service.id, employee: stylist.id }],
      }),
    )
    const target = `${days[1]!.date}T${days[1]!.times[0]}`
    const moved = await v.post(`/api/booking/appointments/${booked.id}/reschedule`, { start: target })
    expect(moved.status).toBe(200)
    expect(appointmentOf(moved)).toMatchObject({ id: booked.id, start: target, date: days[1]!.date })

    const added = await v.post(`/api/booking/appointments/${booked.id}/services`, { service: service.id })
    expect(added.status).toBe(200)
    const items = appointmentOf(added).items
    expect(items).toHaveLength(2)
    const removed = await v.call('DELETE', `/api/booking/appointments/${booked.id}/services/${items[1]!.id}`)
    expect(appointmentOf(removed).items).toHaveLength(1)
    const last = await v.call('DELETE', `/api/booking/appointments/${booked.id}/services/${items[0]!.id}`)
    expect(last).toMatchObject({ status: 400, json: { reason: 'last_service' } })
  })
})
