/**
 * Prepayments at booking, on the salon's own Stripe account (issue 28), against the strict fake
 * Stripe (tests/fakes/stripe — a test double) through the real `stripe` SDK and the app's own route
 * handlers on a real HTTP server. Runs on SQLite (`--only=int`) and PostgreSQL (`--only=pg`).
 *
 * The fake is started and the three STRIPE_* settings set before anything reads the configuration.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { startFakeStripe, type FakeStripe } from '../fakes/stripe/fake'
import { deleteAppointments, freeStarts, freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { startRouteServer, type RouteServer } from '../helpers/route-server'

const KEY = 'sk_test_parlourIntegration0123456789'
const WEBHOOK_SECRET = 'whsec_parlourIntegration0123456789abcdef'
const PAID_CARD = '4242424242424242'

let fake: FakeStripe
let server: RouteServer
let payload: Payload
const made: string[] = []

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: KEY })
  process.env.STRIPE_SECRET_KEY = KEY
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  process.env.STRIPE_API_URL = fake.url
  payload = await testPayload()
  server = await startRouteServer(['api/auth', 'api/booking', 'api/staff', 'api/payments'])
  fake.webhookTarget({ url: `${server.url}/api/payments/stripe/webhook`, secret: WEBHOOK_SECRET })
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'booking-settings',
    data: { prepayments: { active: false } },
    overrideAccess: true,
  })
  await server?.close()
  await fake?.close()
})

afterEach(async () => {
  // A visit with payment records cannot be deleted (it is cancelled instead): the test's own records
  // go first, so the next file starts from a clean diary.
  const visits = made.splice(0)
  for (const collection of ['payments', 'payment-requests'] as const)
    await payload.delete({ collection, where: { visitId: { in: visits } }, overrideAccess: true })
  await deleteAppointments(payload, visits)
})

/** Prepayments on, with these terms; `service` marked "prepayment required". */
async function prepayments(service: number, terms: Record<string, unknown> = {}) {
  await payload.updateGlobal({
    slug: 'booking-settings',
    data: {
      prepayments: {
        active: true,
        requiredType: 'full',
        lateCancelFeePercent: 50,
        noShowFeePercent: 100,
        ...terms,
      },
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'services',
    id: service,
    data: { prepaymentRequired: true },
    overrideAccess: true,
  })
}

async function visitOf(id: string) {
  return payload
    .findByID({ collection: 'appointments', id: Number(id), depth: 0, overrideAccess: true })
    .catch(() => null)
}

async function ledgerOf(id: string) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { visitId: { equals: id } },
    sort: 'at',
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((d) => ({ kind: d.kind, amount: d.amount }))
}

/** A signed-in client booking a time that needs a prepayment: the answer and the visit's id. */
async function bookPaying(fromDays: number) {
  const { salon, stylist, service, days } = await freeStarts(payload, 'grace-adeyemi', fromDays)
  await prepayments(service.id)
  const client = await signedInVisitor(server.url, freshPhone(860), freshIp('198.51.100'))
  const day = days[0]!
  const start = `${day.date}T${day.times[0]!}`
  const answer = await client.post('/api/booking/appointments', {
    location: salon.id,
    start,
    items: [{ service: service.id, employee: stylist.id }],
  })
  const id = (answer.json.appointment as { id: string } | undefined)?.id
  if (id) made.push(id)
  return { answer, id: id!, client, salon, stylist, service, start }
}

const sessionOf = (url: string) => url.split('/pay/')[1]!

describe('a booking that needs a prepayment', () => {
  it('is held for the client with a Stripe page to pay on, and is theirs once Stripe reports it paid', async () => {
    const { answer, id, service } = await bookPaying(30)
    expect(answer.status).toBe(201)
    const price = (await payload.findByID({ collection: 'services', id: service.id, depth: 0, overrideAccess: true }))
      .prices![0]!.price!
    expect(answer.json.payment).toMatchObject({ amount: price, currency: 'gbp', mode: 'payment' })
    const payment = answer.json.payment as { url: string; policy: string[] }
    expect(payment.url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`))
    expect(payment.policy[0]).toMatch(/you pay £\d/)
    expect((await visitOf(id))!.state).toBe('reserved')

    expect((await fake.pay(sessionOf(payment.url), { card: PAID_CARD })).status).toBe('complete')
    await fake.webhooksSettled()
    expect(fake.deliveries.every((d) => d.status === 200)).toBe(true)
    expect((await visitOf(id))!.state).toBe('planned')
    expect(await ledgerOf(id)).toEqual([{ kind: 'prepayment', amount: Math.round(price * 100) }])
    const request = (
      await payload.find({ collection: 'payment-requests', where: { visitId: { equals: id } }, overrideAccess: true })
    ).docs[0]!
    expect(request.state).toBe('paid')
  })

  it('changes nothing on a webhook with a missing, wrong or stale signature, and handles a repeated event once', async () => {
    const { answer, id } = await bookPaying(31)
    fake.webhookDown(true)
    await fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await fake.webhooksSettled()
    const session = sessionOf((answer.json.payment as { url: string }).url)
    const completed = [...fake.state.events.values()].find(
      (e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === session,
    )!
    fake.webhookDown(false)

    const post = (headers: Record<string, string>, body = JSON.stringify(completed)) =>
      fetch(`${server.url}/api/payments/stripe/webhook`, { method: 'POST', headers, body })
    const missing = await post({ 'content-type': 'application/json' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ reason: 'bad_signature' })
    expect(await fake.deliver(completed.id, { secret: 'whsec_someoneElse0123456789abcdef' })).toBe(400)
    const stale = Math.floor(Date.now() / 1000) - 301
    expect(await fake.deliver(completed.id, { timestamp: stale })).toBe(400)
    expect((await visitOf(id))!.state).toBe('reserved')
    expect(await ledgerOf(id)).toEqual([])

    expect(await fake.deliver(completed.id)).toBe(200)
    expect(await fake.deliver(completed.id)).toBe(200)
    expect((await visitOf(id))!.state).toBe('planned')
    expect((await ledgerOf(id)).length).toBe(1)
  })
})
