/**
 * Checkout Sessions through the SDK, paid with `fake.pay` (what the hosted page does, without a
 * browser): payment and setup mode, retrieve with expansions, listing, expiry by the API and by the
 * fake's clock, and a session paid twice.
 */
import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { CANCEL_URL, CARD, fakeForEachTest, rejection } from './fake-harness'

const h = fakeForEachTest()

describe('payment mode', () => {
  it('creates an open session with the hosted page’s URL and no PaymentIntent yet', async () => {
    const session = await h.paymentSession()
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 1250,
      currency: 'gbp',
      payment_intent: null,
      setup_intent: null,
      client_reference_id: 'visit-12',
      metadata: { visit: '12' },
      cancel_url: CANCEL_URL,
      livemode: false,
      created: h.nowSeconds(),
      expires_at: h.nowSeconds() + 24 * 3600,
      url: `${h.fake.url}/pay/${session.id}`,
    })
    expect(session.id).toMatch(/^cs_test_/)
  })

  it('is paid with a card: complete, a succeeded PaymentIntent with its charge, the card saved', async () => {
    const session = await h.paymentSession()
    const result = await h.fake.pay(session.id, { card: CARD.ok })
    expect(result).toEqual({
      status: 'complete',
      redirect: `https://parlour.test/visits/12/paid?session=${session.id}`,
    })

    const paid = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.payment_method'] })
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null })
    const intent = paid.payment_intent as Stripe.PaymentIntent
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 1250,
      amount_received: 1250,
      currency: 'gbp',
      customer: session.customer,
      metadata: { visit: '12' },
      setup_future_usage: 'off_session',
    })
    expect(intent.latest_charge).toMatch(/^ch_/)
    const method = intent.payment_method as Stripe.PaymentMethod
    expect(method).toMatchObject({ object: 'payment_method', type: 'card', customer: session.customer })
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 })
    const charge = h.fake.state.charges.get(intent.latest_charge as string)!
    expect(charge).toMatchObject({
      status: 'succeeded',
      paid: true,
      captured: true,
      amount: 1250,
      payment_intent: intent.id,
    })

    await h.settled()
    expect(h.receiver.events().map((e) => e.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed'])
  })

  it('keeps the session open after a decline, with the failed attempt on its PaymentIntent', async () => {
    const session = await h.paymentSession()
    const result = await h.fake.pay(session.id, { card: CARD.insufficientFunds })
    expect(result).toEqual({ status: 'declined', message: 'Your card was declined.' })
    const after = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(after.status).toBe('open')
    const intent = after.payment_intent as Stripe.PaymentIntent
    expect(intent.status).toBe('requires_payment_method')
    expect(intent.last_payment_error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' })
    expect(await h.fake.pay(session.id, { card: CARD.ok })).toMatchObject({ status: 'complete' })
    const paid = await h.stripe.paymentIntents.retrieve(intent.id)
    expect(paid.status).toBe('succeeded')
    await h.settled()
    expect(h.receiver.events().map((e) => e.type)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
      'checkout.session.completed',
    ])
  })

  it('asks for authentication on the page for 3155, and a failed authentication leaves it open', async () => {
    const session = await h.paymentSession()
    const failed = await h.fake.pay(session.id, { card: CARD.authenticateOnPage, authenticate: 'fail' })
    expect(failed).toEqual({
      status: 'authentication_failed',
      message: 'We are unable to authenticate your payment method.',
    })
    expect(h.fake.state.checkoutSessions.get(session.id)!.status).toBe('open')
    const done = await h.fake.pay(session.id, { card: CARD.authenticateOnPage, authenticate: 'complete' })
    expect(done.status).toBe('complete')
  })

  it('takes one payment when the same session is paid twice', async () => {
    const session = await h.paymentSession()
    const [first, second] = await Promise.all([
      h.fake.pay(session.id, { card: CARD.ok }),
      h.fake.pay(session.id, { card: CARD.ok }),
    ])
    expect([first.status, second.status]).toEqual(['complete', 'already_complete'])
    expect(h.fake.state.charges.size).toBe(1)
    expect(h.fake.state.paymentIntents.size).toBe(1)
  })

  it('creates a Customer when a card is to be saved and none was given', async () => {
    const session = await h.stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: 'new@example.test',
      line_items: [
        { price_data: { currency: 'gbp', unit_amount: 4000, product_data: { name: 'Colour' } }, quantity: 1 },
      ],
      payment_intent_data: { setup_future_usage: 'off_session' },
      success_url: 'https://parlour.test/ok',
    })
    expect(session.customer).toBeNull()
    await h.fake.pay(session.id, { card: CARD.ok })
    const paid = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['customer'] })
    expect(paid.customer).toMatchObject({ object: 'customer', email: 'new@example.test' })
    expect(paid.customer_details).toMatchObject({ email: 'new@example.test' })
  })
})

describe('setup mode', () => {
  it('saves a card to the customer through a SetupIntent', async () => {
    const session = await h.setupSession()
    expect(session).toMatchObject({
      mode: 'setup',
      status: 'open',
      payment_status: 'no_payment_required',
      amount_total: null,
    })
    expect(session.setup_intent).toMatch(/^seti_/)
    expect(await h.fake.pay(session.id, { card: CARD.authenticateLater })).toMatchObject({ status: 'complete' })

    const done = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] })
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', payment_intent: null })
    const setup = done.setup_intent as Stripe.SetupIntent
    expect(setup).toMatchObject({
      status: 'succeeded',
      usage: 'off_session',
      customer: session.customer,
      metadata: { visit: '13' },
    })
    const method = await h.stripe.paymentMethods.retrieve(setup.payment_method as string)
    expect(method).toMatchObject({ customer: session.customer, card: { last4: '3184' } })
    await h.settled()
    expect(h.receiver.events().map((e) => e.type)).toEqual(['setup_intent.succeeded', 'checkout.session.completed'])
  })

  it('does not save a declined card', async () => {
    const session = await h.setupSession()
    expect(await h.fake.pay(session.id, { card: CARD.insufficientFunds })).toMatchObject({ status: 'declined' })
    expect(h.fake.state.paymentMethods.size).toBe(0)
    expect(h.fake.state.checkoutSessions.get(session.id)!.status).toBe('open')
  })
})

describe('listing and expiry', () => {
  it('lists open sessions of a customer, newest first, with created[gte], limit and starting_after', async () => {
    const customer = (await h.customer()).id
    const older = await h.paymentSession({ customer })
    h.tick(60)
    const paid = await h.paymentSession({ customer })
    await h.fake.pay(paid.id, { card: CARD.ok })
    h.tick(60)
    const newer = await h.paymentSession({ customer })
    await h.paymentSession() // another customer's

    const open = await h.stripe.checkout.sessions.list({ customer, status: 'open' })
    expect(open).toMatchObject({ object: 'list', has_more: false, url: '/v1/checkout/sessions' })
    expect(open.data.map((s) => s.id)).toEqual([newer.id, older.id])
    const recent = await h.stripe.checkout.sessions.list({ customer, created: { gte: paid.created } })
    expect(recent.data.map((s) => s.id)).toEqual([newer.id, paid.id])
    const first = await h.stripe.checkout.sessions.list({ customer, limit: 1 })
    expect(first).toMatchObject({ has_more: true, data: [{ id: newer.id }] })
    const next = await h.stripe.checkout.sessions.list({ customer, limit: 2, starting_after: newer.id })
    expect(next.data.map((s) => s.id)).toEqual([paid.id, older.id])
  })

  it('expires an open session through the API, once', async () => {
    const session = await h.paymentSession()
    const expired = await h.stripe.checkout.sessions.expire(session.id)
    expect(expired).toMatchObject({ status: 'expired', url: null })
    const again = await rejection(h.stripe.checkout.sessions.expire(session.id))
    expect(again).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' })
    expect(await h.fake.pay(session.id, { card: CARD.ok })).toEqual({ status: 'expired' })
    await h.settled()
    expect(h.receiver.events('checkout.session.expired')).toHaveLength(1)
  })

  it('expires sessions whose expires_at has passed on the fake’s clock', async () => {
    const short = await h.paymentSession({ expires_at: h.nowSeconds() + 1800 })
    const long = await h.paymentSession()
    h.tick(1799)
    expect(h.fake.expireSessions()).toEqual([])
    h.tick(1)
    expect(h.fake.expireSessions()).toEqual([short.id])
    expect(h.fake.state.checkoutSessions.get(long.id)!.status).toBe('open')
    await h.settled()
    const [event] = h.receiver.events('checkout.session.expired')
    expect((event!.data.object as Stripe.Checkout.Session).id).toBe(short.id)
    expect(event!.created).toBe(h.nowSeconds())
  })
})
