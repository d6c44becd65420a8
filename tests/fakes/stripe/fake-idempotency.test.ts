/**
 * Idempotency keys and injected outages, through the real SDK: a repeated key replays the first
 * answer, a reused key with other parameters is refused, the SDK's own retries after a 503 or a
 * dropped connection carry its generated key, and an API that is down surfaces as the SDK's errors.
 */
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { eventually, fakeForEachTest, raw, rejection, sdk } from './fake-harness'

const h = fakeForEachTest()

describe('Idempotency-Key', () => {
  it('replays the first answer exactly for the same key and parameters', async () => {
    const first = await raw(h.fake, 'POST', '/v1/customers', {
      body: 'email=amelia%40example.test&metadata[client]=42',
      headers: { 'idempotency-key': 'create-amelia' },
    })
    const again = await raw(h.fake, 'POST', '/v1/customers', {
      body: 'metadata[client]=42&email=amelia%40example.test', // same parameters, another order
      headers: { 'idempotency-key': 'create-amelia' },
    })
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(h.fake.state.customers.size).toBe(1)
    expect(h.fake.requests.map((r) => r.idempotencyKey)).toEqual(['create-amelia', 'create-amelia'])
  })

  it('replays through the SDK too, and replays an error the call answered', async () => {
    const created = await h.stripe.customers.create({ email: 'a@example.test' }, { idempotencyKey: 'k1' })
    const replayed = await h.stripe.customers.create({ email: 'a@example.test' }, { idempotencyKey: 'k1' })
    expect(replayed.id).toBe(created.id)
    const { customer, paymentMethod } = await h.savedCard('4000000000000341')
    const charge = {
      amount: 2000,
      currency: 'gbp',
      customer,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
    }
    const declined = await rejection(h.stripe.paymentIntents.create(charge, { idempotencyKey: 'charge-1' }))
    const again = await rejection(h.stripe.paymentIntents.create(charge, { idempotencyKey: 'charge-1' }))
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(again.payment_intent?.id).toBe(declined.payment_intent!.id)
    expect(h.fake.state.paymentIntents.size).toBe(1)
  })

  it('refuses a key reused with other parameters', async () => {
    await h.stripe.customers.create({ email: 'a@example.test' }, { idempotencyKey: 'k2' })
    const error = await rejection(h.stripe.customers.create({ email: 'b@example.test' }, { idempotencyKey: 'k2' }))
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    expect(error.statusCode).toBe(400)
    expect(error.message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters they were first used with/,
    )
    expect(h.fake.state.customers.size).toBe(1)
  })

  it('does not keep the answer of a call that failed validation', async () => {
    const bad = await raw(h.fake, 'POST', '/v1/customers', { body: 'colour=red', headers: { 'idempotency-key': 'k3' } })
    expect(bad.body.error.code).toBe('parameter_unknown')
    const good = await raw(h.fake, 'POST', '/v1/customers', {
      body: 'email=c%40example.test',
      headers: { 'idempotency-key': 'k3' },
    })
    expect(good.status).toBe(200)
  })

  it('refuses a key longer than 255 characters', async () => {
    const answer = await raw(h.fake, 'POST', '/v1/customers', {
      body: '',
      headers: { 'idempotency-key': 'k'.repeat(256) },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toMatch(/Idempotency-Key/)
  })

  it('lets the SDK retry a 503 with its own key, and the retry is served', async () => {
    const retrying = sdk(h.fake, undefined, { maxNetworkRetries: 2 })
    h.fake.apiDown(503)
    const pending = retrying.customers.create({ email: 'retry@example.test' })
    await eventually(() => h.fake.requests.length >= 1)
    h.fake.apiDown(false) // the SDK waits about half a second before it tries again
    const customer = await pending
    expect(customer.email).toBe('retry@example.test')
    const keys = h.fake.requests.map((r) => r.idempotencyKey)
    expect(keys[0]).toMatch(/^stripe-node-retry-/)
    expect(new Set(keys).size).toBe(1)
    expect(h.fake.requests.at(-1)!.status).toBe(200)
    expect(h.fake.requests[0]!.status).toBe(503)
  })
})

describe('apiDown', () => {
  it('answers 503 with Stripe’s api_error, which the SDK raises as StripeAPIError', async () => {
    h.fake.apiDown(503)
    const error = await rejection(h.stripe.customers.create({ email: 'a@example.test' }))
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError)
    expect(error.statusCode).toBe(503)
    expect(error.rawType).toBe('api_error')
    h.fake.apiDown(500)
    const five = await raw(h.fake, 'GET', '/v1/customers/cus_x')
    expect(five.status).toBe(500)
    expect(five.body.error.type).toBe('api_error')
    h.fake.apiDown(false)
    expect((await h.stripe.customers.create({ email: 'a@example.test' })).id).toMatch(/^cus_/)
    expect(h.fake.state.customers.size).toBe(1)
  })

  it('drops the connection in refuse mode, which the SDK raises as StripeConnectionError', async () => {
    h.fake.apiDown('refuse')
    const error = await rejection(h.stripe.customers.create({ email: 'a@example.test' }))
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError)
    // The SDK tries a closed connection once more even without retries, with the same key.
    expect(h.fake.requests.length).toBe(2)
    expect(h.fake.requests.every((r) => r.status === 0)).toBe(true)
    expect(h.fake.requests[0]!.idempotencyKey).toBe(h.fake.requests[1]!.idempotencyKey)
    expect(h.fake.state.customers.size).toBe(0)
  })
})
