/**
 * What every part of the fake shares: the objects by id (in Stripe's own shapes, typed with the SDK's
 * types so a missing field fails to compile), the clock, the public base of the hosted pages, the test
 * card behind each PaymentMethod, and the hook that records an Event.
 */
import { randomBytes } from 'node:crypto'

import type Stripe from 'stripe'

import type { TestCard } from './cards'
import { noSuch } from './errors'
import type { Params, Spec } from './params'

export interface FakeStripeState {
  customers: Map<string, Stripe.Customer>
  checkoutSessions: Map<string, Stripe.Checkout.Session>
  paymentIntents: Map<string, Stripe.PaymentIntent>
  setupIntents: Map<string, Stripe.SetupIntent>
  paymentMethods: Map<string, Stripe.PaymentMethod>
  refunds: Map<string, Stripe.Refund>
  charges: Map<string, Stripe.Charge>
  events: Map<string, Stripe.Event>
}

/** One line of a Checkout Session as the hosted page shows it (Stripe keeps line items apart from the session too). */
export interface LineSummary {
  name: string
  description: string | null
  quantity: number
  unitAmount: number
}

/** What a Checkout Session keeps beside its object: its lines and what its PaymentIntent will be created with. */
export interface CheckoutExtras {
  lines: LineSummary[]
  paymentIntentData: {
    description: string | null
    metadata: Record<string, string>
    setupFutureUsage: 'off_session' | 'on_session' | null
  }
}

/** `event.request`: the API call behind a change, or nulls when no call made it (the customer on the hosted page, or expiry). */
export interface EventRequest {
  id: string | null
  idempotency_key: string | null
}
export const NOT_FROM_API: EventRequest = { id: null, idempotency_key: null }

export type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'setup_intent.succeeded'
  | 'refund.created'
  | 'charge.refunded'

export interface Core {
  state: FakeStripeState
  clock: () => Date
  /** Base of hosted-page URLs, e.g. `http://127.0.0.1:4020`; set once the server listens. */
  publicUrl: string
  /** The test card behind each PaymentMethod (what its later charges do). */
  cards: Map<string, TestCard>
  /** What each Checkout Session keeps beside its object. */
  checkoutExtras: Map<string, CheckoutExtras>
  /** Set by `refuseNextRefund`: the next refund fails with this message (null: the default one). */
  refuseNextRefund: { message: string | null } | null
  /** Records an Event with a snapshot of `object`; it is delivered once the current answer is sent. */
  emit(type: EventType, object: { id: string }, request: EventRequest): void
}

export function emptyState(): FakeStripeState {
  return {
    customers: new Map(),
    checkoutSessions: new Map(),
    paymentIntents: new Map(),
    setupIntents: new Map(),
    paymentMethods: new Map(),
    refunds: new Map(),
    charges: new Map(),
    events: new Map(),
  }
}

/** Unix seconds on the fake's clock (`created`, `expires_at`). */
export const unixNow = (core: Pick<Core, 'clock'>) => Math.floor(core.clock().getTime() / 1000)

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Stripe-looking ids: a prefix and random letters and digits (`pi_3Qx…`, `cs_test_a1…`). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length)
  let id = prefix
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length]
  return id
}

/** The client secret Stripe gives intents and sessions: `<id>_secret_<random>`. */
export const clientSecret = (id: string) => `${id}_secret_${newId('', 25)}`

/** One API call as a handler sees it: validated parameters, the `:id` of the path, the request behind events. */
export interface Call {
  core: Core
  params: Params
  id: string
  request: EventRequest
}

/** One endpoint: its allow-list, what it returns (for `expand`), and what it does. */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE'
  /** e.g. `/v1/checkout/sessions/:id/expire` */
  path: string
  params: Record<string, Spec>
  /** The object type answered (`checkout.session`), or `list:<type>` for a list. */
  returns: string
  handle(call: Call): object
}

/** The stored object, or Stripe's 404 `resource_missing` for it. */
export function found<T>(map: Map<string, T>, object: string, id: string): T {
  const value = map.get(id)
  if (!value) throw noSuch(object, id)
  return value
}
