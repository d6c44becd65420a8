import Stripe from 'stripe'

import type { StripeSettings } from '@/platform/env'

import {
  BadSignature,
  type ChargeOutcome,
  type CheckoutState,
  type GatewayEvent,
  type PaymentGateway,
  PaymentsUnavailable,
  type RefundOutcome,
  type SavedCard,
} from '../ports'

/** Stripe's own tolerance for a webhook's timestamp, in seconds (its SDKs' default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** The SDK pointed at Stripe, or at STRIPE_API_URL (a test double) when that is set. */
function client(settings: StripeSettings): Stripe {
  const target = settings.apiUrl ? new URL(settings.apiUrl) : null
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'Parlour' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): SavedCard | null {
  if (!method || typeof method === 'string' || !method.card) return null
  return { paymentMethod: method.id, brand: method.card.brand, last4: method.card.last4 }
}

/** A Checkout Session as Parlour reads it (exported for its test of every documented status). */
export function stateOf(session: Stripe.Checkout.Session): CheckoutState {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
  const setup = typeof session.setup_intent === 'object' ? session.setup_intent : null
  const paid = session.status === 'complete' && session.payment_status === 'paid'
  return {
    id: session.id,
    status:
      session.status === 'expired'
        ? 'expired'
        : session.status !== 'complete'
          ? 'open'
          : session.mode === 'payment' && !paid
            ? 'pending'
            : 'complete',
    url: session.url,
    expiresAt: new Date(session.expires_at * 1000),
    payment:
      session.mode === 'payment' && paid
        ? {
            id: intent?.id ?? String(session.payment_intent),
            amount: session.amount_total ?? intent?.amount ?? 0,
            succeeded: intent ? intent.status === 'succeeded' : true,
          }
        : null,
    card: cardOf(intent?.payment_method) ?? cardOf(setup?.payment_method),
  }
}

/** Stripe refusing the salon's key: wrong or revoked (401), or a restricted key without the permission (403). */
const keyRefused = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError

/**
 * What went wrong talking to Stripe, as the caller needs it: Stripe away (network, 5xx, rate limit)
 * or refusing the salon's key (the operator's to fix; the visitor can only be told to try later) is
 * PaymentsUnavailable; anything else is a bug of ours and stays an error. Neither carries the key.
 */
function unavailable(error: unknown): never {
  if (keyRefused(error))
    throw new PaymentsUnavailable(`Stripe refused the salon's key (${error.type}): ${error.message}`)
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  )
    throw new PaymentsUnavailable(`Stripe could not be reached (${error.type})`)
  if (error instanceof Stripe.errors.StripeError)
    throw new Error(`Stripe refused a call: ${error.type} ${error.code ?? ''} ${error.message}`.trim())
  throw error
}

const EXPAND = ['payment_intent', 'payment_intent.payment_method', 'setup_intent', 'setup_intent.payment_method']

/** Parlour's PaymentGateway on the official `stripe` package. */
export function stripeGateway(settings: StripeSettings, now: () => Date = () => new Date()): PaymentGateway {
  const stripe = client(settings)
  return {
    async customer({ key, phone, name, email }) {
      const created = await stripe.customers
        .create({ phone, ...(name ? { name } : {}), ...(email ? { email } : {}) }, { idempotencyKey: key })
        .catch(unavailable)
      return created.id
    },

    async forgetCustomer(id) {
      await stripe.customers.del(id).catch((error: unknown) => {
        // Already gone (deleted before, or in the dashboard): nothing left to forget.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return
        unavailable(error)
      })
    },

    async openCheckout(input) {
      const common = {
        customer: input.customer,
        // Cards only: a card is what a fee can later be charged to, and a card's payment is known
        // when the page completes (a delayed method would leave a finished page unpaid for days).
        allowed_payment_method_types: ['card' as const],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: seconds(input.expiresAt),
        locale: (input.locale === 'en' ? 'en-GB' : 'auto') as Stripe.Checkout.SessionCreateParams.Locale,
        metadata: input.metadata,
      }
      const params: Stripe.Checkout.SessionCreateParams =
        input.mode === 'payment'
          ? {
              ...common,
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: { currency: 'gbp', unit_amount: input.amount, product_data: { name: input.description } },
                },
              ],
              payment_intent_data: {
                // A purchase (a gift voucher) keeps no card: only a booking's fees need one.
                ...(input.saveCard === false ? {} : { setup_future_usage: 'off_session' as const }),
                description: input.description,
                metadata: input.metadata,
              },
            }
          : {
              ...common,
              mode: 'setup',
              setup_intent_data: { description: input.description, metadata: input.metadata },
            }
      const session = await stripe.checkout.sessions.create(params, { idempotencyKey: input.key }).catch(unavailable)
      return stateOf(session)
    },

    async checkout(id) {
      return stateOf(await stripe.checkout.sessions.retrieve(id, { expand: EXPAND }).catch(unavailable))
    },

    async expireCheckout(id) {
      const session = await stripe.checkout.sessions.retrieve(id, { expand: EXPAND }).catch(unavailable)
      if (session.status !== 'open') return stateOf(session)
      await stripe.checkout.sessions.expire(id).catch(unavailable)
      return stateOf(await stripe.checkout.sessions.retrieve(id, { expand: EXPAND }).catch(unavailable))
    },

    async charge(input): Promise<ChargeOutcome> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: 'gbp',
            customer: input.customer,
            payment_method: input.paymentMethod,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.key },
        )
        return { ok: true, paymentIntent: intent.id, amount: intent.amount }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            ok: false,
            reason: error.code === 'authentication_required' ? 'authentication_required' : 'declined',
            message: error.message,
          }
        return unavailable(error)
      }
    },

    async refund(input): Promise<RefundOutcome> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentIntent, amount: input.amount, metadata: input.metadata },
          { idempotencyKey: input.key },
        )
        return { ok: true, id: refund.id, amount: refund.amount }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, message: error.message }
        // Shown to the admin refunding: a restricted key without "Refunds: write" is theirs to fix.
        if (keyRefused(error)) return { ok: false, message: `Stripe refused the salon's key: ${error.message}` }
        return unavailable(error)
      }
    },

    event(rawBody, signature): GatewayEvent {
      if (!signature) throw new BadSignature('No Stripe-Signature header')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // Milliseconds: the SDK divides by 1000 itself (seconds here made every old event look new).
          now().getTime(),
        )
      } catch {
        throw new BadSignature('The Stripe-Signature does not match the body, or is too old')
      }
      const object = event.data.object as unknown as {
        id: string
        object: string
        payment_intent?: string | { id: string } | null
        amount?: number
      }
      const intent = object.object === 'payment_intent' ? object.id : object.payment_intent
      return {
        id: event.id,
        type: event.type,
        objectId: object.id,
        paymentIntent: typeof intent === 'object' && intent ? intent.id : (intent ?? null),
        amount: typeof object.amount === 'number' ? object.amount : null,
      }
    },
  }
}
