import type { Payload } from 'payload'

import { getEnv } from '@/platform/env'

import type { PaymentsDeps } from '../use-cases/checkout'
import { payloadHeldVisits } from './held-visits'
import { payloadPaymentRecords } from './payload-records'
import { stripeGateway } from './stripe-gateway'

/** Payments on this process's Payload and the salon's Stripe account; null when Stripe is not configured. */
export function paymentsDeps(payload: Payload, now: () => Date = () => new Date()): PaymentsDeps | null {
  const env = getEnv()
  if (!env.stripe) return null
  return {
    records: payloadPaymentRecords(payload),
    gateway: stripeGateway(env.stripe, now),
    visits: payloadHeldVisits(payload),
    now,
    siteUrl: env.siteUrl,
    log: (message) => payload.logger.warn(message),
  }
}
