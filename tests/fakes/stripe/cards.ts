/**
 * Stripe's test card numbers this double knows, and what each does: on the hosted page in payment mode,
 * when saved in setup mode, and when a saved card is charged later off-session (`off_session=true`).
 * Any other number is refused on the page as "Your card number is incorrect."
 */
import { createHash } from 'node:crypto'

import type Stripe from 'stripe'

import { type Core, newId, unixNow } from './state'

export type Outcome = 'succeed' | 'authenticate' | 'decline'

export interface TestCard {
  number: string
  brand: 'visa' | 'mastercard'
  /** Paying with it on the hosted page (and confirming on-session through the API). */
  payment: Outcome
  /** Saving it on the hosted page in setup mode. */
  setup: Outcome
  /** A later off-session charge of the saved card. */
  offSession: Outcome
  /** Stripe's `decline_code` when it declines. */
  declineCode?: 'generic_decline' | 'insufficient_funds'
}

const card = (number: string, brand: TestCard['brand'], behaviour: Omit<TestCard, 'number' | 'brand'>): TestCard => ({
  number,
  brand,
  ...behaviour,
})
const ALWAYS = { payment: 'succeed', setup: 'succeed', offSession: 'succeed' } as const

export const TEST_CARDS: readonly TestCard[] = [
  card('4242424242424242', 'visa', ALWAYS),
  card('5555555555554444', 'mastercard', ALWAYS),
  // Declined with insufficient funds, wherever it is used.
  card('4000000000009995', 'visa', {
    payment: 'decline',
    setup: 'decline',
    offSession: 'decline',
    declineCode: 'insufficient_funds',
  }),
  // Needs 3D Secure on the page; once saved, Stripe lets its off-session charges through.
  card('4000002500003155', 'visa', { payment: 'authenticate', setup: 'authenticate', offSession: 'succeed' }),
  // Stripe: "requires authentication on all transactions". On the page this double counts it as
  // authenticated without a challenge (frictionless); every off-session charge needs authentication.
  card('4000002760003184', 'visa', { payment: 'succeed', setup: 'succeed', offSession: 'authenticate' }),
  // Attaching to a customer succeeds; every charge is declined.
  card('4000000000000341', 'visa', {
    payment: 'decline',
    setup: 'succeed',
    offSession: 'decline',
    declineCode: 'generic_decline',
  }),
]

/** The test card typed into the page (spaces and dashes ignored), or undefined. */
export function findCard(typed: string): TestCard | undefined {
  const digits = typed.replace(/[\s-]/g, '')
  return TEST_CARDS.find((c) => c.number === digits)
}

/** Stripe's message for a declined card, by decline code. */
export const DECLINE_MESSAGE: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
}

/** A card PaymentMethod for the typed card, stored and linked to its test card. */
export function createCardPaymentMethod(core: Core, test: TestCard, customer: string | null): Stripe.PaymentMethod {
  const year = core.clock().getUTCFullYear() + 4
  const paymentMethod: Stripe.PaymentMethod = {
    id: newId('pm_'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: test.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: test.brand,
      exp_month: 12,
      exp_year: year,
      fingerprint: createHash('sha256').update(test.number).digest('hex').slice(0, 16),
      funding: 'credit',
      generated_from: null,
      last4: test.number.slice(-4),
      networks: { available: [test.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: unixNow(core),
    customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  }
  core.state.paymentMethods.set(paymentMethod.id, paymentMethod)
  core.cards.set(paymentMethod.id, test)
  return paymentMethod
}

/** The card details a Charge copies from its PaymentMethod. */
export function chargeCardDetails(paymentMethod: Stripe.PaymentMethod): Stripe.Charge.PaymentMethodDetails {
  const c = paymentMethod.card!
  return {
    type: 'card',
    card: {
      amount_authorized: null,
      authorization_code: null,
      brand: c.brand,
      checks: c.checks,
      country: c.country,
      electronic_commerce_indicator: null,
      exp_month: c.exp_month,
      exp_year: c.exp_year,
      fingerprint: c.fingerprint ?? null,
      funding: c.funding,
      installments: null,
      last4: c.last4,
      mandate: null,
      network: c.brand,
      network_token: null,
      network_transaction_id: null,
      regulated_status: c.regulated_status,
      three_d_secure: null,
      transaction_link_id: null,
      wallet: null,
    },
  }
}
