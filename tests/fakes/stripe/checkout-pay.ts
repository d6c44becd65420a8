/**
 * What happens when a customer submits a card on the hosted page (the browser's POST and `fake.pay`
 * both come here). Everything runs synchronously, so two tabs paying one session are served one after
 * the other: the second finds the session complete and takes no payment.
 */
import type Stripe from 'stripe'

import { createCardPaymentMethod, findCard, type Outcome, type TestCard } from './cards'
import { completeSession, expireSession } from './checkout'
import { createCustomer } from './customers'
import { AUTHENTICATION_FAILED, cardError, confirmIntent, createPaymentIntent } from './intents'
import { type Core, NOT_FROM_API, unixNow } from './state'

export type Authenticate = 'complete' | 'fail'

export type PageOutcome =
  /** Paid or saved; `redirect` is the success URL with the session id filled in (null without one). */
  | { kind: 'complete'; redirect: string | null }
  /** The card was refused; the session stays open. */
  | { kind: 'declined'; message: string }
  /** The card needs 3D Secure: the page asks the customer to complete or fail it. */
  | { kind: 'authenticate' }
  | { kind: 'authentication_failed'; message: string }
  | { kind: 'invalid_card'; message: string }
  /** Nothing to pay: the session is already complete or has expired. */
  | { kind: 'closed'; status: 'complete' | 'expired' }
  | { kind: 'missing' }

export const PAGE_DECLINED = 'Your card was declined.'
export const PAGE_AUTH_FAILED = 'We are unable to authenticate your payment method.'

/** A session past its `expires_at` is expired by the first look at it (Stripe expires them in the background). */
export function openSession(core: Core, id: string): Stripe.Checkout.Session | PageOutcome {
  const session = core.state.checkoutSessions.get(id)
  if (!session) return { kind: 'missing' }
  if (session.status === 'open' && session.expires_at <= unixNow(core)) expireSession(core, session, NOT_FROM_API)
  if (session.status !== 'open') return { kind: 'closed', status: session.status as 'complete' | 'expired' }
  return session
}

export function submitCard(core: Core, sessionId: string, typed: string, authenticate?: Authenticate): PageOutcome {
  const session = openSession(core, sessionId)
  if ('kind' in session) return session
  const card = findCard(typed)
  if (!card) return { kind: 'invalid_card', message: 'Your card number is incorrect.' }
  let outcome: Outcome = session.mode === 'setup' ? card.setup : card.payment
  if (outcome === 'authenticate') {
    if (authenticate === undefined) return { kind: 'authenticate' }
    if (authenticate === 'fail') {
      failAuthentication(core, session, card)
      return { kind: 'authentication_failed', message: PAGE_AUTH_FAILED }
    }
    outcome = 'succeed'
  }
  const ok = session.mode === 'setup' ? saveCard(core, session, card, outcome) : payByCard(core, session, card, outcome)
  if (!ok) return { kind: 'declined', message: PAGE_DECLINED }
  completeSession(core, session, NOT_FROM_API)
  const redirect = session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null
  return { kind: 'complete', redirect }
}

/** The session's PaymentIntent, created at the first attempt (and a Customer if a card is to be saved without one). */
function intentFor(core: Core, session: Stripe.Checkout.Session): Stripe.PaymentIntent {
  const existing = typeof session.payment_intent === 'string' && core.state.paymentIntents.get(session.payment_intent)
  if (existing) return existing
  const extras = core.checkoutExtras.get(session.id)!.paymentIntentData
  if (session.customer === null && extras.setupFutureUsage)
    session.customer = createCustomer(core, session.customer_email ? { email: session.customer_email } : {}).id
  const intent = createPaymentIntent(core, {
    amount: session.amount_total!,
    currency: session.currency!,
    customer: typeof session.customer === 'string' ? session.customer : null,
    description: extras.description,
    metadata: extras.metadata,
    setupFutureUsage: extras.setupFutureUsage,
  })
  session.payment_intent = intent.id
  return intent
}

function payByCard(core: Core, session: Stripe.Checkout.Session, card: TestCard, outcome: Outcome): boolean {
  const intent = intentFor(core, session)
  const method = createCardPaymentMethod(core, card, null)
  const failure = outcome === 'succeed' ? null : cardError(outcome, card.declineCode)
  return confirmIntent(core, intent, method, failure, NOT_FROM_API) === null
}

function saveCard(core: Core, session: Stripe.Checkout.Session, card: TestCard, outcome: Outcome): boolean {
  const intent = core.state.setupIntents.get(session.setup_intent as string)!
  if (outcome !== 'succeed') {
    intent.last_setup_error = { ...cardError(outcome, card.declineCode) } as Stripe.SetupIntent.LastSetupError
    return false
  }
  const customer = typeof session.customer === 'string' ? session.customer : null
  const method = createCardPaymentMethod(core, card, customer)
  Object.assign(intent, {
    status: 'succeeded',
    payment_method: method.id,
    last_setup_error: null,
  } satisfies Partial<Stripe.SetupIntent>)
  core.emit('setup_intent.succeeded', intent, NOT_FROM_API)
  return true
}

function failAuthentication(core: Core, session: Stripe.Checkout.Session, card: TestCard): void {
  if (session.mode === 'setup') {
    const intent = core.state.setupIntents.get(session.setup_intent as string)!
    intent.last_setup_error = {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      message: AUTHENTICATION_FAILED.message,
    }
    return
  }
  const method = createCardPaymentMethod(core, card, null)
  confirmIntent(core, intentFor(core, session), method, AUTHENTICATION_FAILED, NOT_FROM_API)
}
