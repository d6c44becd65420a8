/**
 * What a visit's terms still ask once gift vouchers paid part of it (issue 29). The voucher part is
 * counted as prepaid: it lowers the prepayment, and the fees are taken from it first (a late
 * cancellation keeps the fee from the voucher part before the card's; a no-show charges the card
 * only what the voucher part and the prepayment do not cover). Pure; pence.
 */
import { SMALLEST_CHARGE, type VisitTerms } from './terms'

/** The prepayment the terms asked before any voucher paid. */
export const askedBeforeVouchers = (terms: VisitTerms): number => terms.voucher?.asked ?? terms.amount

/** The voucher part of a visit's terms, pence (0 without one). */
export const voucherPart = (terms: VisitTerms | null | undefined): number => terms?.voucher?.paid ?? 0

/**
 * The terms once vouchers and the balance paid `paid` pence of the visit (`balance` pence of it from
 * the balance): the rest of the prepayment on Stripe's page; a card only, when what is left is under
 * Stripe's smallest charge or a fee is more than that part covers; or null — nothing to ask, the
 * visit is booked.
 */
export function termsAfterVoucher(
  terms: VisitTerms,
  paid: number,
  balance: number = terms.voucher?.balance ?? 0,
): VisitTerms | null {
  const asked = askedBeforeVouchers(terms)
  const owed = Math.max(0, asked - paid)
  const voucher = balance > 0 ? { paid, asked, balance } : { paid, asked }
  if (owed >= SMALLEST_CHARGE) return { ...terms, mode: 'payment', amount: owed, voucher }
  const feesUncovered = Math.max(terms.lateCancelFee, terms.noShowFee) > paid
  if (owed > 0 || feesUncovered) return { ...terms, mode: 'setup', amount: 0, voucher }
  return null
}
