/**
 * The booking API over real HTTP: the client's account (their visits in both languages, a review
 * and the stylist's stars, favourites) and the reminder texted the day before.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { sendReminders } from '@/features/booking/engine/notifications'
import { accountAppointmentView } from '@/features/booking/contract'

import {
  appointmentOf,
  bookingApiFile,
  chelsea,
  freeStarts,
  signedInVisitor,
  stylistBySlug,
  type AppointmentJson,
} from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { messagesTo } from '../helpers/sms-outbox'

const { server, phone, ip } = bookingApiFile(435, '100.64.44')
/** Stars of stylists reviewed here, put back afterwards (other files read the demo's values). */
const ratingsToRestore = new Map<number, number>()
/** Reviews written here, removed afterwards (other files count the demo's reviews). */
const reviewsToRemove: (number | string)[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of reviewsToRemove)
    await payload.delete({ collection: 'reviews', id, overrideAccess: true, context: { keepStylistRating: true } })
  for (const [id, rating] of ratingsToRestore)
    await payload.update({
      collection: 'employees',
      id,
      data: { rating },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
})

describe('the account', () => {
  it('lists my visits; reviews a finished one once, and the stylist’s stars follow', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    const salon = await chelsea(payload)
    const stylist = await stylistBySlug(payload, 'james-whitmore')
    ratingsToRestore.set(stylist.id, stylist.rating ?? 0)
    const past = await payload.create({
      collection: 'appointments',
      data: {
        salon: salon.id,
        client: v.clientId,
        state: 'confirmed',
        items: [
          {
            service: Number(stylist.services![0]),
            stylist: stylist.id,
            start: new Date(Date.now() - 30 * 86_400_000).toISOString(),
            duration: 30,
          },
        ],
      },
      overrideAccess: true,
    })
    const list = (await v.get('/api/booking/appointments')).json.appointments as AppointmentJson[]
    expect(list.map((a) => a.id)).toEqual([String(past.id)])
    expect(list[0]).toMatchObject({ canChange: false, canReview: true })

    const before = await payload.find({
      collection: 'reviews',
      where: { stylist: { equals: stylist.id } },
      overrideAccess: true,
    })
    const bad = await v.post(`/api/booking/appointments/${past.id}/review`, { rating: 7 })
    expect(bad).toMatchObject({ status: 400, json: { fields: { rating: 'Please choose from 1 to 5 stars.' } } })
    const review = await v.post(`/api/booking/appointments/${past.id}/review`, {
      rating: 3,
      text: 'Good, a bit rushed.',
    })
    expect(review.status).toBe(201)
    const written = await payload.find({
      collection: 'reviews',
      where: { appointment: { equals: past.id } },
      overrideAccess: true,
    })
    reviewsToRemove.push(...written.docs.map((r) => r.id))
    const ratings = [...before.docs.map((r) => r.rating), 3]
    const expected = Math.round((ratings.reduce((a, b) => a + b, 0) * 10) / ratings.length) / 10
    const after = await payload.findByID({ collection: 'employees', id: stylist.id, depth: 0, overrideAccess: true })
    expect(after.rating).toBe(expected)
    expect((await v.post(`/api/booking/appointments/${past.id}/review`, { rating: 5 })).status).toBe(409)
    const listed = (await v.get('/api/booking/appointments')).json.appointments as (AppointmentJson & {
      review: unknown
    })[]
    z.array(accountAppointmentView.strict()).parse(listed)
    // On /ua/account/ the same visits carry the Ukrainian service titles.
    const ukListed = (await v.get('/api/booking/appointments?locale=uk')).json.appointments as AppointmentJson[]
    const ukTitle = (
      await payload.findByID({
        collection: 'services',
        id: Number(listed[0]!.items[0]!.service.id),
        locale: 'uk',
        overrideAccess: true,
      })
    ).title
    expect(ukListed[0]!.items[0]!.service.title).toBe(ukTitle)
    expect(ukTitle).not.toBe(listed[0]!.items[0]!.service.title)
    expect((await v.get('/api/booking/appointments?locale=fr')).status).toBe(400)
    expect(listed[0]).toMatchObject({ canReview: false, review: { rating: 3, text: 'Good, a bit rushed.' } })
  })

  it('toggles favourites: choosing one already there removes it', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    const stylist = await stylistBySlug(payload, 'sofia-rossi')
    const on = await v.post('/api/booking/favourites', { kind: 'stylist', id: stylist.id })
    expect(on.json).toEqual({ added: true, stylists: [String(stylist.id)], services: [] })
    const off = await v.post('/api/booking/favourites', { kind: 'stylist', id: stylist.id })
    expect(off.json).toEqual({ added: false, stylists: [], services: [] })
    expect((await v.post('/api/booking/favourites', { kind: 'stylist', id: 999999 })).status).toBe(400)
    expect((await v.get('/api/booking/favourites')).json).toEqual({ stylists: [], services: [] })
  })

  it('keeps favourite services too, and an empty value clears one list and leaves the other', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    const stylist = await stylistBySlug(payload, 'sofia-rossi')
    const { docs } = await payload.find({ collection: 'services', limit: 2, depth: 0, overrideAccess: false })
    const [a, b] = docs.map((d) => String(d.id))
    await v.post('/api/booking/favourites', { kind: 'stylist', id: stylist.id })
    await v.post('/api/booking/favourites', { kind: 'service', id: a })
    const both = await v.post('/api/booking/favourites', { kind: 'service', id: Number(b) })
    expect(both.json).toEqual({ added: true, stylists: [String(stylist.id)], services: [a, b] })
    const cleared = await v.post('/api/booking/favourites', { kind: 'service', id: '' })
    expect(cleared).toMatchObject({ status: 200, json: { added: false, stylists: [String(stylist.id)], services: [] } })
    const none = await v.post('/api/booking/favourites', { kind: 'stylist', id: null })
    expect(none.json).toEqual({ added: false, stylists: [], services: [] })
    expect((await v.get('/api/booking/favourites')).json).toEqual({ stylists: [], services: [] })
    // Neither an unknown service nor a malformed id is kept.
    expect((await v.post('/api/booking/favourites', { kind: 'service', id: 999999 })).status).toBe(400)
    const bad = await v.post('/api/booking/favourites', { kind: 'service', id: 'abc' })
    expect(bad).toMatchObject({ status: 400, json: { fields: { id: 'Choose a favourite.' } } })
  })

  it('texts a reminder the day before, once', async () => {
    const payload = await testPayload()
    const number = phone()
    const v = await signedInVisitor(server.url, number, ip())
    const { salon, stylist, service, days } = await freeStarts(payload, 'sofia-rossi', 44)
    const booked = appointmentOf(
      await v.post('/api/booking/appointments', {
        location: salon.id,
        start: `${days[0]!.date}T${days[0]!.times[0]}`,
        items: [{ service: service.id, employee: stylist.id }],
      }),
    )
    const dayBefore = new Date(new Date(`${booked.date}T12:00:00Z`).getTime() - 86_400_000)
    await sendReminders(payload, dayBefore)
    await sendReminders(payload, dayBefore)
    expect(messagesTo(number).filter((m) => m.body.startsWith('Parlour: see you tomorrow'))).toHaveLength(1)
  })
})
