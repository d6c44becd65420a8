import type { Payload } from 'payload'

import type { VisitPayments } from '@/features/booking/kit'

import { openLink, openPayment, paymentHoldUntil, settle, termsFor } from '../use-cases/checkout'
import { policySentences } from '../domain/policy-text'
import { toPounds } from '../domain/terms'
import { refundCancelled } from '../use-cases/refunds'
import { paymentsDeps } from './deps'

/** What booking asks of payments, on this process's Payload and Stripe; null when Stripe is not configured. */
export function visitPayments(payload: Payload): VisitPayments | null {
  const deps = paymentsDeps(payload)
  if (!deps) return null
  /** A visit let go or cancelled while its page is open: the page is closed, so it can no longer be paid. */
  const closePages = async (visitId: string) => {
    for (const request of await deps.records.requestsOf([visitId]))
      if (request.checkoutSession && request.state === 'open') {
        const state = await deps.gateway.expireCheckout(request.checkoutSession)
        // Paid at the last moment: settled like any payment (the visit is gone, so it is refunded).
        await settle(deps, request, state)
      }
  }
  return {
    terms: (visit) => termsFor(deps.records, visit),
    holdUntil: paymentHoldUntil,
    open: (visit, terms) => openPayment(deps, visit, terms),
    async link(visitId) {
      const requests = await deps.records.requestsOf([visitId])
      const request = requests.at(-1)
      const url = openLink(request, deps.now())
      const visit = url ? await deps.visits.visit(visitId) : null
      if (!url || !request?.terms || !visit) return null
      return {
        url,
        amount: toPounds(request.amount),
        currency: 'gbp',
        mode: request.terms.mode,
        policy: policySentences(request.terms, visit.locale),
      }
    },
    async cancelled(visit) {
      await closePages(visit.id)
      await refundCancelled(deps, visit, { bySalon: false })
    },
    released: closePages,
  }
}
