/**
 * The fake Stripe's transport and strictness, through the real SDK where it can send the request and
 * by hand where it cannot: API keys, unknown URLs, the bracket notation, unknown, missing and invalid
 * parameters, and the API version.
 */
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { startFakeStripe } from './fake'
import { fakeForEachTest, raw, rejection, sdk, SECRET_KEY } from './fake-harness'

const h = fakeForEachTest()

const lineItem = (price_data: Record<string, unknown>, quantity = 1) =>
  [{ price_data, quantity }] as unknown as Stripe.Checkout.SessionCreateParams.LineItem[]

describe('API keys', () => {
  it('refuses a wrong key with a 401 that masks it, as the SDK surfaces it', async () => {
    const wrong = sdk(h.fake, 'sk_test_someone0else0key0wxyz')
    const error = await rejection(wrong.customers.create({ email: 'a@example.test' }))
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
    expect((error as Stripe.errors.StripeError).statusCode).toBe(401)
    expect((error as Stripe.errors.StripeError).message).toBe('Invalid API Key provided: sk_test_****wxyz')
    expect(h.fake.state.customers.size).toBe(0)
  })

  it('refuses a call without a key', async () => {
    const answer = await raw(h.fake, 'GET', '/v1/customers/cus_x', { key: null })
    expect(answer.status).toBe(401)
    expect(answer.body.error.type).toBe('invalid_request_error')
    expect(answer.body.error.message).toMatch(/You did not provide an API key/)
  })

  it('accepts a restricted test key when it is the configured one', async () => {
    const fake = await startFakeStripe({ secretKey: 'rk_test_parlour0restricted0key' })
    try {
      const customer = await sdk(fake, 'rk_test_parlour0restricted0key').customers.create({ email: 'r@example.test' })
      expect(customer.id).toMatch(/^cus_/)
      await expect(sdk(fake, SECRET_KEY).customers.retrieve(customer.id)).rejects.toThrow(/Invalid API Key/)
    } finally {
      await fake.close()
    }
  })

  it('will not start with a live key', async () => {
    await expect(startFakeStripe({ secretKey: 'sk_live_real0key' })).rejects.toThrow(/test key/)
  })
})

describe('URLs and encoding', () => {
  it('answers an unknown path with Stripe’s unrecognized-URL 404', async () => {
    const answer = await raw(h.fake, 'GET', '/v1/foo')
    expect(answer.status).toBe(404)
    expect(answer.body.error.type).toBe('invalid_request_error')
    expect(answer.body.error.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/foo\)/)
    expect(answer.headers.get('request-id')).toMatch(/^req_/)
  })

  it('reads bracket notation with appended and indexed lists', async () => {
    const customer = await h.customer()
    const body = [
      'mode=payment',
      `customer=${customer.id}`,
      'line_items[0][price_data][currency]=gbp',
      'line_items[0][price_data][unit_amount]=500',
      'line_items[0][price_data][product_data][name]=Fringe%20trim',
      'line_items[0][quantity]=2',
      'metadata[visit]=12',
      'expand[]=customer',
    ].join('&')
    const answer = await raw(h.fake, 'POST', '/v1/checkout/sessions', { body })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ amount_total: 1000, currency: 'gbp', metadata: { visit: '12' } })
    expect(answer.body.customer).toMatchObject({ id: customer.id, object: 'customer' })
    expect(h.fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      status: 200,
      params: { metadata: { visit: '12' }, expand: { 0: 'customer' } },
    })
  })

  it('refuses a JSON body', async () => {
    const answer = await raw(h.fake, 'POST', '/v1/customers', {
      body: '{"email":"a@example.test"}',
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toMatch(/Content-Type/)
  })

  it('refuses another API version than the SDK’s', async () => {
    const answer = await raw(h.fake, 'GET', '/v1/customers/cus_x', { headers: { 'stripe-version': '2020-08-27' } })
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toMatch(/Invalid Stripe API version/)
  })
})

describe('strict parameters', () => {
  it('names an unknown nested parameter in full', async () => {
    const error = await rejection(
      h.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: lineItem({ currency: 'gbp', unit_amount: 500, product_data: { name: 'Cut' }, colour: 'red' }),
      }),
    )
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'line_items[0][price_data][colour]',
      message: 'Received unknown parameter: line_items[0][price_data][colour]',
    })
  })

  it('knows that this API version has no payment_method_types on create', async () => {
    const answer = await raw(h.fake, 'POST', '/v1/payment_intents', {
      body: 'amount=1000&currency=gbp&payment_method_types[]=card',
    })
    expect(answer.body.error).toMatchObject({ code: 'parameter_unknown', param: 'payment_method_types' })
  })

  it('names a missing required parameter', async () => {
    const error = await rejection(
      h.stripe.checkout.sessions.create({
        line_items: lineItem({ currency: 'gbp', product_data: { name: 'Cut' } }),
        mode: 'payment',
      }),
    )
    expect(error).toMatchObject({
      code: 'parameter_missing',
      param: 'line_items[0][price_data][unit_amount]',
      message: 'Missing required param: line_items[0][price_data][unit_amount].',
    })
    const noMode = await raw(h.fake, 'POST', '/v1/checkout/sessions', { body: 'success_url=https://x.test' })
    expect(noMode.body.error).toMatchObject({ code: 'parameter_missing', param: 'mode' })
  })

  it('refuses values outside an enum, malformed integers and out-of-range numbers', async () => {
    const mode = await raw(h.fake, 'POST', '/v1/checkout/sessions', { body: 'mode=subscription' })
    expect(mode.status).toBe(400)
    expect(mode.body.error).toMatchObject({ param: 'mode', message: 'Invalid mode: must be one of payment or setup' })
    const amount = await raw(h.fake, 'POST', '/v1/payment_intents', { body: 'amount=12.50&currency=gbp' })
    expect(amount.body.error).toMatchObject({ code: 'parameter_invalid_integer', param: 'amount' })
    const zero = await raw(h.fake, 'POST', '/v1/payment_intents', { body: 'amount=0&currency=gbp' })
    expect(zero.body.error).toMatchObject({ code: 'parameter_invalid_integer', param: 'amount' })
    const empty = await raw(h.fake, 'POST', '/v1/customers', { body: 'email=' })
    expect(empty.body.error).toMatchObject({ code: 'parameter_invalid_empty', param: 'email' })
    const currency = await raw(h.fake, 'POST', '/v1/payment_intents', { body: 'amount=100&currency=xyz' })
    expect(currency.body.error).toMatchObject({ param: 'currency' })
  })

  it('refuses an amount below the 30p minimum', async () => {
    const error = await rejection(
      h.paymentSession({ line_items: lineItem({ currency: 'gbp', unit_amount: 29, product_data: { name: 'Pin' } }) }),
    )
    expect(error).toMatchObject({ statusCode: 400, code: 'amount_too_small' })
    const intent = await rejection(h.stripe.paymentIntents.create({ amount: 29, currency: 'gbp' }))
    expect(intent).toMatchObject({ code: 'amount_too_small', param: 'amount' })
  })

  it('keeps expires_at between 30 minutes and 24 hours from now on the fake’s clock', async () => {
    const early = await rejection(h.paymentSession({ expires_at: h.nowSeconds() + 29 * 60 }))
    expect(early).toMatchObject({ statusCode: 400, param: 'expires_at' })
    const late = await rejection(h.paymentSession({ expires_at: h.nowSeconds() + 24 * 3600 + 1 }))
    expect(late).toMatchObject({ statusCode: 400, param: 'expires_at' })
    const ok = await h.paymentSession({ expires_at: h.nowSeconds() + 30 * 60 })
    expect(ok.expires_at).toBe(h.nowSeconds() + 30 * 60)
  })

  it('requires a currency in setup mode and refuses a customer that does not exist', async () => {
    const customer = await h.customer()
    const noCurrency = await rejection(
      h.stripe.checkout.sessions.create({
        mode: 'setup',
        customer: customer.id,
        success_url: 'https://parlour.test/ok',
      }),
    )
    expect(noCurrency).toMatchObject({ code: 'parameter_missing', param: 'currency' })
    const stranger = await rejection(h.paymentSession({ customer: 'cus_nobody' }))
    expect(stranger).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' })
  })

  it('answers 404 resource_missing for an unknown id, and refuses an unknown expansion', async () => {
    const missing = await rejection(h.stripe.customers.retrieve('cus_nobody'))
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_nobody'",
    })
    const session = await h.paymentSession()
    const expand = await rejection(h.stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] }))
    expect(expand).toMatchObject({ statusCode: 400, message: 'This property cannot be expanded (line_items).' })
  })
})
