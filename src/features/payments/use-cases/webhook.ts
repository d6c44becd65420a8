/**
 * Stripe's webhook: an event is only a prompt. Parlour asks Stripe for the object's current state and
 * settles from that, so events arriving late, twice or out of order all end the same way; each event
 * id is handled once.
 */
import { BadSignature, type GatewayEvent } from '../ports'
import { settleFromStripe, type PaymentsDeps } from './checkout'

export type WebhookAnswer = { status: 200; handled: boolean } | { status: 400; message: string }

const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
])
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'charge.refund.updated'])

export async function receiveWebhook(
  deps: PaymentsDeps,
  rawBody: string,
  signature: string | null,
): Promise<WebhookAnswer> {
  let event: GatewayEvent
  try {
    event = deps.gateway.event(rawBody, signature)
  } catch (error) {
    if (error instanceof BadSignature) return { status: 400, message: error.message }
    throw error
  }
  const handled = await handleEvent(deps, event)
  // Marked once handled: a delivery that failed half-way is handled again when Stripe retries.
  const first = await deps.records.markEvent(event.id, event.type)
  return { status: 200, handled: handled && first }
}

async function handleEvent(deps: PaymentsDeps, event: GatewayEvent): Promise<boolean> {
  if (CHECKOUT_EVENTS.has(event.type)) {
    const request = await deps.records.requestBySession(event.objectId)
    if (!request) return false
    await settleFromStripe(deps, request)
    return true
  }
  if (REFUND_EVENTS.has(event.type) && event.objectId.startsWith('re_') && event.paymentIntent && event.amount) {
    // A refund made at Stripe (its dashboard) is written to the ledger like one made here.
    const paid = await deps.records.ledgerByPaymentIntent(event.paymentIntent)
    if (!paid) return false
    await deps.records.addLedger({
      appointmentId: paid.appointmentId,
      clientId: paid.clientId,
      kind: 'refund',
      amount: event.amount,
      stripeId: event.objectId,
      paymentIntent: event.paymentIntent,
      note: 'Refunded at Stripe',
      at: deps.now(),
    })
    return true
  }
  return false
}
