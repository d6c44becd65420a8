/**
 * Events and webhooks: the stored Event's shape, signatures the SDK's `constructEvent` accepts (and
 * refuses with another secret or an old timestamp), delivery after the answer, webhookDown, and
 * resending, replaying and reordering with `deliver`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { type FakeStripe, signature, startFakeStripe } from './fake'
import { CARD, fakeForEachTest, sdk, SECRET_KEY, WEBHOOK_SECRET } from './fake-harness'

const h = fakeForEachTest()

async function paidSession() {
  const session = await h.paymentSession()
  await h.fake.pay(session.id, { card: CARD.ok })
  await h.settled()
  return session
}

describe('events', () => {
  it('store a snapshot of the object with Stripe’s event fields', async () => {
    const session = await paidSession()
    const events = [...h.fake.state.events.values()]
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed'])
    const completed = events[1]!
    expect(completed).toMatchObject({
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: h.nowSeconds(),
      livemode: false,
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
      data: { object: { id: session.id, object: 'checkout.session', status: 'complete', payment_status: 'paid' } },
    })
    expect(completed.id).toMatch(/^evt_/)
    // A snapshot: later changes to the session do not rewrite the event.
    await h.stripe.refunds.create({
      payment_intent: h.fake.state.checkoutSessions.get(session.id)!.payment_intent as string,
    })
    expect((completed.data.object as Stripe.Checkout.Session).status).toBe('complete')
  })

  it('name the API call and idempotency key behind a change', async () => {
    const session = await h.paymentSession()
    await h.stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: 'expire-visit-12' })
    await h.settled()
    const [event] = h.receiver.events('checkout.session.expired')
    expect(event!.request).toEqual({
      id: expect.stringMatching(/^req_/) as unknown,
      idempotency_key: 'expire-visit-12',
    })
  })
})

describe('webhooks', () => {
  it('are signed so that the SDK’s constructEvent accepts them', async () => {
    await paidSession()
    expect(h.receiver.received).toHaveLength(2)
    expect(h.receiver.received.every((r) => r.event && !r.error)).toBe(true)
    expect(h.receiver.received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(h.fake.deliveries.map((d) => [d.type, d.status])).toEqual([
      ['payment_intent.succeeded', 200],
      ['checkout.session.completed', 200],
    ])
    const sent = h.receiver.received[0]!.event!
    expect(sent).toEqual({ ...h.fake.state.events.get(sent.id), pending_webhooks: 1 })
  })

  it('fail verification when signed with another secret or an old timestamp', async () => {
    await paidSession()
    const [first] = h.fake.state.events.keys()
    expect(await h.fake.deliver(first!, { secret: 'whsec_not_the_right_one' })).toBe(400)
    expect(h.receiver.received.at(-1)!.error).toMatch(/No signatures found matching the expected signature/)
    const late = Math.floor(Date.now() / 1000) - 600
    expect(await h.fake.deliver(first!, { timestamp: late })).toBe(400)
    expect(h.receiver.received.at(-1)!.error).toMatch(/Timestamp outside the tolerance zone/)
    expect(() =>
      new Stripe(SECRET_KEY).webhooks.constructEvent('{}', signature('{}', WEBHOOK_SECRET, late), WEBHOOK_SECRET, 0),
    ).not.toThrow()
  })

  it('are recorded but not delivered while the endpoint is down, and can be delivered later', async () => {
    h.fake.webhookDown(true)
    await paidSession()
    expect(h.receiver.received).toHaveLength(0)
    expect(h.fake.deliveries.map((d) => d.status)).toEqual([0, 0])
    expect([...h.fake.state.events.values()].every((e) => e.pending_webhooks === 1)).toBe(true)

    h.fake.webhookDown(false)
    // Redelivered newest first: receivers must not rely on the order.
    for (const id of [...h.fake.state.events.keys()].reverse()) expect(await h.fake.deliver(id)).toBe(200)
    expect(h.receiver.events().map((e) => e.type)).toEqual(['checkout.session.completed', 'payment_intent.succeeded'])
    expect([...h.fake.state.events.values()].every((e) => e.pending_webhooks === 0)).toBe(true)
    // The same event twice: a receiver must treat it as one.
    const [first] = h.fake.state.events.keys()
    await h.fake.deliver(first!)
    expect(h.receiver.events().filter((e) => e.id === first)).toHaveLength(2)
  })

  it('go out after the API call has been answered', async () => {
    const started: { fake?: FakeStripe } = {}
    const statusOfTheCallAtDelivery: number[] = []
    const receiver = http.createServer((req, res) => {
      req.resume()
      statusOfTheCallAtDelivery.push(started.fake!.requests.at(-1)!.status)
      res.writeHead(204).end()
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const fake = (started.fake = await startFakeStripe({
      secretKey: SECRET_KEY,
      webhook: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, secret: WEBHOOK_SECRET },
    }))
    try {
      const stripe = sdk(fake)
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { price_data: { currency: 'gbp', unit_amount: 900, product_data: { name: 'Fringe' } }, quantity: 1 },
        ],
        success_url: 'https://parlour.test/ok',
      })
      await stripe.checkout.sessions.expire(session.id)
      await fake.webhooksSettled()
      expect(statusOfTheCallAtDelivery).toEqual([200])
      expect(fake.deliveries).toMatchObject([{ type: 'checkout.session.expired', status: 204 }])
    } finally {
      await fake.close()
      await new Promise<void>((resolve) => receiver.close(() => resolve()))
    }
  })

  it('record an unreachable endpoint as status 0', async () => {
    await h.receiver.close()
    await paidSession()
    expect(h.fake.deliveries.map((d) => d.status)).toEqual([0, 0])
  })
})
