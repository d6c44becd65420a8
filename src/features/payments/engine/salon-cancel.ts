import type { Payload } from 'payload'

import type { Appointment } from '@/features/booking/kit'

import { toPounds } from '../domain/terms'
import { refundCancelled } from '../use-cases/refunds'
import { paymentsDeps } from './deps'
import { visitPayments } from './visit-payments'

/**
 * A visit the salon cancelled at the desk (POST /api/staff/visits/{id}/cancel): its open payment
 * pages closed and everything the client paid refunded in full, as the terms they were shown
 * promise ("If the salon cancels, everything you paid is refunded"). Null when Stripe is not
 * configured or nothing was paid; pounds refunded otherwise (Stripe away: the job refunds later).
 */
export async function refundSalonCancellation(
  payload: Payload,
  visit: Appointment,
): Promise<{ refunded: number } | null> {
  const deps = paymentsDeps(payload)
  if (!deps) return null
  await visitPayments(payload)?.released(visit.id)
  const outcome = await refundCancelled(deps, visit, { bySalon: true })
  return outcome && outcome.refund > 0 ? { refunded: toPounds(outcome.refund) } : null
}
