/**
 * Checkout Sessions in `payment` and `setup` mode: create, retrieve, list, expire, and the completion
 * the hosted page reaches. As Stripe documents for this API version, a payment-mode session has no
 * PaymentIntent until the customer first submits a card (`payment_intent` is null while open and
 * untouched); a setup-mode session gets its SetupIntent when it is created.
 */
import type Stripe from 'stripe'

import { invalid, missingParam, StripeFailure, money } from './errors'
import { createSetupIntent } from './intents'
import { MINIMUM_CHARGE, SESSION_CREATE, SESSION_EXPIRE, SESSION_LIST, SESSION_RETRIEVE } from './params'
import { type Core, type EventRequest, found, newId, type Route, unixNow } from './state'

type CreateParams = Stripe.Checkout.SessionCreateParams
const MINUTE = 60
const HOUR = 60 * MINUTE

function createSession(core: Core, p: CreateParams): Stripe.Checkout.Session {
  const now = unixNow(core)
  if (p.customer !== undefined && p.customer_email !== undefined)
    throw invalid('You may only specify one of these parameters: customer, customer_email.', {
      code: 'parameters_exclusive',
      param: 'customer_email',
    })
  if (p.customer !== undefined && !core.state.customers.has(p.customer))
    throw invalid(`No such customer: '${p.customer}'`, { code: 'resource_missing', param: 'customer' })
  const expiresAt = p.expires_at ?? now + 24 * HOUR
  if (expiresAt < now + 30 * MINUTE)
    throw invalid('The `expires_at` timestamp must be at least 30 minutes after the Checkout Session is created.', {
      param: 'expires_at',
    })
  if (expiresAt > now + 24 * HOUR)
    throw invalid('The `expires_at` timestamp must be at most 24 hours after the Checkout Session is created.', {
      param: 'expires_at',
    })

  const id = newId('cs_test_', 58)
  let amount: number | null = null
  let currency: string | null = p.currency ?? null
  let setupIntent: string | null = null
  const lines = (p.line_items ?? []).map((item) => ({
    name: item.price_data!.product_data!.name,
    description: item.price_data!.product_data!.description ?? null,
    quantity: item.quantity!,
    unitAmount: item.price_data!.unit_amount!,
  }))
  if (p.mode === 'payment') {
    if (p.line_items === undefined) throw missingParam('line_items')
    if (p.setup_intent_data !== undefined)
      throw invalid('`setup_intent_data` can only be used in `setup` mode.', { param: 'setup_intent_data' })
    const currencies = new Set(p.line_items.map((item) => item.price_data!.currency))
    if (currencies.size !== 1 || (currency !== null && !currencies.has(currency)))
      throw invalid('All line items, and `currency` if given, must use the same currency.', { param: 'line_items' })
    currency = [...currencies][0]!
    amount = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0)
    const minimum = MINIMUM_CHARGE[currency]!
    if (amount < minimum)
      throw invalid(
        `The Checkout Session's total amount due must add up to at least ${money(minimum, currency)} ${currency}.`,
        { code: 'amount_too_small' },
      )
  } else {
    if (p.line_items !== undefined)
      throw invalid('`line_items` cannot be used in `setup` mode.', { param: 'line_items' })
    if (p.payment_intent_data !== undefined)
      throw invalid('`payment_intent_data` can only be used in `payment` mode.', { param: 'payment_intent_data' })
    // The SDK's types: `currency` is "required in setup mode when allowed_payment_method_types is not set".
    if (currency === null && p.allowed_payment_method_types === undefined) throw missingParam('currency')
    setupIntent = createSetupIntent(core, {
      customer: p.customer ?? null,
      description: p.setup_intent_data?.description ?? null,
      metadata: (p.setup_intent_data?.metadata ?? {}) as Record<string, string>,
    }).id
  }

  const session: Stripe.Checkout.Session = {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: p.allowed_payment_method_types ?? null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: p.cancel_url ?? null,
    client_reference_id: p.client_reference_id ?? null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: p.customer ?? null,
    customer_account: null,
    customer_creation: p.customer === undefined && p.mode === 'payment' ? 'if_required' : null,
    customer_details: null,
    customer_email: p.customer_email ?? null,
    discounts: [],
    expires_at: expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: p.locale ?? null,
    managed_payments: null,
    metadata: (p.metadata ?? {}) as Record<string, string>,
    mode: p.mode!,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: p.mode === 'payment' ? 'if_required' : 'always',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: p.mode === 'payment' ? 'unpaid' : 'no_payment_required',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: setupIntent,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: p.success_url ?? null,
    total_details: amount === null ? null : { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${core.publicUrl}/pay/${id}`,
    wallet_options: null,
  }
  core.state.checkoutSessions.set(id, session)
  core.checkoutExtras.set(id, {
    lines,
    paymentIntentData: {
      description: p.payment_intent_data?.description ?? null,
      metadata: (p.payment_intent_data?.metadata ?? {}) as Record<string, string>,
      setupFutureUsage: (p.payment_intent_data?.setup_future_usage as 'off_session' | 'on_session') ?? null,
    },
  })
  return session
}

/** Ends an open session: `expired`, no URL, its intent canceled; emits `checkout.session.expired`. */
export function expireSession(core: Core, session: Stripe.Checkout.Session, request: EventRequest): void {
  const now = unixNow(core)
  Object.assign(session, { status: 'expired', url: null } satisfies Partial<Stripe.Checkout.Session>)
  const intent = typeof session.payment_intent === 'string' && core.state.paymentIntents.get(session.payment_intent)
  if (intent && intent.status !== 'succeeded')
    Object.assign(intent, { status: 'canceled', canceled_at: now, cancellation_reason: 'abandoned' })
  const setup = typeof session.setup_intent === 'string' && core.state.setupIntents.get(session.setup_intent)
  if (setup && setup.status !== 'succeeded')
    Object.assign(setup, { status: 'canceled', cancellation_reason: 'abandoned' })
  core.emit('checkout.session.expired', session, request)
}

/** Expires every open session whose `expires_at` has passed on the fake's clock; answers their ids. */
export function expireOverdue(core: Core, request: EventRequest): string[] {
  const now = unixNow(core)
  const overdue = [...core.state.checkoutSessions.values()].filter((s) => s.status === 'open' && s.expires_at <= now)
  for (const session of overdue) expireSession(core, session, request)
  return overdue.map((s) => s.id)
}

/** The customer finished on the hosted page: the session is complete; emits `checkout.session.completed`. */
export function completeSession(core: Core, session: Stripe.Checkout.Session, request: EventRequest): void {
  const customer = typeof session.customer === 'string' ? core.state.customers.get(session.customer) : undefined
  Object.assign(session, {
    status: 'complete',
    payment_status: session.mode === 'payment' ? 'paid' : 'no_payment_required',
    url: null,
    customer_details: {
      address: null,
      business_name: null,
      email: customer?.email ?? session.customer_email,
      individual_name: null,
      name: customer?.name ?? null,
      phone: customer?.phone ?? null,
      tax_exempt: 'none',
      tax_ids: [],
    },
  } satisfies Partial<Stripe.Checkout.Session>)
  core.emit('checkout.session.completed', session, request)
}

function listSessions(core: Core, p: Stripe.Checkout.SessionListParams) {
  if (p.starting_after !== undefined && p.ending_before !== undefined)
    throw invalid('You may only specify one of these parameters: ending_before, starting_after.', {
      code: 'parameters_exclusive',
    })
  const created = p.created
  const within = (t: number) =>
    created === undefined ||
    (typeof created === 'number'
      ? t === created
      : (created.gt === undefined || t > created.gt) &&
        (created.gte === undefined || t >= created.gte) &&
        (created.lt === undefined || t < created.lt) &&
        (created.lte === undefined || t <= created.lte))
  // Newest first; sessions created in the same second keep their order of creation, reversed.
  const matching = [...core.state.checkoutSessions.values()]
    .reverse()
    .filter((s) => p.status === undefined || s.status === p.status)
    .filter((s) => p.customer === undefined || s.customer === p.customer)
    .filter((s) => p.payment_intent === undefined || s.payment_intent === p.payment_intent)
    .filter((s) => within(s.created))
    .sort((a, b) => b.created - a.created)
  const limit = p.limit ?? 10
  let page = matching.slice(0, limit)
  let hasMore = matching.length > limit
  const cursor = p.starting_after ?? p.ending_before
  if (cursor !== undefined) {
    const param = p.starting_after !== undefined ? 'starting_after' : 'ending_before'
    if (!core.state.checkoutSessions.has(cursor))
      throw invalid(`No such checkout.session: '${cursor}'`, { code: 'resource_missing', param })
    const at = matching.findIndex((s) => s.id === cursor)
    if (at < 0) [page, hasMore] = [[], false]
    else if (param === 'starting_after') {
      const rest = matching.slice(at + 1)
      ;[page, hasMore] = [rest.slice(0, limit), rest.length > limit]
    } else {
      const start = Math.max(0, at - limit)
      ;[page, hasMore] = [matching.slice(start, at), start > 0]
    }
  }
  return { object: 'list', data: page, has_more: hasMore, url: '/v1/checkout/sessions' }
}

export const CHECKOUT_ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/v1/checkout/sessions',
    params: SESSION_CREATE,
    returns: 'checkout.session',
    handle: ({ core, params }) => createSession(core, params as CreateParams), // creating emits no event
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions',
    params: SESSION_LIST,
    returns: 'list:checkout.session',
    handle: ({ core, params }) => listSessions(core, params as Stripe.Checkout.SessionListParams),
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions/:id',
    params: SESSION_RETRIEVE,
    returns: 'checkout.session',
    handle: ({ core, id }) => found(core.state.checkoutSessions, 'checkout.session', id),
  },
  {
    method: 'POST',
    path: '/v1/checkout/sessions/:id/expire',
    params: SESSION_EXPIRE,
    returns: 'checkout.session',
    handle: ({ core, id, request }) => {
      const session = found(core.state.checkoutSessions, 'checkout.session', id)
      if (session.status !== 'open')
        throw new StripeFailure(400, {
          type: 'invalid_request_error',
          message: `Only Checkout Sessions with a status of "open" can be expired; this one is "${session.status}".`,
        })
      expireSession(core, session, request)
      return session
    },
  },
]
