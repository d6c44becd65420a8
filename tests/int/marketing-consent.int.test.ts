/**
 * Marketing consent per channel (issue 31) on SQLite and PostgreSQL, over real HTTP: a client who
 * signs up has agreed to nothing; they agree and withdraw through PATCH /api/auth/me, which says
 * when the choice last changed; bad input is a 400 that changes nothing; their download lists the
 * consents; and a client who said no to both still gets the texts about their bookings.
 */
import { unzipSync } from 'fflate'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import { sendReminders } from '@/features/booking/engine/notifications'

import {
  appointmentOf,
  bookingApiFile,
  deleteAppointments,
  freeStarts,
  runJobs,
  signedInVisitor,
} from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { messagesTo } from '../helpers/sms-outbox'

const { server, phone, ip } = bookingApiFile(620, '100.64.88', ['api/my-data'])

type Marketing = { sms: boolean; email: boolean; changedAt: string | null }
const marketingOf = (r: { json: Record<string, unknown> }) => (r.json.client as { marketing: Marketing }).marketing

describe('marketing consent (PATCH /api/auth/me)', () => {
  it('starts as none for a client who signs up; each channel is agreed and withdrawn on its own', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    expect(marketingOf(await v.get('/api/auth/me'))).toEqual({ sms: false, email: false, changedAt: null })

    const sms = await v.call('PATCH', '/api/auth/me', { marketing: { sms: true } })
    expect(sms.status).toBe(200)
    const agreed = marketingOf(sms)
    expect(agreed).toMatchObject({ sms: true, email: false })
    expect(Date.now() - Date.parse(agreed.changedAt!)).toBeLessThan(60_000)
    expect(marketingOf(await v.get('/api/auth/me'))).toEqual(agreed)
    // The record staff see in the admin says the same.
    const stored = await payload.findByID({ collection: 'clients', id: v.clientId, overrideAccess: true })
    expect(stored).toMatchObject({ noSmsMarketing: false, noEmailMarketing: true })

    // Sending the same choice again changes nothing, not even the date; a name change leaves it too.
    expect(marketingOf(await v.call('PATCH', '/api/auth/me', { marketing: { sms: true } }))).toEqual(agreed)
    const renamed = await v.call('PATCH', '/api/auth/me', { firstName: 'Olena', marketing: {} })
    expect(renamed.json.client).toMatchObject({ firstName: 'Olena', marketing: agreed })

    const both = marketingOf(await v.call('PATCH', '/api/auth/me', { marketing: { email: true } }))
    expect(both).toMatchObject({ sms: true, email: true })
    expect(Date.parse(both.changedAt!)).toBeGreaterThan(Date.parse(agreed.changedAt!))
    const withdrawn = marketingOf(await v.call('PATCH', '/api/auth/me', { marketing: { sms: false, email: false } }))
    expect(withdrawn).toMatchObject({ sms: false, email: false })
    expect(Date.parse(withdrawn.changedAt!)).toBeGreaterThan(Date.parse(both.changedAt!))
  })

  it('answers 400 with a clear message and changes nothing for a choice that is not true or false', async () => {
    const v = await signedInVisitor(server.url, phone(), ip())
    const word = await v.call('PATCH', '/api/auth/me', { marketing: { sms: 'yes' } })
    expect(word).toMatchObject({
      status: 400,
      json: { fields: { 'marketing.sms': 'marketing.sms is true (send me offers) or false.' } },
    })
    const flat = await v.call('PATCH', '/api/auth/me', { marketing: true })
    expect(flat).toMatchObject({
      status: 400,
      json: { message: 'Send marketing as an object: { "sms": true|false, "email": true|false }.' },
    })
    const other = await v.call('PATCH', '/api/auth/me', { marketing: { post: true, email: true } })
    expect(other).toMatchObject({ status: 400, json: { message: 'marketing takes sms and email only.' } })
    expect(marketingOf(await v.get('/api/auth/me'))).toEqual({ sms: false, email: false, changedAt: null })
  })

  it('keeps when staff change it too, and puts the consents in the client’s download', async () => {
    const payload = await testPayload()
    const v = await signedInVisitor(server.url, phone(), ip())
    await payload.update({
      collection: 'clients',
      id: v.clientId,
      data: { noEmailMarketing: false },
      overrideAccess: true,
    })
    const me = marketingOf(await v.get('/api/auth/me'))
    expect(me).toMatchObject({ sms: false, email: true })
    expect(me.changedAt).not.toBeNull()

    const data = await v.get('/api/my-data')
    expect(data.status).toBe(200)
    expect(data.json.consents).toEqual([
      { purpose: 'marketing', channel: 'sms', agreed: false, changedAt: me.changedAt },
      { purpose: 'marketing', channel: 'email', agreed: true, changedAt: me.changedAt },
    ])
    const zip = await fetch(`${server.url}/api/my-data?format=csv`, { headers: { cookie: v.cookie } })
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    const rows = parse(new TextDecoder().decode(files['consents.csv']), { columns: true, bom: true })
    expect(rows).toEqual([
      { purpose: 'marketing', channel: 'sms', agreed: 'false', changedAt: me.changedAt },
      { purpose: 'marketing', channel: 'email', agreed: 'true', changedAt: me.changedAt },
    ])
  })
})

describe('service messages', () => {
  it('still reach a client who said no to offers by both channels: the booking text and the reminder', async () => {
    const payload = await testPayload()
    const number = phone()
    const v = await signedInVisitor(server.url, number, ip())
    const refused = await v.call('PATCH', '/api/auth/me', { marketing: { sms: false, email: false } })
    expect(marketingOf(refused)).toMatchObject({ sms: false, email: false })
    const { salon, stylist, service, days } = await freeStarts(payload, 'mei-chen', 130)
    const booked = appointmentOf(
      await v.post('/api/booking/appointments', {
        location: salon.id,
        start: `${days[0]!.date}T${days[0]!.times[0]}`,
        items: [{ service: service.id, employee: stylist.id }],
      }),
    )
    try {
      await runJobs(payload)
      expect(messagesTo(number).filter((m) => m.body.startsWith("Parlour: you're booked"))).toHaveLength(1)
      await sendReminders(payload, new Date(new Date(`${booked.date}T12:00:00Z`).getTime() - 86_400_000))
      expect(messagesTo(number).filter((m) => m.body.startsWith('Parlour: see you tomorrow'))).toHaveLength(1)
    } finally {
      await deleteAppointments(payload, [booked.id])
    }
  })
})
