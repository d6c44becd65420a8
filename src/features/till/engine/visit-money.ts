/**
 * What a visit has had paid before the desk's checkout: Stripe's prepayments and fees less their
 * refunds (payments' ledger), and gift vouchers spent on it online less what went back onto them.
 */
import type { Payload, PayloadRequest } from 'payload'

const o = { overrideAccess: true, depth: 0, pagination: false } as const

export async function paidBeforeCheckout(payload: Payload, visitId: string, req?: PayloadRequest) {
  const [stripe, vouchers] = await Promise.all([
    payload.find({ collection: 'payments', where: { visitId: { equals: visitId } }, req, ...o }),
    payload.find({ collection: 'voucher-movements', where: { visitId: { equals: visitId } }, req, ...o }),
  ])
  const online = stripe.docs.reduce((s, r) => s + (r.kind === 'refund' ? -r.amount : r.amount), 0)
  const voucher = vouchers.docs.reduce(
    (s, m) => s + (m.kind === 'redeem' ? m.amount : m.kind === 'refund' ? -m.amount : 0),
    0,
  )
  return {
    online: Math.max(0, online),
    voucher: Math.max(0, voucher),
    total: Math.max(0, online) + Math.max(0, voucher),
  }
}
