/**
 * Charging a saved card off-session and refunding, through the SDK: success, the 402s the SDK raises
 * as StripeCardError (authentication required, declined), cards of another customer, and refunds in
 * full, in part, beyond what is left, and refused.
 */
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { CARD, fakeForEachTest, rejection } from './fake-harness'

const h = fakeForEachTest()

async function chargeLater(card: string, amount = 4000) {
  const { customer, paymentMethod } = await h.savedCard(card)
  const params: Stripe.PaymentIntentCreateParams = {
    amount,
    currency: 'gbp',
    customer,
    payment_method: paymentMethod,
    off_session: true,
    confirm: true,
    description: 'Late cancellation fee',
    metadata: { visit: '12' },
  }
  return { customer, paymentMethod, params }
}

describe('off-session charges', () => {
  it('charge a saved card: succeeded with its charge, and payment_intent.succeeded', async () => {
    const { customer, paymentMethod, params } = await chargeLater(CARD.ok)
    const intent = await h.stripe.paymentIntents.create(params)
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 4000,
      amount_received: 4000,
      customer,
      payment_method: paymentMethod,
      description: 'Late cancellation fee',
      metadata: { visit: '12' },
      automatic_payment_methods: { enabled: true },
    })
    const read = await h.stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })
    expect(read.latest_charge).toMatchObject({ object: 'charge', status: 'succeeded', amount: 4000 })
    await h.settled()
    const succeeded = h.receiver.events('payment_intent.succeeded').at(-1)!
    expect((succeeded.data.object as Stripe.PaymentIntent).id).toBe(intent.id)
  })

  it('let a card saved after 3D Secure (3155) be charged without it', async () => {
    const { params } = await chargeLater(CARD.authenticateOnPage)
    expect((await h.stripe.paymentIntents.create(params)).status).toBe('succeeded')
  })

  it('answer 402 authentication_required for a card that always needs it (3184)', async () => {
    const { paymentMethod, params } = await chargeLater(CARD.authenticateLater)
    const error = await rejection(h.stripe.paymentIntents.create(params))
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'authentication_required',
      decline_code: 'authentication_required',
      payment_intent: { object: 'payment_intent', status: 'requires_payment_method' },
      payment_method: { id: paymentMethod },
    })
    const intent = await h.stripe.paymentIntents.retrieve(error.payment_intent!.id)
    expect(intent.last_payment_error).toMatchObject({ code: 'authentication_required', type: 'card_error' })
    expect(intent.latest_charge).toBeNull()
    await h.settled()
    expect(h.receiver.events('payment_intent.payment_failed')).toHaveLength(1)
  })

  it('answer 402 card_declined for a card whose charges fail (0341), with the failed charge', async () => {
    const { params } = await chargeLater(CARD.declineLater)
    const error = await rejection(h.stripe.paymentIntents.create(params))
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    })
    expect(h.fake.state.charges.get(error.charge!)).toMatchObject({ status: 'failed', failure_code: 'card_declined' })
  })

  it('refuse a PaymentMethod of another customer, or none', async () => {
    const { paymentMethod } = await h.savedCard(CARD.ok)
    const other = await h.customer('other@example.test')
    const stranger = await rejection(
      h.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'gbp',
        customer: other.id,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
      }),
    )
    expect(stranger).toMatchObject({ statusCode: 400, param: 'payment_method' })
    const missing = await rejection(
      h.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'gbp',
        customer: other.id,
        payment_method: 'pm_nothing',
        confirm: true,
      }),
    )
    expect(missing).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'payment_method' })
    expect(h.fake.state.paymentIntents.size).toBe(0)
  })
})

describe('refunds', () => {
  async function paidIntent() {
    const session = await h.paymentSession()
    await h.fake.pay(session.id, { card: CARD.ok })
    return (await h.stripe.checkout.sessions.retrieve(session.id)).payment_intent as string
  }

  it('refund the whole payment by default, with refund.created and charge.refunded', async () => {
    const intent = await paidIntent()
    const refund = await h.stripe.refunds.create({
      payment_intent: intent,
      reason: 'requested_by_customer',
      metadata: { by: 'staff' },
    })
    expect(refund).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 1250,
      currency: 'gbp',
      payment_intent: intent,
      reason: 'requested_by_customer',
      metadata: { by: 'staff' },
    })
    expect(await h.stripe.refunds.retrieve(refund.id)).toEqual(refund)
    expect(h.fake.state.charges.get(refund.charge as string)).toMatchObject({ amount_refunded: 1250, refunded: true })
    await h.settled()
    expect(
      h.receiver
        .events()
        .map((e) => e.type)
        .slice(-2),
    ).toEqual(['refund.created', 'charge.refunded'])
  })

  it('refund in parts, never more than is left', async () => {
    const intent = await paidIntent()
    await h.stripe.refunds.create({ payment_intent: intent, amount: 500 })
    const over = await rejection(h.stripe.refunds.create({ payment_intent: intent, amount: 800 }))
    expect(over).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(over).toMatchObject({
      param: 'amount',
      message: expect.stringMatching(/greater than unrefunded amount/) as unknown,
    })
    const rest = await h.stripe.refunds.create({ payment_intent: intent })
    expect(rest.amount).toBe(750)
    const again = await rejection(h.stripe.refunds.create({ payment_intent: intent }))
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' })
  })

  it('refuse the next refund when told to, with the message staff will see', async () => {
    const intent = await paidIntent()
    h.fake.refuseNextRefund('This payment is disputed; it cannot be refunded.')
    const refused = await rejection(h.stripe.refunds.create({ payment_intent: intent }))
    expect(refused).toMatchObject({
      statusCode: 400,
      code: 'charge_disputed',
      message: 'This payment is disputed; it cannot be refunded.',
    })
    expect(h.fake.state.refunds.size).toBe(0)
    expect((await h.stripe.refunds.create({ payment_intent: intent })).status).toBe('succeeded')
  })

  it('refuse a PaymentIntent that was not paid', async () => {
    const session = await h.paymentSession()
    await h.fake.pay(session.id, { card: CARD.insufficientFunds })
    const intent = h.fake.state.checkoutSessions.get(session.id)!.payment_intent as string
    const error = await rejection(h.stripe.refunds.create({ payment_intent: intent }))
    expect(error).toMatchObject({ statusCode: 400, param: 'payment_intent' })
    const unknown = await rejection(h.stripe.refunds.create({ payment_intent: 'pi_nothing' }))
    expect(unknown).toMatchObject({ code: 'resource_missing', param: 'payment_intent' })
  })
})
