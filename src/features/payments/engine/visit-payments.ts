import type { Payload } from 'payload'

import type { VisitMoneyView } from '@/features/booking/contract'
import type { VisitPayments } from '@/features/booking/kit'

import { openLink, openPayment, paymentHoldUntil, settle, settleFromStripe, termsFor } from '../use-cases/checkout'
import { policySentences } from '../domain/policy-text'
import { toPounds } from '../domain/terms'
import { refundCancelled } from '../use-cases/refunds'
import { closeForReprice, owing } from '../use-cases/reprice'
import { paymentsDeps } from './deps'
import { smsSenderFromEnv } from '@/features/messaging'
import { getEnv } from '@/platform/env'

/** What booking asks of payments, on this process's Payload and Stripe; null when Stripe is not configured. */
export function visitPayments(payload: Payload): VisitPayments | null {
  const base = paymentsDeps(payload)
  if (!base) return null
  // A fee the bank refuses is asked for on a page whose link is texted to the client.
  const sms = smsSenderFromEnv(payload, getEnv())
  const deps = { ...base, text: (to: string, body: string) => sms.send({ to, body, kind: 'payment' as const }) }
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
    owing: (visitId) => owing(deps, visitId),
    reprice: (visitId) => closeForReprice(deps, visitId),
    async refresh(visitIds) {
      let changed = false
      for (const request of await deps.records.requestsOf(visitIds))
        if (request.state === 'open' && request.checkoutSession) {
          try {
            await settleFromStripe(deps, request)
            changed = true
          } catch (error) {
            deps.log?.(`payment request ${request.id} not refreshed: ${(error as Error).message}`)
          }
        }
      return changed
    },
    async summaries(visitIds) {
      const [ledger, requests] = await Promise.all([deps.records.ledgerOf(visitIds), deps.records.requestsOf(visitIds)])
      const now = deps.now()
      const sums = new Map<string, VisitMoneyView>()
      for (const id of visitIds) {
        const rows = ledger.filter((r) => r.appointmentId === id)
        const open = requests.filter((r) => r.appointmentId === id && r.purpose !== 'refund').at(-1)
        const url = openLink(open, now) ?? (open?.state === 'outstanding' ? open.url : null)
        if (!rows.length && !url) continue
        const sum = (kind: string) => toPounds(rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0))
        sums.set(id, {
          prepaymentSum: sum('prepayment'),
          refundSum: sum('refund'),
          feeSum: sum('fee'),
          awaiting:
            url && open
              ? { url, amount: toPounds(open.amount), mode: open.purpose === 'card' ? 'setup' : 'payment' }
              : null,
        })
      }
      return sums
    },
  }
}
