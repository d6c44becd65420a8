/**
 * The booking API through its route handlers over real HTTP: booking a visit (fields, idempotency,
 * the texts in both languages, joining a second booking, "any stylist", refusals). Holds and
 * changes are in booking-api-changes.int.test.ts, the account in booking-api-account.int.test.ts.
 */
import { describe, expect, it } from 'vitest'

import { bookingMessage } from '@/features/booking/engine/notifications'
import { appointmentView } from '@/features/booking/contract'

import { appointmentOf, bookingApiFile, freeStarts, runJobs, signedInVisitor } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { Visitor } from '../helpers/route-server'
import { messagesTo } from '../helpers/sms-outbox'

const { server, phone, ip } = bookingApiFile(400, '203.0.113')

describe('booking a visit', () => {
  it('needs a signed-in client, JSON and complete fields', async () => {
    const anonymous = new Visitor(server.url, ip())
    expect((await anonymous.post('/api/booking/appointments', {})).status).toBe(401)
    const v = await signedInVisitor(server.url, phone(), ip())
    expect((await v.get('/api/booking/appointments')).json).toEqual({ appointments: [] })
    const bad = await v.post('/api/booking/appointments', { location: 'x', start: 'tomorrow', items: [] })
    expect(bad.status).toBe(400)
    expect(bad.json.fields).toEqual({
      location: 'Choose a salon.',
      start: 'Choose a date and time (YYYY-MM-DDTHH:mm, salon time).',
      items: 'Choose at least one service.',
    })
    const text = await v.call('POST', '/api/booking/appointments', undefined, { 'content-type': 'text/plain' })
    expect(text.status).toBe(415)
  })

  it('books a time with a named stylist (201), texts the client, and a retry with the same Idempotency-Key gives the same visit', async () => {
    const payload = await testPayload()
    const number = phone()
    const v = await signedInVisitor(server.url, number, ip())
    const { salon, stylist, service, days } = await freeStarts(payload, 'olivia-bennett', 30)
    const body = {
      location: salon.id,
      start: `${days[0]!.date}T${days[0]!.times[0]}`,
      items: [{ service: service.id, employee: stylist.id }],
    }
    const first = await v.post('/api/booking/appointments', body, { 'idempotency-key': 'visit-1' })
    expect(first.status).toBe(201)
    const a = appointmentOf(first)
    // The answer is exactly the one contract the widget and the account read.
    appointmentView.strict().parse(a)
    expect(a).toMatchObject({
      state: 'planned',
      date: days[0]!.date,
      start: body.start,
      items: [
        {
          service: { id: String(service.id), title: service.title },
          employee: { id: String(stylist.id), name: stylist.name },
        },
      ],
    })
    const retry = await v.post('/api/booking/appointments', body, { 'idempotency-key': 'visit-1' })
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(appointmentOf(retry).id).toBe(a.id)
    const count = await payload.count({
      collection: 'appointments',
      where: { client: { equals: v.clientId } },
      overrideAccess: true,
    })
    expect(count.totalDocs).toBe(1)

    await runJobs(payload)
    expect(messagesTo(number).filter((m) => m.body.startsWith("Parlour: you're booked"))).toHaveLength(1)
  })

  it('texts a client who booked on the Ukrainian site in Ukrainian: booked, cancelled and the reminder', async () => {
    const payload = await testPayload()
    const number = phone()
    const v = await signedInVisitor(server.url, number, ip())
    const { salon, stylist, service, days } = await freeStarts(payload, 'mei-chen', 51)
    const booked = await v.post('/api/booking/appointments', {
      location: salon.id,
      start: `${days[0]!.date}T${days[0]!.times[0]}`,
      items: [{ service: service.id, employee: stylist.id }],
      locale: 'uk',
    })
    expect(booked.status).toBe(201)
    const id = appointmentOf(booked).id
    const ukTitle = (
      await payload.findByID({ collection: 'services', id: service.id, locale: 'uk', overrideAccess: true })
    ).title
    await runJobs(payload)
    // What is texted about the visit (the sign-in code came first).
    const visitTexts = (to: string) =>
      messagesTo(to)
        .filter((m) => !/sign-in code/.test(m.body))
        .map((m) => m.body)
    const [created] = visitTexts(number)
    expect(created).toMatch(/^Parlour: ви записані на /)
    expect(created).toContain(ukTitle)
    expect(created).toContain('особистому кабінеті')
    const reminder = await bookingMessage(payload, id, 'reminder')
    expect(reminder?.body).toMatch(/^Parlour: чекаємо на вас завтра, /)
    expect((await v.post(`/api/booking/appointments/${id}/cancel`, {})).status).toBe(200)
    await runJobs(payload)
    expect(visitTexts(number)).toEqual([created, expect.stringMatching(/^Parlour: ваш візит .+ скасовано\.$/)])

    // Left out, the language is English.
    const other = phone()
    const w = await signedInVisitor(server.url, other, ip())
    const next = await freeStarts(payload, 'mei-chen', 58)
    const english = await w.post('/api/booking/appointments', {
      location: salon.id,
      start: `${next.days[0]!.date}T${next.days[0]!.times[0]}`,
      items: [{ service: service.id, employee: stylist.id }],
    })
    expect(english.status).toBe(201)
    await runJobs(payload)
    expect(visitTexts(other)).toEqual([expect.stringMatching(/^Parlour: you're booked for /)])
    const bad = await w.post('/api/booking/appointments', {
      location: salon.id,
      start: `${next.days[0]!.date}T${next.days[0]!.times.at(-1)}`,
      items: [{ service: service.id, employee: stylist.id }],
      locale: 'fr',
    })
    expect(bad).toMatchObject({ status: 400, json: { fields: { locale: 'The locale is en or uk.' } } })
  })

  it('joins a second booking on the same day to the first visit', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    const { salon, stylist, service, days } = await freeStarts(payload, 'olivia-bennett', 37)
    const day = days[0]!
    const first = await v.post('/api/booking/appointments', {
      location: salon.id,
      start: `${day.date}T${day.times[0]}`,
      items: [{ service: service.id, employee: stylist.id }],
    })
    const later = day.times.at(-1)!
    const second = await v.post('/api/booking/appointments', {
      location: salon.id,
      start: `${day.date}T${later}`,
      items: [{ service: service.id, employee: null }],
    })
    expect(second.status).toBe(201)
    expect(appointmentOf(second).id).toBe(appointmentOf(first).id)
    expect(appointmentOf(second).items.map((i) => i.start)).toEqual([
      `${day.date}T${day.times[0]}`,
      `${day.date}T${later}`,
    ])
  })

  it('picks a stylist for "any stylist" among those who perform the service', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    const { salon, service, days } = await freeStarts(payload, 'sofia-rossi', 30)
    const r = await v.post('/api/booking/appointments', {
      location: salon.id,
      start: `${days[0]!.date}T${days[0]!.times[0]}`,
      items: [{ service: service.id, employee: null }],
    })
    expect(r.status).toBe(201)
    const stylist = await payload.findByID({
      collection: 'employees',
      id: Number(appointmentOf(r).items[0]!.employee.id),
      depth: 0,
      overrideAccess: true,
    })
    expect((stylist.services ?? []).map(String)).toContain(String(service.id))
  })

  it('refuses a client barred from online booking with 403 and a clear message', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    await payload.update({
      collection: 'clients',
      id: v.clientId,
      data: { forbiddenOnlineBooking: true },
      overrideAccess: true,
    })
    const { salon, stylist, service, days } = await freeStarts(payload, 'olivia-bennett', 44)
    const r = await v.post('/api/booking/appointments', {
      location: salon.id,
      start: `${days[0]!.date}T${days[0]!.times[0]}`,
      items: [{ service: service.id, employee: stylist.id }],
    })
    expect(r).toMatchObject({
      status: 403,
      json: { reason: 'forbidden_online_booking', message: expect.stringMatching(/call the salon/) },
    })
  })

  it('refuses a time that is not offered with a field message', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    const { salon, stylist, service, days } = await freeStarts(payload, 'olivia-bennett', 30)
    const r = await v.post('/api/booking/appointments', {
      location: salon.id,
      start: `${days[0]!.date}T03:00`,
      items: [{ service: service.id, employee: stylist.id }],
    })
    expect(r.status).toBe(400)
    expect(r.json.fields).toHaveProperty('start')
  })
})
