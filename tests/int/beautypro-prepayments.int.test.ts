/**
 * Prepayments in Beauty Pro mode (issue 28) against the strict fake (tests/fakes/beauty-pro, a test
 * double): where Beauty Pro asks for a prepayment, the booking answers the page Beauty Pro gives
 * (`POST /appointments/{id}/prepaymentRequest?format=url`) with the amount it reports owed and the
 * terms in plain words; the account shows what is owed and, once paid, `prepaymentSum`; Stripe is
 * not used. Without the `full` scope there is no page: the visit Beauty Pro booked stands and the
 * reason is logged.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { beautyProProvider } from '@/features/beauty-pro/booking/provider'
import { createPayloadCatalogue } from '@/features/booking/engine/payload-catalogue'
import { systemClock, type VisitDesk } from '@/features/booking/ports'
import type { BeautyProApi } from '@/features/beauty-pro/api/api'
import * as contract from '@/features/booking/contract'

import { startFakeBeautyPro, type FakeBeautyPro } from '../fakes/beauty-pro/fake'
import { EMPLOYEE_AMELIA, LOCATION_CHELSEA, SERVICE_BLOW_DRY, SERVICE_CUT_FINISH } from '../fakes/beauty-pro/fixture'
import { fakeConnection, fakeWorkingDay, signedInBeautyProClient } from '../helpers/beauty-pro'
import { testPayload } from '../helpers/payload'

const SECRET = process.env.PAYLOAD_SECRET!
let payload: Payload

interface Salon {
  fake: FakeBeautyPro
  api: BeautyProApi
  desk: VisitDesk
  logged: { context: Record<string, unknown>; message: string }[]
}

/** A Beauty Pro salon asking a prepayment for the cut; its application granted `full` or not. */
async function salon(full: boolean): Promise<Salon> {
  const fake = await startFakeBeautyPro()
  Object.assign(fake.state.settings.prepayments, { active: true, requiredActive: true, requiredType: 'full' })
  fake.state.services.find((s) => s.id === SERVICE_CUT_FINISH)!.prepaymentRequired = true
  if (full) fake.state.application.scope.push('full')
  const api = fakeConnection(fake, 1_500)
  const logged: Salon['logged'] = []
  const { visits } = beautyProProvider({
    payload,
    api,
    site: createPayloadCatalogue(payload),
    secret: SECRET,
    clock: systemClock,
    log: { error: (context, message) => logged.push({ context, message }) },
  })
  return { fake, api, desk: visits, logged }
}

let phoneCounter = 0
/** A new client, signed in (numbers 07700 6xxxxx: this file's own); their Parlour id. */
const signedInClient = async ({ fake, api }: Salon) =>
  (await signedInBeautyProClient({ payload, fake, api }, `4477006${String(phoneCounter++).padStart(5, '0')}`)).id

let withFull: Salon
let withoutFull: Salon

beforeAll(async () => {
  payload = await testPayload()
  ;[withFull, withoutFull] = await Promise.all([salon(true), salon(false)])
})

afterAll(async () => {
  await Promise.all([withFull?.fake.close(), withoutFull?.fake.close()])
})

const items = (service = SERVICE_CUT_FINISH) => [{ service, employee: EMPLOYEE_AMELIA }]

describe('a salon whose Beauty Pro asks for a prepayment', () => {
  it('sends the client to Beauty Pro’s page for what it owes, and the account shows it owed, then paid', async () => {
    const { desk, fake } = withFull
    const clientId = await signedInClient(withFull)
    const key = randomUUID()
    const request = { clientId, location: LOCATION_CHELSEA, start: `${fakeWorkingDay(0)}T10:00`, items: items() }
    const booked = await desk.book({ ...request, idempotencyKey: key, locale: 'en' })
    expect(booked.ok).toBe(true)
    if (!booked.ok) return
    const price = booked.appointment.total
    expect(price).toBeGreaterThan(0)
    // Beauty Pro books the visit at once; the page is its to give (not Stripe's).
    expect(booked.appointment.state).toBe('planned')
    const payment = contract.paymentLinkView.strict().parse(booked.payment)
    expect(payment).toMatchObject({ amount: price, currency: 'gbp', mode: 'payment' })
    expect(payment.url).toMatch(new RegExp(`^${fake.url.replace(/\/v1$/, '')}/pay/`))
    expect(payment.policy[0]).toBe(
      `This salon asks for a prepayment of £${price} for this visit, paid on its secure payment page.`,
    )
    expect(payment.policy[1]).toMatch(/refunds prepayments on its own terms/)
    expect(fake.requests.filter((r) => r.path.endsWith('/prepaymentRequest')).at(-1)).toMatchObject({
      method: 'POST',
      query: { format: 'url' },
    })

    const owing = (await desk.mine(clientId, 'en')).find((v) => v.id === booked.appointment.id)!
    contract.accountAppointmentView.strict().parse(owing)
    expect(owing.money).toEqual({
      prepaymentSum: 0,
      refundSum: 0,
      feeSum: 0,
      awaiting: { url: expect.stringMatching(/\/pay\//), amount: price, mode: 'payment' },
    })

    // The client pays on Beauty Pro's page: it reports the prepayment, and the visit is confirmed.
    fake.payPrepayment(payment.url)
    const paid = (await desk.mine(clientId, 'en')).find((v) => v.id === booked.appointment.id)!
    expect(paid.state).toBe('confirmed')
    expect(paid.money).toEqual({ prepaymentSum: price, refundSum: 0, feeSum: 0, awaiting: null })

    // The same booking request again answers the visit, with nothing left to pay.
    const again = await desk.book({ ...request, idempotencyKey: key, locale: 'en' })
    expect(again).toMatchObject({ ok: true, replayed: true, payment: null })
  })

  it('asks the share the salon sets, in the visitor’s language, and nothing for a service it does not mark', async () => {
    const { desk, fake } = withFull
    Object.assign(fake.state.settings.prepayments, { requiredType: 'percent', requiredPercent: 50 })
    try {
      const clientId = await signedInClient(withFull)
      const start = `${fakeWorkingDay(1)}T12:00`
      const booked = await desk.book({ clientId, location: LOCATION_CHELSEA, start, items: items(), locale: 'uk' })
      if (!booked.ok) throw new Error(booked.message)
      expect(booked.payment).toMatchObject({ amount: booked.appointment.total / 2 })
      expect(booked.payment!.policy[0]).toMatch(/^Салон просить передплату/)

      const other = await signedInClient(withFull)
      const plain = await desk.book({
        clientId: other,
        location: LOCATION_CHELSEA,
        start: `${fakeWorkingDay(1)}T15:00`,
        items: items(SERVICE_BLOW_DRY),
      })
      expect(plain).toMatchObject({ ok: true, payment: null })
      if (!plain.ok) return
      expect((await desk.mine(other, 'en')).find((v) => v.id === plain.appointment.id)!.money).toBeNull()
    } finally {
      Object.assign(fake.state.settings.prepayments, { requiredType: 'full' })
    }
  })
})

describe('an application without the full scope', () => {
  it('keeps the visit Beauty Pro booked, offers no page, and logs why', async () => {
    const { desk, fake, logged } = withoutFull
    const clientId = await signedInClient(withoutFull)
    const start = `${fakeWorkingDay(2)}T11:00`
    const booked = await desk.book({ clientId, location: LOCATION_CHELSEA, start, items: items() })
    expect(booked).toMatchObject({ ok: true, payment: null, appointment: { state: 'planned' } })
    if (!booked.ok) return
    expect(fake.state.appointments.find((a) => a.id === booked.appointment.id)!.state).toBe('planned')
    expect(logged.at(-1)).toMatchObject({
      message: expect.stringMatching(/full scope/),
      context: { status: 403, appointment: booked.appointment.id },
    })
    // The account shows nothing it cannot offer a page for.
    expect((await desk.mine(clientId, 'en')).find((v) => v.id === booked.appointment.id)!.money).toBeNull()
  })
})
