/**
 * Parlour's own /api/auth/* and /api/booking/* over HTTP with BOOKING_PROVIDER=beautypro, against
 * the strict fake (tests/fakes/beauty-pro, a test double built from the public documentation,
 * never the service): the visitor's whole journey through our endpoints, and 50 visitors booking
 * the same time at once — exactly one wins, the others get 409, nothing 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as contract from '@/features/booking/contract'

import { startFakeBeautyPro, type FakeBeautyPro } from '../fakes/beauty-pro/fake'
import {
  client as fakeClient,
  EMPLOYEE_AMELIA,
  LOCATION_CHELSEA,
  SERVICE_CUT_FINISH,
} from '../fakes/beauty-pro/fixture'
import { fakeWorkingDay } from '../helpers/beauty-pro'
import { startRouteServer, Visitor, type RouteServer } from '../helpers/route-server'

let fake: FakeBeautyPro
let server: RouteServer
const saved: Record<string, string | undefined> = {}
const SETTINGS = [
  'BOOKING_PROVIDER',
  'BEAUTY_PRO_API_URL',
  'BEAUTY_PRO_APPLICATION_ID',
  'BEAUTY_PRO_APPLICATION_SECRET',
  'BEAUTY_PRO_DATABASE_CODE',
] as const

beforeAll(async () => {
  fake = await startFakeBeautyPro()
  for (const name of SETTINGS) saved[name] = process.env[name]
  Object.assign(process.env, {
    BOOKING_PROVIDER: 'beautypro',
    BEAUTY_PRO_API_URL: fake.url,
    BEAUTY_PRO_APPLICATION_ID: fake.credentials.applicationId,
    BEAUTY_PRO_APPLICATION_SECRET: fake.credentials.applicationSecret,
    BEAUTY_PRO_DATABASE_CODE: fake.credentials.databaseCode,
  })
  server = await startRouteServer()
})

afterAll(async () => {
  await server?.close()
  await fake?.close()
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

let ipCounter = 0
/** A Beauty Pro client (a number of Ofcom's drama range), signed in to Parlour over HTTP. */
async function signedInVisitor(number: number, name: string): Promise<Visitor> {
  const digits = `447700900${number}`
  if (!fake.state.clients.some((c) => c.phone.includes(`+${digits}`)))
    fake.state.clients.push(fakeClient(crypto.randomUUID(), name, 'Visitor', { phone: [`+${digits}`] }))
  const visitor = new Visitor(server.url, `203.0.113.${++ipCounter}`)
  const sent = await visitor.post('/api/auth/code', { phone: `+${digits}` })
  expect(sent).toMatchObject({ status: 200, json: { codeLength: 4 } })
  const code = fake.sms.findLast((s) => s.phone === digits)!.code
  const verified = await visitor.post('/api/auth/verify', { authId: sent.json.authId, code })
  expect(verified.status).toBe(200)
  return visitor
}

const cut = { service: SERVICE_CUT_FINISH, employee: EMPLOYEE_AMELIA }

describe('Parlour’s endpoints in Beauty Pro mode', () => {
  it('a visitor picks a time, signs in with the texted code, books, sees the visit and cancels it', async () => {
    const anonymous = new Visitor(server.url, '203.0.113.200')
    const locations = contract.location.array().parse((await anonymous.get('/api/booking/locations')).json)
    expect(locations.map((l) => l.id)).toEqual([LOCATION_CHELSEA])
    const start = `${fakeWorkingDay(0)}T11:00`
    const held = await anonymous.post('/api/booking/holds', { location: LOCATION_CHELSEA, start, items: [cut] })
    expect(held.status).toBe(201)
    const hold = held.json.hold as { id: string; token: string; heldUntil: string }
    expect(Date.parse(hold.heldUntil)).toBeGreaterThan(Date.now())

    const visitor = await signedInVisitor(830, 'Rosa')
    const booked = await visitor.post(
      '/api/booking/appointments',
      { location: LOCATION_CHELSEA, start, items: [cut], hold: { id: hold.id, token: hold.token } },
      { 'idempotency-key': crypto.randomUUID() },
    )
    expect(booked.status).toBe(201)
    const visit = contract.appointmentView.strict().parse(booked.json.appointment)
    expect(visit).toMatchObject({ state: 'planned', start, location: { id: LOCATION_CHELSEA } })
    // Nothing of Beauty Pro's secrets or tokens reaches the visitor.
    for (const answer of [held, booked])
      expect(JSON.stringify(answer.json)).not.toMatch(/access_token|refresh_token|application_secret/)
    expect(JSON.stringify(booked.json)).not.toContain(fake.credentials.applicationSecret)

    const mine = await visitor.get('/api/booking/appointments')
    expect(mine.status).toBe(200)
    const list = contract.accountAppointmentView.strict().array().parse(mine.json.appointments)
    expect(list).toEqual([expect.objectContaining({ id: visit.id, canChange: true })])

    const cancelled = await visitor.post(`/api/booking/appointments/${visit.id}/cancel`, { reason: 'Plans changed' })
    expect(cancelled).toMatchObject({ status: 200, json: { appointment: { state: 'cancelled' } } })
    expect(fake.state.appointments.find((a) => a.id === visit.id)).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Plans changed',
    })
  })

  it('takes no gift voucher: vouchers are Parlour’s own, so the booking is refused on the field and nothing is booked', async () => {
    const visitor = await signedInVisitor(831, 'Vida')
    const start = `${fakeWorkingDay(1)}T15:00`
    const before = fake.state.appointments.length
    const refused = await visitor.post('/api/booking/appointments', {
      location: LOCATION_CHELSEA,
      start,
      items: [cut],
      voucher: 'ABCD-EFGH-JKMN',
    })
    expect(refused).toMatchObject({
      status: 400,
      json: {
        reason: 'vouchers_not_online',
        fields: { voucher: 'Gift vouchers cannot be used online here: please bring the voucher to the salon.' },
      },
    })
    expect(fake.state.appointments.length).toBe(before)
    const paying = await visitor.post('/api/booking/appointments/any/voucher', { voucher: 'ABCD-EFGH-JKMN' })
    expect(paying).toMatchObject({ status: 400, json: { reason: 'vouchers_not_online' } })
    // Nor the client's balance: it is Parlour's ledger, and Beauty Pro keeps this salon's money.
    const fromBalance = await visitor.post('/api/booking/appointments', {
      location: LOCATION_CHELSEA,
      start,
      items: [cut],
      useBalance: true,
    })
    expect(fromBalance).toMatchObject({
      status: 400,
      json: {
        reason: 'balance_not_online',
        fields: { useBalance: 'Your balance cannot be used online here: the salon takes it at the desk.' },
      },
    })
    expect(fake.state.appointments.length).toBe(before)
    const balancePaying = await visitor.post('/api/booking/appointments/any/balance', {})
    expect(balancePaying).toMatchObject({ status: 400, json: { reason: 'balance_not_online' } })
  })

  it('50 visitors book the same time at once: exactly one wins, every other gets 409, nothing 5xx', async () => {
    const visitors: Visitor[] = []
    for (let n = 0; n < 50; n++) visitors.push(await signedInVisitor(840 + n, `Racer${n}`))
    const start = `${fakeWorkingDay(1)}T13:00`
    const answers = await Promise.all(
      visitors.map((v) => v.post('/api/booking/appointments', { location: LOCATION_CHELSEA, start, items: [cut] })),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.json).toMatchObject({ reason: 'slot_taken', message: expect.stringContaining('just been taken') })
    const booked = fake.state.appointments.filter(
      (a) =>
        (a.state === 'planned' || a.state === 'confirmed') &&
        a.services.some((s) => s.professional === EMPLOYEE_AMELIA && s.start.startsWith(fakeWorkingDay(1))),
    )
    expect(booked).toHaveLength(1)
  })
})
