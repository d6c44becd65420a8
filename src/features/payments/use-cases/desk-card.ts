/**
 * The card a client keeps on file, used at the desk's checkout (issue 29): charged off-session for
 * the part of a sale it pays, and refunded onto when a sale is refunded or voided. Each call carries
 * the till's own key as Stripe's Idempotency-Key, so a checkout sent twice charges once. The money
 * ledger gets a `sale` row (no visit: the till's sale names it) and `refund` rows against it.
 */
import type { PaymentsDeps } from './checkout'

export type DeskCharge =
  | { ok: true; paymentIntent: string; amount: number; card: { brand: string; last4: string } }
  | { ok: false; reason: 'no_card' | 'declined' | 'authentication_required'; message: string }

export async function chargeCardOnFile(
  deps: PaymentsDeps,
  input: {
    clientId: string
    amount: number
    key: string
    description: string
    saleKey: string
    byStaff?: string | null
  },
): Promise<DeskCharge> {
  const client = await deps.records.client(input.clientId)
  if (!client?.card || !client.stripeCustomer)
    return { ok: false, reason: 'no_card', message: 'This client has no card on file.' }
  const charged = await deps.gateway.charge({
    key: `parlour-till-${input.key}`,
    customer: client.stripeCustomer,
    paymentMethod: client.card.paymentMethod,
    amount: input.amount,
    description: input.description.slice(0, 250),
    metadata: { parlour_sale: input.saleKey },
  })
  if (!charged.ok) return { ok: false, reason: charged.reason, message: charged.message }
  await deps.records.addLedger({
    appointmentId: null,
    clientId: client.id,
    kind: 'sale',
    amount: charged.amount,
    stripeId: charged.paymentIntent,
    note: input.description.slice(0, 300),
    byStaff: input.byStaff ?? null,
    at: deps.now(),
  })
  return { ok: true, paymentIntent: charged.paymentIntent, amount: charged.amount, card: client.card }
}

/** Gives `amount` pence of a desk card payment back to the card. */
export async function refundCardPayment(
  deps: PaymentsDeps,
  input: {
    paymentIntent: string
    amount: number
    key: string
    clientId: string | null
    note: string
    byStaff?: string | null
  },
): Promise<{ ok: true; amount: number } | { ok: false; message: string }> {
  const refund = await deps.gateway.refund({
    key: `parlour-till-refund-${input.key}`,
    paymentIntent: input.paymentIntent,
    amount: input.amount,
    metadata: { parlour_sale_refund: input.key },
  })
  if (!refund.ok) return refund
  await deps.records.addLedger({
    appointmentId: null,
    clientId: input.clientId,
    kind: 'refund',
    amount: refund.amount,
    stripeId: refund.id,
    paymentIntent: input.paymentIntent,
    note: input.note.slice(0, 300),
    byStaff: input.byStaff ?? null,
    at: deps.now(),
  })
  return { ok: true, amount: refund.amount }
}
