/**
 * What payments needs from outside: Stripe (the gateway) and its own records. The use cases speak
 * pence and these ports; engine/ has the real adapters (the official SDK, Payload).
 */
import type { Appointment } from '@/features/booking/kit'

import type { VisitTerms } from './domain/terms'

export type LedgerKind = 'prepayment' | 'fee' | 'refund' | 'voucher' | 'sale'
export type RequestPurpose = 'prepayment' | 'card' | 'fee' | 'refund' | 'voucher'
export type RequestState =
  | 'opening'
  | 'open'
  | 'paid'
  | 'saved'
  | 'expired'
  | 'released'
  | 'failed'
  /** A refund made in full. */
  | 'refunded'
  /** A fee the bank would not let the salon take off-session: the client was texted a link. */
  | 'outstanding'

/** A card kept on file, as staff and the client see it. */
export interface SavedCard {
  paymentMethod: string
  brand: string
  last4: string
}

/** A hosted Checkout page as Stripe reports it. */
export interface CheckoutState {
  id: string
  /** `pending`: the client finished the page but the money has not arrived yet (a delayed method). */
  status: 'open' | 'complete' | 'pending' | 'expired'
  url: string | null
  expiresAt: Date
  /** `payment` mode: the PaymentIntent once paid (amount in pence). */
  payment: { id: string; amount: number; succeeded: boolean } | null
  /** The card saved (either mode), once complete. */
  card: SavedCard | null
}

export type ChargeOutcome =
  | { ok: true; paymentIntent: string; amount: number }
  | {
      ok: false
      /** `authentication_required`: the bank wants the client present; `declined`: the card was refused. */
      reason: 'authentication_required' | 'declined'
      message: string
    }

export type RefundOutcome = { ok: true; id: string; amount: number } | { ok: false; message: string }

/** A verified webhook event, reduced to what Parlour acts on. */
export interface GatewayEvent {
  id: string
  type: string
  /** The id of the object the event is about (a Checkout Session, a PaymentIntent, a Refund…). */
  objectId: string
  /** For refunds and PaymentIntents: the PaymentIntent; for Checkout Sessions, its own id. */
  paymentIntent: string | null
  amount: number | null
}

/** Stripe could not be reached or failed (5xx, network): nothing is known to have happened. */
export class PaymentsUnavailable extends Error {
  override name = 'PaymentsUnavailable'
}

/** A webhook whose signature is missing, wrong or too old. */
export class BadSignature extends Error {
  override name = 'BadSignature'
}

/**
 * The salon's Stripe account. Every create call carries `key` as its Idempotency-Key: sending it
 * again (a retry, a second instance) gets the first answer, never a second object.
 */
export interface PaymentGateway {
  customer(input: { key: string; phone: string; name: string | null; email: string | null }): Promise<string>
  /** Deletes a customer and the cards saved on it (a client erased, issue 31); one already gone is fine. */
  forgetCustomer(id: string): Promise<void>
  openCheckout(input: {
    key: string
    customer: string
    mode: 'payment' | 'setup'
    amount: number
    description: string
    successUrl: string
    cancelUrl: string
    expiresAt: Date
    locale: 'en' | 'uk'
    metadata: Record<string, string>
    /** `payment` mode: keep the card for later off-session charges (a booking's fees). Default true. */
    saveCard?: boolean
  }): Promise<CheckoutState>
  checkout(id: string): Promise<CheckoutState>
  expireCheckout(id: string): Promise<CheckoutState>
  charge(input: {
    key: string
    customer: string
    paymentMethod: string
    amount: number
    description: string
    metadata: Record<string, string>
  }): Promise<ChargeOutcome>
  refund(input: {
    key: string
    paymentIntent: string
    amount: number
    metadata: Record<string, string>
  }): Promise<RefundOutcome>
  /** The event of a webhook request, verified on its raw body (300 s tolerance); BadSignature otherwise. */
  event(rawBody: string, signature: string | null): GatewayEvent
}

export type { VisitTerms }

/**
 * The visits payments settles, as booking keeps them (engine/held-visits.ts on booking's store): a
 * visit held for its payment becomes the client's once paid, or is let go when it is not.
 */
export interface HeldVisits {
  visit(id: string): Promise<Appointment | null>
  /** The held visit becomes planned: `taken` when its time went to someone else, `gone` when it is no more. */
  confirm(id: string, now: Date): Promise<'confirmed' | 'taken' | 'gone'>
  /** Lets go of a visit still held for its payment (nothing happens to a visit in any other state). */
  release(id: string, now: Date): Promise<void>
  /** One line naming the visit for the payment page: "Cut and blow-dry, 12 March 10:00". */
  describe(visit: Appointment): Promise<string>
}
