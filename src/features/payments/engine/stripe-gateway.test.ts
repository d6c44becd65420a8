import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { startFakeStripe } from '../../../../tests/fakes/stripe/fake'
import { PaymentsUnavailable } from '../ports'
import { stateOf, stripeGateway } from './stripe-gateway'

const session = (over: Partial<Stripe.Checkout.Session>) =>
  ({
    id: 'cs_test_1',
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    expires_at: 1_900_000_000,
    amount_total: 4000,
    payment_intent: null,
    setup_intent: null,
    ...over,
  }) as Stripe.Checkout.Session

describe('a Checkout Session as Stripe documents it', () => {
  it('is paid only when complete and paid; complete but unpaid (a delayed method) is pending', () => {
    expect(stateOf(session({})).status).toBe('open')
    expect(stateOf(session({ status: 'expired', url: null })).status).toBe('expired')
    const paid = stateOf(session({ status: 'complete', payment_status: 'paid', payment_intent: 'pi_1' }))
    expect(paid).toMatchObject({ status: 'complete', payment: { id: 'pi_1', amount: 4000, succeeded: true } })
    const waiting = stateOf(session({ status: 'complete', payment_status: 'unpaid', payment_intent: 'pi_2' }))
    expect(waiting).toMatchObject({ status: 'pending', payment: null })
    // A status Stripe may add later reads as still open, never as paid.
    expect(stateOf(session({ status: null as never })).status).toBe('open')
  })

  it('reads a saved card in setup mode, and the payment intent whether expanded or an id', () => {
    const card = { id: 'pm_1', card: { brand: 'visa', last4: '4242' } } as Stripe.PaymentMethod
    const setup = stateOf(
      session({
        mode: 'setup',
        status: 'complete',
        payment_status: 'no_payment_required',
        setup_intent: { id: 'seti_1', payment_method: card } as Stripe.SetupIntent,
      }),
    )
    expect(setup).toMatchObject({ status: 'complete', payment: null, card: { paymentMethod: 'pm_1', last4: '4242' } })
    const expanded = stateOf(
      session({
        status: 'complete',
        payment_status: 'paid',
        payment_intent: { id: 'pi_3', amount: 4000, status: 'succeeded', payment_method: card } as Stripe.PaymentIntent,
      }),
    )
    expect(expanded).toMatchObject({ payment: { id: 'pi_3' }, card: { brand: 'visa' } })
  })
})

describe("Stripe refusing the salon's key (the fake Stripe, a test double)", () => {
  it('is payments unavailable for a booking, and a refusal with Stripe’s words for a refund, never the key', async () => {
    const fake = await startFakeStripe({ secretKey: 'sk_test_theSalonsRealKey0123' })
    try {
      const wrongKey = 'sk_test_aKeyStripeDoesNotKnow0123'
      const gateway = stripeGateway({ secretKey: wrongKey, webhookSecret: 'whsec_unused', apiUrl: fake.url })
      const opening = gateway.customer({ key: 'k1', phone: '+447700900001', name: null, email: null })
      await expect(opening).rejects.toBeInstanceOf(PaymentsUnavailable)
      await expect(opening).rejects.toThrow(/refused the salon's key \(StripeAuthenticationError\)/)
      const refund = await gateway.refund({ key: 'k2', paymentIntent: 'pi_123', amount: 100, metadata: {} })
      expect(refund).toMatchObject({ ok: false, message: expect.stringMatching(/^Stripe refused the salon's key: /) })
      expect(JSON.stringify(refund)).not.toContain(wrongKey)
      await opening.catch((e: Error) => expect(e.message).not.toContain(wrongKey))
    } finally {
      await fake.close()
    }
  })
})
