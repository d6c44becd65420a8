/**
 * PaymentIntents (created by a Checkout Session when the customer pays, or by Parlour to charge a saved
 * card off-session), their Charges, and SetupIntents. One place decides what a confirmation does with
 * the test card behind the PaymentMethod: succeed (a captured Charge), decline (a failed Charge and
 * Stripe's 402 `card_declined`) or need authentication (402 `authentication_required` off-session).
 */
import type Stripe from 'stripe'

import { chargeCardDetails, DECLINE_MESSAGE, type Outcome } from './cards'
import { invalid, noSuch, type StripeErrorBody, StripeFailure } from './errors'
import { MINIMUM_CHARGE, PAYMENT_INTENT_CREATE, PAYMENT_INTENT_RETRIEVE, SETUP_INTENT_RETRIEVE } from './params'
import { clientSecret, type Core, type EventRequest, found, newId, type Route, unixNow } from './state'

export interface NewPaymentIntent {
  amount: number
  currency: string
  customer: string | null
  description?: string | null
  metadata?: Record<string, string>
  setupFutureUsage?: 'off_session' | 'on_session' | null
  automaticPaymentMethods?: Stripe.PaymentIntent.AutomaticPaymentMethods | null
  allowedPaymentMethodTypes?: string[] | null
}

export function createPaymentIntent(core: Core, init: NewPaymentIntent): Stripe.PaymentIntent {
  const id = newId('pi_')
  const intent: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: init.allowedPaymentMethodTypes ?? null,
    amount: init.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: init.automaticPaymentMethods ?? null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: clientSecret(id),
    confirmation_method: 'automatic',
    created: unixNow(core),
    currency: init.currency,
    customer: init.customer,
    customer_account: null,
    description: init.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: init.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: init.setupFutureUsage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  }
  core.state.paymentIntents.set(id, intent)
  return intent
}

function createCharge(core: Core, intent: Stripe.PaymentIntent, method: Stripe.PaymentMethod, error?: StripeErrorBody) {
  const ok = !error
  const charge: Stripe.Charge = {
    id: newId('ch_'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: ok ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { ...method.billing_details },
    calculated_statement_descriptor: 'PARLOUR TEST DOUBLE',
    captured: ok,
    created: unixNow(core),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: error?.code ?? null,
    failure_message: error?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: ok ? 'approved_by_network' : 'declined_by_network',
      reason: error?.decline_code ?? null,
      risk_level: 'normal',
      seller_message: ok ? 'Payment complete.' : 'The bank did not return any further details with this decline.',
      type: ok ? 'authorized' : 'issuer_declined',
    },
    paid: ok,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: chargeCardDetails(method),
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: ok ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  }
  core.state.charges.set(charge.id, charge)
  return charge
}

/** What went wrong with a confirmation, as Stripe reports it (`last_payment_error` and the 402 body). */
export function cardError(outcome: Exclude<Outcome, 'succeed'>, declineCode: string | undefined): StripeErrorBody {
  const code = outcome === 'authenticate' ? 'authentication_required' : 'card_declined'
  const decline = outcome === 'authenticate' ? 'authentication_required' : (declineCode ?? 'generic_decline')
  return { type: 'card_error', code, decline_code: decline, message: DECLINE_MESSAGE[decline]! }
}

export const AUTHENTICATION_FAILED: StripeErrorBody = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
}

/**
 * Confirms `intent` with `method`: on success a captured Charge, `succeeded` and (with
 * `setup_future_usage` and a customer) the card attached for later; on failure the intent goes back to
 * `requires_payment_method` with `last_payment_error`. Emits the matching event. Returns the error or null.
 */
export function confirmIntent(
  core: Core,
  intent: Stripe.PaymentIntent,
  method: Stripe.PaymentMethod,
  failure: StripeErrorBody | null,
  request: EventRequest,
): StripeErrorBody | null {
  if (!failure) {
    const charge = createCharge(core, intent, method)
    if (intent.setup_future_usage && typeof intent.customer === 'string') method.customer = intent.customer
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      payment_method: method.id,
      last_payment_error: null,
    } satisfies Partial<Stripe.PaymentIntent>)
    core.emit('payment_intent.succeeded', intent, request)
    return null
  }
  const error: StripeErrorBody = { ...failure, payment_method: structuredClone(method) }
  // A declined card leaves a failed Charge; a missing authentication never reaches the bank.
  if (failure.code === 'card_declined') {
    const charge = createCharge(core, intent, method, failure)
    error.charge = charge.id
    intent.latest_charge = charge.id
  }
  const last = new StripeFailure(402, error).error // with doc_url, as Stripe writes it
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    last_payment_error: last as Stripe.PaymentIntent.LastPaymentError,
  } satisfies Partial<Stripe.PaymentIntent>)
  core.emit('payment_intent.payment_failed', intent, request)
  return last
}

function createFromApi(core: Core, p: Stripe.PaymentIntentCreateParams, request: EventRequest) {
  const minimum = MINIMUM_CHARGE[p.currency]!
  if (p.amount < minimum)
    throw invalid(`Amount must be at least ${minimumText(minimum, p.currency)}`, {
      code: 'amount_too_small',
      param: 'amount',
    })
  if (p.off_session !== undefined && p.off_session !== false && p.confirm !== true)
    throw invalid('You can only pass `off_session` when `confirm` is true.', { param: 'off_session' })
  if (p.customer !== undefined && !core.state.customers.has(p.customer))
    throw noSuch('customer', p.customer, 'customer')
  let method: Stripe.PaymentMethod | undefined
  if (p.payment_method !== undefined) {
    method = core.state.paymentMethods.get(p.payment_method)
    if (!method) throw noSuch('PaymentMethod', p.payment_method, 'payment_method')
    if (method.customer && method.customer !== p.customer)
      throw invalid(
        `The PaymentMethod ${method.id} belongs to the Customer ${String(method.customer)}. ` +
          'Please include the Customer in the `customer` parameter on the PaymentIntent.',
        { param: 'payment_method' },
      )
    if (!method.customer && p.customer)
      throw invalid(`The PaymentMethod ${method.id} does not belong to the Customer ${p.customer}.`, {
        param: 'payment_method',
      })
  }
  if (p.confirm && !method)
    throw invalid(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Pass `payment_method` when confirming.",
      { code: 'payment_intent_unexpected_state' },
    )
  const intent = createPaymentIntent(core, {
    amount: p.amount,
    currency: p.currency,
    customer: p.customer ?? null,
    description: p.description,
    metadata: p.metadata as Record<string, string> | undefined,
    automaticPaymentMethods:
      p.automatic_payment_methods === undefined && p.allowed_payment_method_types === undefined
        ? { enabled: true, allow_redirects: 'always' }
        : p.automatic_payment_methods && {
            enabled: p.automatic_payment_methods.enabled,
            allow_redirects: p.automatic_payment_methods.allow_redirects ?? 'always',
          },
    allowedPaymentMethodTypes: p.allowed_payment_method_types ?? null,
  })
  if (!method) return intent
  if (!p.confirm) {
    Object.assign(intent, { payment_method: method.id, status: 'requires_confirmation' })
    return intent
  }
  const test = core.cards.get(method.id)!
  const offSession = p.off_session !== undefined && p.off_session !== false
  const outcome = offSession ? test.offSession : test.payment
  if (outcome === 'authenticate' && !offSession) {
    // On-session: the customer would be shown 3D Secure; this double stops at `requires_action`.
    Object.assign(intent, {
      payment_method: method.id,
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
    })
    return intent
  }
  const error = confirmIntent(
    core,
    intent,
    method,
    outcome === 'succeed' ? null : cardError(outcome, test.declineCode),
    request,
  )
  if (error) throw new StripeFailure(402, { ...error, payment_intent: structuredClone(intent) })
  return intent
}

const minimumText = (minimum: number, currency: string) =>
  `${new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minimum / 100)} ${currency}`

export function createSetupIntent(
  core: Core,
  init: { customer: string | null; description: string | null; metadata: Record<string, string> },
): Stripe.SetupIntent {
  const id = newId('seti_')
  const intent: Stripe.SetupIntent = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: clientSecret(id),
    created: unixNow(core),
    customer: init.customer,
    description: init.description,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: init.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: 'off_session',
  }
  core.state.setupIntents.set(id, intent)
  return intent
}

export const INTENT_ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_intents',
    params: PAYMENT_INTENT_CREATE,
    returns: 'payment_intent',
    handle: ({ core, params, request }) =>
      createFromApi(core, params as unknown as Stripe.PaymentIntentCreateParams, request),
  },
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    params: PAYMENT_INTENT_RETRIEVE,
    returns: 'payment_intent',
    handle: ({ core, id }) => found(core.state.paymentIntents, 'payment_intent', id),
  },
  {
    method: 'GET',
    path: '/v1/setup_intents/:id',
    params: SETUP_INTENT_RETRIEVE,
    returns: 'setup_intent',
    handle: ({ core, id }) => found(core.state.setupIntents, 'setup_intent', id),
  },
]
