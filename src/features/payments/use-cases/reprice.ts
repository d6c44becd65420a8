/**
 * A visit held for its prepayment, part of which a gift voucher paid from the account (issue 29):
 * what its open page asks, and closing that page without letting the visit go, so that a page for
 * the rest can replace it (a Checkout page's amount cannot change).
 */
import type { VisitTerms } from '../domain/terms'
import { openLink, settle, type PaymentsDeps } from './checkout'

/** The terms of the visit's open prepayment page (what it still asks), or null when it has none. */
export async function owing(deps: PaymentsDeps, visitId: string): Promise<VisitTerms | null> {
  const now = deps.now()
  const open = (await deps.records.requestsOf([visitId])).filter((r) => r.purpose === 'prepayment' && openLink(r, now))
  return open.at(-1)?.terms ?? null
}

/**
 * Closes the visit's open pages at Stripe, keeping the visit held. `paid` when one turned out paid
 * (or being paid) meanwhile: it is settled like any payment and nothing should replace it.
 */
export async function closeForReprice(deps: PaymentsDeps, visitId: string): Promise<'closed' | 'paid'> {
  for (const request of await deps.records.requestsOf([visitId])) {
    if (request.state !== 'open' || !request.checkoutSession) continue
    // Marked first: Stripe's report of the page expiring (a webhook) must not let the visit go.
    await deps.records.updateRequest(request.id, {
      state: 'released',
      failure: 'Closed unpaid: a gift voucher paid part of the visit and a page for the rest replaced it.',
    })
    let state
    try {
      state = await deps.gateway.expireCheckout(request.checkoutSession)
    } catch (error) {
      await deps.records.updateRequest(request.id, { state: 'open', failure: null })
      throw error
    }
    if (state.status !== 'expired') {
      // Paid (or being paid) meanwhile: settled like any payment.
      await settle(deps, await deps.records.updateRequest(request.id, { state: 'open', failure: null }), state)
      return 'paid'
    }
  }
  return 'closed'
}
