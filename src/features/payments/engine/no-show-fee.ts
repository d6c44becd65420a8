import type { Payload } from 'payload'

import type { Appointment } from '@/features/booking/kit'
import { smsSenderFromEnv } from '@/features/messaging'
import { getEnv } from '@/platform/env'

import { chargeNoShow, type NoShowOutcome } from '../use-cases/no-show'
import { paymentsDeps } from './deps'

/**
 * The no-show fee of a visit staff just closed as a no-show (POST /api/staff/visits/{id}/state with
 * `chargeFee`), with the client texted a page to pay on when their bank refuses. `none` when Stripe
 * is not configured or the visit was booked without terms.
 */
export async function noShowFee(payload: Payload, visit: Appointment): Promise<NoShowOutcome> {
  const deps = paymentsDeps(payload)
  if (!deps) return { status: 'none' }
  const sms = smsSenderFromEnv(payload, getEnv())
  return chargeNoShow({ ...deps, text: (to, body) => sms.send({ to, body, kind: 'payment' }) }, visit)
}
