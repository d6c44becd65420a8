/**
 * Whether any money moved for a visit: a card payment or payment page, a voucher or balance part
 * (spent or given back), or a sale at the till. A cancelled visit with none of these can simply be
 * put back in the diary; one with any of them is booked again instead, so it is paid again.
 */
import type { Payload, PayloadRequest } from 'payload'

export async function moneyMovedFor(payload: Payload, visitId: string, req?: PayloadRequest): Promise<boolean> {
  const byVisitId = { visitId: { equals: visitId } }
  const counts = await Promise.all([
    payload.count({ collection: 'payments', where: byVisitId, overrideAccess: true, req }),
    payload.count({ collection: 'payment-requests', where: byVisitId, overrideAccess: true, req }),
    payload.count({ collection: 'voucher-movements', where: byVisitId, overrideAccess: true, req }),
    payload.count({ collection: 'client-ledger', where: byVisitId, overrideAccess: true, req }),
    payload.count({ collection: 'sales', where: { visit: { equals: Number(visitId) } }, overrideAccess: true, req }),
  ])
  return counts.some((c) => c.totalDocs > 0)
}
