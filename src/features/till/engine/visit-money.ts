/**
 * What a visit has had paid before the desk's checkout: Stripe's prepayments and fees less their
 * refunds (payments' ledger), and gift vouchers and the client's balance spent on it online less
 * what went back onto them.
 */
import type { Payload, PayloadRequest } from 'payload'

import { voucherPaidOnVisits } from '@/features/vouchers'

import { balancePaidOnVisits } from './balance-parts'

/** Pence paid on a visit before checkout, by where it came from. */
export interface PaidBefore {
  online: number
  voucher: number
  balance: number
  total: number
}

/** What was paid on each of these visits before checkout (every id gets an entry, zeros included). */
export async function paidBeforeCheckoutOf(
  payload: Payload,
  visitIds: string[],
  req?: PayloadRequest,
): Promise<Map<string, PaidBefore>> {
  const ids = [...new Set(visitIds)].filter((id) => /^\d{1,9}$/.test(id))
  const paid = new Map<string, PaidBefore>()
  if (!ids.length) return paid
  const [stripe, vouchers, balances] = await Promise.all([
    payload.find({
      collection: 'payments',
      where: { visitId: { in: ids } },
      req,
      overrideAccess: true,
      depth: 0,
      pagination: false,
    }),
    voucherPaidOnVisits(payload, ids, req),
    balancePaidOnVisits(payload, ids, req),
  ])
  for (const id of ids) {
    const rows = stripe.docs.filter((r) => r.visitId === id)
    const online = Math.max(
      0,
      rows.reduce((s, r) => s + (r.kind === 'refund' ? -r.amount : r.amount), 0),
    )
    const voucher = vouchers.get(id) ?? 0
    const balance = balances.get(id) ?? 0
    paid.set(id, { online, voucher, balance, total: online + voucher + balance })
  }
  return paid
}

export async function paidBeforeCheckout(payload: Payload, visitId: string, req?: PayloadRequest): Promise<PaidBefore> {
  return (
    (await paidBeforeCheckoutOf(payload, [visitId], req)).get(visitId) ?? {
      online: 0,
      voucher: 0,
      balance: 0,
      total: 0,
    }
  )
}
