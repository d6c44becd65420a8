/**
 * Fees on the saved card — the no-show fee, and the late-cancellation fee of a visit booked with a
 * card only. The no-show fee: charged off-session on the card the client saved, never more than the fee they
 * were shown, less what they prepaid. When the bank wants the client present (authentication) or
 * declines, nothing is retried behind their back: they are texted a page to pay on, and staff see the
 * fee as outstanding.
 */
import type { Appointment } from '@/features/booking/kit'

import { noShowCharge, refundable, toPounds, type VisitTerms } from '../domain/terms'
import { voucherPart } from '../domain/voucher-part'
import type { MoneyClient, PaymentRequest } from '../records'
import { accountUrl } from './account-url'
import type { PaymentsDeps } from './checkout'

export type NoShowOutcome =
  | { status: 'none' }
  | { status: 'covered'; held: number }
  | { status: 'charged'; amount: number }
  | { status: 'outstanding'; amount: number; reason: string }

/** How long the page of an outstanding fee can be paid (Stripe's longest session: 24 hours). */
const FEE_PAGE_HOURS = 23

export type FeeDeps = PaymentsDeps & { text?: (to: string, body: string) => Promise<void> }

export async function chargeNoShow(deps: FeeDeps, visit: Appointment): Promise<NoShowOutcome> {
  if (!visit.clientId) return { status: 'none' }
  const requests = await deps.records.requestsOf([visit.id])
  const terms = latestTerms(requests)
  if (!terms || terms.noShowFee <= 0) return { status: 'none' }
  // Charged once: a second "no-show" (after an undo) finds the fee already asked for.
  if (requests.some((r) => r.purpose === 'fee' && r.state !== 'failed')) return { status: 'none' }
  // What a gift voucher paid of the visit counts as paid (issue 29).
  const held = refundable(await deps.records.ledgerOf([visit.id])) + voucherPart(terms)
  const amount = noShowCharge({ held, terms })
  if (amount <= 0) return { status: 'covered', held }
  return chargeOrAsk(deps, visit, terms, amount, 'noShow')
}

/**
 * A visit booked with only a saved card, cancelled by the client inside the late window: the
 * late-cancellation fee they were shown, charged on the card (or asked for on a page, as above).
 */
export async function chargeLateCancellation(deps: FeeDeps, visit: Appointment): Promise<NoShowOutcome> {
  if (!visit.clientId) return { status: 'none' }
  const requests = await deps.records.requestsOf([visit.id])
  const terms = latestTerms(requests)
  if (!terms || terms.mode !== 'setup') return { status: 'none' }
  // The fee is kept from a gift voucher's part first (issue 29): the card pays only the rest.
  const fee = terms.lateCancelFee - voucherPart(terms)
  if (fee <= 0) return { status: 'none' }
  if (requests.some((r) => r.purpose === 'fee' && r.state !== 'failed')) return { status: 'none' }
  return chargeOrAsk(deps, visit, terms, fee, 'late')
}

/** The terms of the visit's latest request: a gift voucher paying part of it changes what is asked. */
export const latestTerms = (requests: PaymentRequest[]): VisitTerms | null =>
  requests.filter((r) => r.terms).at(-1)?.terms ?? null

const FEE_TEXT = {
  noShow: {
    note: 'No-show fee',
    en: 'You missed your visit. We could not take the no-show fee of {amount} from your card. Pay it here: {url}',
    uk: 'Ви пропустили візит. Плату за неявку {amount} не вдалося списати з картки. Сплатіть тут: {url}',
  },
  late: {
    note: 'Late-cancellation fee',
    en: 'Your visit was cancelled late. We could not take the late-cancellation fee of {amount} from your card. Pay it here: {url}',
    uk: 'Візит скасовано пізно. Плату за пізнє скасування {amount} не вдалося списати з картки. Сплатіть тут: {url}',
  },
} as const

/** Charges a fee on the saved card, or opens a page for it and texts the client its link. */
async function chargeOrAsk(
  deps: FeeDeps,
  visit: Appointment,
  terms: VisitTerms,
  amount: number,
  which: keyof typeof FEE_TEXT,
): Promise<NoShowOutcome> {
  const client = await deps.records.client(visit.clientId!)
  if (!client) return { status: 'none' }
  const request = await deps.records.createRequest({
    appointmentId: visit.id,
    clientId: client.id,
    purpose: 'fee',
    amount,
    terms,
    expiresAt: null,
    note: FEE_TEXT[which].note,
  })
  const charged = await chargeFee(deps, request, visit, client)
  if (charged) return { status: 'charged', amount: charged }
  // The client pays on a page of their own; the job and the webhook settle it like any other.
  const description = `${FEE_TEXT[which].note}: ${await deps.visits.describe(visit)}`.slice(0, 250)
  const expiresAt = new Date(deps.now().getTime() + FEE_PAGE_HOURS * 3_600_000)
  const account = accountUrl(deps.siteUrl, visit.locale)
  const page = await deps.gateway.openCheckout({
    key: `parlour-fee-page-${request.key}`,
    customer: client.stripeCustomer ?? (await newCustomer(deps, client, request.key)),
    mode: 'payment',
    amount,
    description,
    successUrl: `${account}?paid=${visit.id}`,
    cancelUrl: account,
    expiresAt,
    locale: visit.locale,
    metadata: { parlour_request: request.id, parlour_visit: visit.id },
  })
  await deps.records.updateRequest(request.id, {
    state: 'outstanding',
    checkoutSession: page.id,
    url: page.url,
    expiresAt: page.expiresAt,
  })
  const words = FEE_TEXT[which][visit.locale === 'uk' ? 'uk' : 'en']
  await deps.text?.(client.phone, words.replace('{amount}', formatGbp(amount)).replace('{url}', page.url ?? ''))
  const reason = client.card ? 'The bank did not let the fee be taken from the saved card.' : 'No card is saved.'
  return { status: 'outstanding', amount, reason }
}

const formatGbp = (pence: number) => `£${toPounds(pence).toFixed(2)}`

async function newCustomer(
  deps: PaymentsDeps,
  client: { id: string; phone: string; name: string | null; email: string | null },
  key: string,
) {
  const customer = await deps.gateway.customer({ key: `parlour-customer-${key}`, ...client })
  await deps.records.setCustomer(client.id, customer)
  return customer
}

/**
 * Charges a fee request on the client's saved card, with the request's own Idempotency-Key (so the
 * job may send it again after a crash and get the same charge). The amount in pence, or 0 when the
 * bank refused (the reason is kept on the request) or no card is saved.
 */
export async function chargeFee(
  deps: PaymentsDeps,
  request: PaymentRequest,
  visit: Appointment,
  client: MoneyClient,
): Promise<number> {
  if (!client.card || !client.stripeCustomer) return 0
  const charged = await deps.gateway.charge({
    key: `parlour-fee-${request.key}`,
    customer: client.stripeCustomer,
    paymentMethod: client.card.paymentMethod,
    amount: request.amount,
    description: `${request.note ?? 'Fee'}: ${await deps.visits.describe(visit)}`.slice(0, 250),
    metadata: { parlour_request: request.id, parlour_visit: visit.id },
  })
  if (!charged.ok) {
    await deps.records.updateRequest(request.id, { failure: charged.message.slice(0, 500) })
    return 0
  }
  await deps.records.addLedger({
    appointmentId: visit.id,
    clientId: client.id,
    kind: 'fee',
    amount: charged.amount,
    stripeId: charged.paymentIntent,
    requestId: request.id,
    note: request.note ?? 'Fee',
    at: deps.now(),
  })
  await deps.records.updateRequest(request.id, { state: 'paid', paymentIntent: charged.paymentIntent })
  return charged.amount
}
