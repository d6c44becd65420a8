/**
 * What a visit has had paid before the desk's checkout: Stripe's prepayments and fees less their
 * refunds (payments' ledger), and gift vouchers and the client's balance spent on it online less
 * what went back onto them.
 */
import type { Payload, PayloadRequest } from 'payload'

import { voucherPaidOnVisits } from '@/features/vouchers'

import { balancePaidOnVisits } from './balance-parts'

export async function paidBeforeCheckout(payload: Payload, visitId: string, req?: PayloadRequest) {
  const [stripe, vouchers, balances] = await Promise.all([
    payload.find({
      collection: 'payments',
      where: { visitId: { equals: visitId } },
      req,
      overrideAccess: true,
      depth: 0,
      pagination: false,
    }),
    voucherPaidOnVisits(payload, [visitId], req),
    balancePaidOnVisits(payload, [visitId], req),
  ])
  const online = Math.max(
    0,
    stripe.docs.reduce((s, r) => s + (r.kind === 'refund' ? -r.amount : r.amount), 0),
  )
  const voucher = vouchers.get(visitId) ?? 0
  const balance = balances.get(visitId) ?? 0
  return { online, voucher, balance, total: online + voucher + balance }
}
