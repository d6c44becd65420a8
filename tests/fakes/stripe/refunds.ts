/**
 * Refunds of a PaymentIntent's charge: the whole of what is left by default, or part of it; never
 * more than is left. Each refund succeeds at once and emits `refund.created` and `charge.refunded`.
 * `refuseNextRefund` makes the next one fail as Stripe refuses a refund of a disputed charge.
 */
import type Stripe from 'stripe'

import { invalid, money, noSuch } from './errors'
import { REFUND_CREATE, REFUND_RETRIEVE } from './params'
import { type Core, type EventRequest, found, newId, type Route, unixNow } from './state'

function createRefund(core: Core, p: Stripe.RefundCreateParams, request: EventRequest): Stripe.Refund {
  const intent = core.state.paymentIntents.get(p.payment_intent!)
  if (!intent) throw noSuch('payment_intent', p.payment_intent!, 'payment_intent')
  const charge = typeof intent.latest_charge === 'string' ? core.state.charges.get(intent.latest_charge) : undefined
  if (intent.status !== 'succeeded' || !charge || charge.status !== 'succeeded')
    throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      param: 'payment_intent',
    })
  const left = charge.amount - charge.amount_refunded
  if (left === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' })
  const amount = p.amount ?? left
  if (amount > left)
    throw invalid(
      `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge ` +
        `(${money(left, charge.currency)})`,
      { param: 'amount' },
    )
  const refusal = core.refuseNextRefund
  if (refusal) {
    core.refuseNextRefund = null
    throw invalid(refusal.message ?? `Charge ${charge.id} has been charged back; cannot issue a refund.`, {
      code: 'charge_disputed',
    })
  }

  const refund: Stripe.Refund = {
    id: newId('re_'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: unixNow(core),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: (p.metadata || {}) as Record<string, string>,
    payment_intent: intent.id,
    payment_method: charge.payment_method,
    reason: p.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  }
  core.state.refunds.set(refund.id, refund)
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded === charge.amount
  core.emit('refund.created', refund, request)
  core.emit('charge.refunded', charge, request)
  return refund
}

export const REFUND_ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/v1/refunds',
    params: REFUND_CREATE,
    returns: 'refund',
    handle: ({ core, params, request }) => createRefund(core, params as Stripe.RefundCreateParams, request),
  },
  {
    method: 'GET',
    path: '/v1/refunds/:id',
    params: REFUND_RETRIEVE,
    returns: 'refund',
    handle: ({ core, id }) => found(core.state.refunds, 'refund', id),
  },
]
