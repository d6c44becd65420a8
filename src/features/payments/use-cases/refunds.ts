/**
 * Money given back: what a cancelled visit is owed under the terms its client was shown, and the
 * refunds staff make. A refund is a request first (so the job finishes it when Stripe is away) and a
 * ledger row once Stripe made it; it never gives back more than each payment has left.
 */
import type { Appointment } from '@/features/booking/kit'

import { cancellationRefund, isLateCancellation, LATE_CANCEL_HOURS, refundable } from '../domain/terms'
import { voucherPart } from '../domain/voucher-part'
import { PaymentsUnavailable, type RefundOutcome } from '../ports'
import type { LedgerRow, PaymentRequest } from '../records'
import type { PaymentsDeps } from './checkout'
import { chargeLateCancellation, latestTerms, type FeeDeps } from './no-show'

/** What each payment of a visit still has to give back, oldest first. */
function leftPerPayment(ledger: LedgerRow[]): { paymentIntent: string; left: number }[] {
  const taken = ledger.filter((r) => r.kind !== 'refund')
  return taken
    .map((row) => ({
      paymentIntent: row.stripeId,
      left:
        row.amount -
        ledger.filter((r) => r.kind === 'refund' && r.paymentIntent === row.stripeId).reduce((s, r) => s + r.amount, 0),
    }))
    .filter((p) => p.left > 0)
}

/** Carries out a refund request: from each payment in turn, each with its own Idempotency-Key. */
export async function carryOutRefund(deps: PaymentsDeps, request: PaymentRequest): Promise<RefundOutcome> {
  const visitId = request.appointmentId
  if (!visitId) throw new Error(`Refund request ${request.id} names no visit`)
  const ledger = await deps.records.ledgerOf([visitId])
  const refundedHere = ledger
    .filter((r) => r.kind === 'refund' && r.requestId === request.id)
    .reduce((s, r) => s + r.amount, 0)
  let owed = Math.min(request.amount - refundedHere, refundable(ledger))
  let last: RefundOutcome = { ok: true, id: '', amount: 0 }
  for (const payment of leftPerPayment(ledger)) {
    if (owed <= 0) break
    const amount = Math.min(owed, payment.left)
    last = await deps.gateway.refund({
      key: `parlour-refund-${request.key}-${payment.paymentIntent}`,
      paymentIntent: payment.paymentIntent,
      amount,
      metadata: { parlour_request: request.id, parlour_visit: visitId },
    })
    if (!last.ok) {
      await deps.records.updateRequest(request.id, { state: 'failed', failure: last.message.slice(0, 500) })
      return last
    }
    await deps.records.addLedger({
      appointmentId: visitId,
      clientId: request.clientId,
      kind: 'refund',
      amount: last.amount,
      stripeId: last.id,
      paymentIntent: payment.paymentIntent,
      requestId: request.id,
      note: request.note ?? 'Refund',
      at: deps.now(),
    })
    owed -= last.amount
  }
  await deps.records.updateRequest(request.id, { state: 'refunded' })
  return last
}

/**
 * Refunds `amount` (pence) of a visit's payments. `reason` is written on the ledger. When Stripe
 * cannot be reached the request stays open and the job carries it out later.
 */
export async function refundVisit(
  deps: PaymentsDeps,
  input: { visitId: string; clientId: string; amount: number; reason: string },
): Promise<RefundOutcome | { ok: false; message: string; later: true }> {
  const request = await deps.records.createRequest({
    appointmentId: input.visitId,
    clientId: input.clientId,
    purpose: 'refund',
    amount: input.amount,
    terms: null,
    expiresAt: null,
    note: input.reason.slice(0, 300),
  })
  try {
    return await carryOutRefund(deps, request)
  } catch (error) {
    if (!(error instanceof PaymentsUnavailable)) throw error
    return { ok: false, message: 'Stripe could not be reached; the refund will be made shortly.', later: true }
  }
}

/**
 * A cancelled visit's refund under the terms its client was shown: in full in time or when the salon
 * cancels, less the late-cancellation fee otherwise. Nothing to do for a visit nobody paid for.
 */
export async function refundCancelled(
  deps: FeeDeps,
  visit: Appointment,
  input: { bySalon: boolean },
): Promise<{ refund: number; keep: number } | null> {
  const ledger = await deps.records.ledgerOf([visit.id])
  const held = refundable(ledger)
  if (!visit.clientId) return null
  if (held <= 0) {
    // Booked with a card only: a late cancellation by the client costs the fee they were shown.
    if (!input.bySalon && isLateCancellation(visit.start, deps.now())) {
      const fee = await chargeLateCancellation(deps, visit)
      if (fee.status === 'charged' || fee.status === 'outstanding') return { refund: 0, keep: fee.amount }
    }
    return null
  }
  const terms = latestTerms(await deps.records.requestsOf([visit.id]))
  const now = deps.now()
  const lateFee = {
    // A gift voucher's part pays the fee first (issue 29; the vouchers feature keeps it from there).
    lateCancelFee: Math.max(0, (terms?.lateCancelFee ?? 0) - voucherPart(terms)),
    lateCancelHours: terms?.lateCancelHours ?? LATE_CANCEL_HOURS,
  }
  const { refund, keep } = cancellationRefund({ held, terms: lateFee, start: visit.start, now, bySalon: input.bySalon })
  if (refund <= 0) return { refund, keep }
  const reason = input.bySalon
    ? 'Cancelled by the salon: refunded in full'
    : isLateCancellation(visit.start, now, lateFee.lateCancelHours) && keep > 0
      ? 'Cancelled late: refunded less the late-cancellation fee'
      : 'Cancelled in time: refunded in full'
  await refundVisit(deps, { visitId: visit.id, clientId: visit.clientId, amount: refund, reason })
  return { refund, keep }
}
