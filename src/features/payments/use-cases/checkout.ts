/**
 * A visit that needs money: the terms it asks, the hosted page it is paid on, and what Stripe's
 * answer does to it. Stripe tells the truth, not the browser: a visit is the client's only once
 * Stripe reports the page paid (a signed webhook, or the reconcile job asking Stripe), and a payment
 * whose visit cannot be kept is refunded in full.
 */
import type { Appointment } from '@/features/booking/kit'

import { policySentences } from '../domain/policy-text'
import { toPounds, visitTerms, type VisitTerms } from '../domain/terms'
import type { CheckoutState, HeldVisits, PaymentGateway } from '../ports'
import type { MoneyClient, PaymentRecords, PaymentRequest } from '../records'
import { accountUrl } from './account-url'
import { chargeFee } from './no-show'
import { carryOutRefund } from './refunds'

export interface PaymentsDeps {
  records: PaymentRecords
  gateway: PaymentGateway
  visits: HeldVisits
  now: () => Date
  /** The site's address, for the pages Stripe sends the client back to. */
  siteUrl: string
  /** Where a problem that is not the caller's is written (the server log). */
  log?: (message: string) => void
}

/** How long the hosted page can be paid (Stripe's shortest session is 30 minutes). */
export const CHECKOUT_MINUTES = 31
/** The visit stays held this much longer than the page, for a payment made at its last second. */
export const HOLD_GRACE_MINUTES = 5
/** A request Stripe has not settled this long after it was made is asked about by the job. */
export const RECONCILE_AFTER_MINUTES = 2

export interface PaymentLink {
  url: string
  /** Pounds, like every price of the booking API. */
  amount: number
  currency: 'gbp'
  mode: 'payment' | 'setup'
  /** The terms in plain words, in the visit's language. */
  policy: string[]
}

/** The terms of a visit being booked online, or null when it needs no money. */
export async function termsFor(
  records: PaymentRecords,
  visit: { clientId: string; items: { serviceId: string; employeeId: string; price: number | null }[] },
): Promise<VisitTerms | null> {
  const settings = await records.settings()
  if (!settings.active) return null
  const [client, marked] = await Promise.all([
    records.client(visit.clientId),
    records.marked({
      serviceIds: visit.items.map((i) => i.serviceId),
      employeeIds: visit.items.map((i) => i.employeeId),
    }),
  ])
  return visitTerms(settings, {
    clientPrepaymentRequired: client?.prepaymentRequired ?? false,
    items: visit.items.map((i) => ({
      price: i.price,
      prepaymentRequired: marked.services.has(i.serviceId) || marked.employees.has(i.employeeId),
    })),
  })
}

/** The hold of a visit waiting for its payment page: the page's life and a grace. */
export function paymentHoldUntil(now: Date): Date {
  return new Date(now.getTime() + (CHECKOUT_MINUTES + HOLD_GRACE_MINUTES) * 60_000)
}

const backTo = (siteUrl: string, visit: Appointment, outcome: 'paid' | 'unpaid') =>
  `${accountUrl(siteUrl, visit.locale)}?${outcome}=${visit.id}`

/** The same parameters every time for one request, so its Idempotency-Key always gets its one page. */
async function checkoutParams(deps: PaymentsDeps, request: PaymentRequest, visit: Appointment, customer: string) {
  return {
    key: `parlour-checkout-${request.key}`,
    customer,
    mode: request.purpose === 'prepayment' ? ('payment' as const) : ('setup' as const),
    amount: request.amount,
    description: await deps.visits.describe(visit),
    successUrl: backTo(deps.siteUrl, visit, 'paid'),
    cancelUrl: backTo(deps.siteUrl, visit, 'unpaid'),
    expiresAt: request.expiresAt!,
    locale: visit.locale,
    metadata: { parlour_request: request.id, parlour_visit: visit.id },
  }
}

async function customerOf(deps: PaymentsDeps, client: MoneyClient, request: PaymentRequest): Promise<string> {
  if (client.stripeCustomer) return client.stripeCustomer
  const customer = await deps.gateway.customer({
    key: `parlour-customer-${request.key}`,
    phone: client.phone,
    name: client.name,
    email: client.email,
  })
  await deps.records.setCustomer(client.id, customer)
  return customer
}

/**
 * Opens the hosted page for a visit held for its payment. When Stripe cannot be reached the request
 * is marked failed and the error goes on: the caller lets the hold go and answers 503.
 */
export async function openPayment(deps: PaymentsDeps, visit: Appointment, terms: VisitTerms): Promise<PaymentLink> {
  const client = await deps.records.client(visit.clientId!)
  if (!client) throw new Error(`Client ${visit.clientId} of visit ${visit.id} is gone`)
  const request = await deps.records.createRequest({
    appointmentId: visit.id,
    clientId: client.id,
    purpose: terms.mode === 'payment' ? 'prepayment' : 'card',
    amount: terms.amount,
    terms,
    expiresAt: new Date(deps.now().getTime() + CHECKOUT_MINUTES * 60_000),
  })
  try {
    const customer = await customerOf(deps, client, request)
    const session = await deps.gateway.openCheckout(await checkoutParams(deps, request, visit, customer))
    await deps.records.updateRequest(request.id, {
      state: 'open',
      checkoutSession: session.id,
      url: session.url,
      expiresAt: session.expiresAt,
    })
    return {
      url: session.url!,
      amount: toPounds(terms.amount),
      currency: 'gbp',
      mode: terms.mode,
      policy: policySentences(terms, visit.locale),
    }
  } catch (error) {
    await deps.records.updateRequest(request.id, { state: 'failed', failure: (error as Error).message.slice(0, 500) })
    throw error
  }
}

/** Something bought on Stripe's page that is not a visit: a gift voucher. */
export interface Purchase {
  clientId: string
  purpose: 'voucher'
  /** Pence. */
  amount: number
  description: string
  successUrl: string
  cancelUrl: string
  locale: 'en' | 'uk'
  metadata: Record<string, string>
}

/**
 * Opens the hosted page of a purchase: no visit, and no card kept (only a booking's fees need one).
 * Paid once Stripe says so, like a visit (`settle`); Stripe away → PaymentsUnavailable and the
 * request failed.
 */
export async function openPurchase(
  deps: PaymentsDeps,
  purchase: Purchase,
): Promise<{ requestId: string; url: string; expiresAt: Date }> {
  const client = await deps.records.client(purchase.clientId)
  if (!client) throw new Error(`Client ${purchase.clientId} is gone`)
  const request = await deps.records.createRequest({
    appointmentId: null,
    clientId: client.id,
    purpose: purchase.purpose,
    amount: purchase.amount,
    terms: null,
    expiresAt: new Date(deps.now().getTime() + CHECKOUT_MINUTES * 60_000),
    note: purchase.description.slice(0, 300),
  })
  try {
    const customer = await customerOf(deps, client, request)
    const session = await deps.gateway.openCheckout({
      key: `parlour-checkout-${request.key}`,
      customer,
      mode: 'payment',
      amount: purchase.amount,
      description: purchase.description,
      successUrl: purchase.successUrl,
      cancelUrl: purchase.cancelUrl,
      expiresAt: request.expiresAt!,
      locale: purchase.locale,
      metadata: { ...purchase.metadata, parlour_request: request.id },
      saveCard: false,
    })
    await deps.records.updateRequest(request.id, {
      state: 'open',
      checkoutSession: session.id,
      url: session.url,
      expiresAt: session.expiresAt,
    })
    return { requestId: request.id, url: session.url!, expiresAt: session.expiresAt }
  } catch (error) {
    await deps.records.updateRequest(request.id, { state: 'failed', failure: (error as Error).message.slice(0, 500) })
    throw error
  }
}

/** The link of a visit's open payment page, for the account ("Pay now"), or null. */
export function openLink(request: PaymentRequest | undefined, now: Date): string | null {
  if (!request || request.state !== 'open' || !request.url) return null
  return request.expiresAt && request.expiresAt > now ? request.url : null
}

/** Refunds everything a visit that could not be kept was paid, once. */
async function refundUnkept(deps: PaymentsDeps, request: PaymentRequest, paymentIntent: string, amount: number) {
  const refund = await deps.gateway.refund({
    key: `parlour-refund-unkept-${request.key}`,
    paymentIntent,
    amount,
    metadata: { parlour_request: request.id },
  })
  if (!refund.ok) throw new Error(`Stripe refused the refund of request ${request.id}: ${refund.message}`)
  await deps.records.addLedger({
    appointmentId: request.appointmentId,
    clientId: request.clientId,
    kind: 'refund',
    amount: refund.amount,
    stripeId: refund.id,
    paymentIntent,
    requestId: request.id,
    note: 'Refunded in full: the visit could not be kept',
    at: deps.now(),
  })
}

/**
 * What Stripe reports of a request's page, applied: paid → ledger, card kept, visit confirmed (or,
 * when its time was lost meanwhile, the payment refunded); expired → the hold let go. Safe to run
 * twice or at once from the webhook and the job: each step is written once.
 */
export async function settle(deps: PaymentsDeps, request: PaymentRequest, state: CheckoutState): Promise<void> {
  const now = deps.now()
  // Finished but not paid yet: nothing is the client's until the money arrives (webhook or job).
  if (state.status === 'pending') return
  if (state.status === 'open') {
    if (state.expiresAt > now) return
    return settle(deps, request, await deps.gateway.expireCheckout(state.id))
  }
  if (state.status === 'expired') {
    if (request.state === 'open' || request.state === 'opening') {
      await deps.records.updateRequest(request.id, { state: 'expired' })
      if (request.appointmentId) await deps.visits.release(request.appointmentId, now)
    }
    return
  }
  // A purchase paid (what it bought is the buying feature's to hand over, on this request's change to
  // `paid`: src/features/vouchers), or an outstanding fee paid on its page (the visit stays as it was
  // closed): money in, the request paid.
  if (request.purpose === 'voucher' || request.purpose === 'fee') {
    if (state.card && request.purpose === 'fee') await deps.records.setCard(request.clientId, state.card)
    if (state.payment)
      await deps.records.addLedger({
        appointmentId: request.appointmentId,
        clientId: request.clientId,
        kind: request.purpose,
        amount: state.payment.amount,
        stripeId: state.payment.id,
        requestId: request.id,
        note: request.note ?? (request.purpose === 'fee' ? 'Fee' : 'Gift voucher'),
        at: now,
      })
    if (request.state !== 'paid')
      await deps.records.updateRequest(request.id, { state: 'paid', paymentIntent: state.payment?.id ?? null })
    return
  }
  if (state.card) await deps.records.setCard(request.clientId, state.card)
  if (request.purpose === 'prepayment' && state.payment)
    await deps.records.addLedger({
      appointmentId: request.appointmentId,
      clientId: request.clientId,
      kind: 'prepayment',
      amount: state.payment.amount,
      stripeId: state.payment.id,
      requestId: request.id,
      note: 'Prepayment at booking',
      at: now,
    })
  if (request.state === 'paid' || request.state === 'saved' || request.state === 'released') return
  const outcome = request.appointmentId ? await deps.visits.confirm(request.appointmentId, now) : 'gone'
  if (outcome === 'confirmed') {
    await deps.records.updateRequest(request.id, {
      state: request.purpose === 'prepayment' ? 'paid' : 'saved',
      paymentIntent: state.payment?.id ?? null,
    })
    return
  }
  if (state.payment) await refundUnkept(deps, request, state.payment.id, state.payment.amount)
  await deps.records.updateRequest(request.id, {
    state: 'released',
    paymentIntent: state.payment?.id ?? null,
    failure: 'The time was no longer free when the payment arrived: refunded in full.',
  })
}

/** Settles a request from Stripe's current word on its page (the webhook and the job both end here). */
export async function settleFromStripe(deps: PaymentsDeps, request: PaymentRequest): Promise<void> {
  if (!request.checkoutSession) return
  await settle(deps, request, await deps.gateway.checkout(request.checkoutSession))
}

/**
 * The job: every request Stripe has not settled a couple of minutes after it was made is asked about
 * (the webhook may never have come). A request whose page was never recorded (the process stopped
 * while Stripe answered) never reached its client: its page is found again with its own
 * Idempotency-Key — Stripe answers with the page it made — and closed, and the hold let go.
 */
export async function reconcile(deps: PaymentsDeps): Promise<{ settled: number }> {
  const before = new Date(deps.now().getTime() - RECONCILE_AFTER_MINUTES * 60_000)
  let settled = 0
  for (const request of await deps.records.unsettled(before)) {
    try {
      if (request.purpose === 'refund') await carryOutRefund(deps, request)
      else if (request.purpose === 'fee' && !request.checkoutSession) await retryFee(deps, request)
      else if (request.checkoutSession) await settleFromStripe(deps, request)
      else await closeUnopened(deps, request)
      settled++
    } catch (error) {
      // Stripe away or one request in trouble: the others are still settled; this one next minute.
      deps.log?.(`payment request ${request.id} not settled yet: ${(error as Error).message}`)
    }
  }
  return { settled }
}

/** A fee whose charge was never recorded (the process stopped mid-way): sent again with its own key. */
async function retryFee(deps: PaymentsDeps, request: PaymentRequest) {
  const [visit, client] = await Promise.all([
    request.appointmentId ? deps.visits.visit(request.appointmentId) : null,
    deps.records.client(request.clientId),
  ])
  if (visit && client && (await chargeFee(deps, request, visit, client))) return
  await deps.records.updateRequest(request.id, {
    state: 'failed',
    failure: request.failure ?? 'The fee was not taken.',
  })
}

async function closeUnopened(deps: PaymentsDeps, request: PaymentRequest) {
  // A purchase whose page was never recorded never reached its buyer: nothing to close for anyone.
  const visit = request.appointmentId ? await deps.visits.visit(request.appointmentId) : null
  const client = await deps.records.client(request.clientId)
  if (visit && client?.stripeCustomer && request.expiresAt) {
    const made = await deps.gateway.openCheckout(await checkoutParams(deps, request, visit, client.stripeCustomer))
    const current = await deps.records.updateRequest(request.id, { checkoutSession: made.id })
    await settle(deps, current, await deps.gateway.expireCheckout(made.id))
    return
  }
  await deps.records.updateRequest(request.id, { state: 'failed', failure: 'The payment page was never opened.' })
  if (request.appointmentId) await deps.visits.release(request.appointmentId, deps.now())
}
