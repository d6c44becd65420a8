/**
 * A client's balance paying toward a visit booked online (issue 29, decision 0039): the same rules as
 * a gift voucher's part (decision 0038). Pure; pence.
 */

/**
 * How much of the balance pays now: as much as the client holds, up to the visit's price less what
 * gift vouchers and the balance already paid on it.
 */
export function balanceToSpend(input: { have: number; price: number; paidBefore: number }): number {
  return Math.max(0, Math.min(input.have, input.price - input.paidBefore))
}

/**
 * What a cancelled visit gives back to the balance: all of it, unless the client cancelled late,
 * when the late fee is kept — from the gift vouchers' part first (they keep it themselves), the rest
 * of it from the balance part.
 */
export function balanceGivenBack(input: { paid: number; voucherPaid: number; fee: number; late: boolean }): number {
  if (input.paid <= 0) return 0
  if (!input.late) return input.paid
  const keep = Math.min(input.paid, Math.max(0, input.fee - Math.max(0, input.voucherPaid)))
  return input.paid - keep
}
