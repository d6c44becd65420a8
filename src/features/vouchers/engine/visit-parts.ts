/**
 * What gift vouchers paid on visits, from their ledger: each voucher's uses on a visit less what was
 * given back to it from that visit. The desk's view of a visit, the account and the till read it.
 */
import type { Payload, PayloadRequest } from 'payload'

import { relationKey } from '@/platform/db/relation-id'

import type { VisitVoucherPart } from '../ports'

const o = { overrideAccess: true, depth: 0, pagination: false } as const

export async function visitParts(
  payload: Payload,
  visitIds: string[],
  req?: PayloadRequest,
): Promise<VisitVoucherPart[]> {
  const ids = [...new Set(visitIds)].filter((id) => /^\d{1,9}$/.test(id))
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'voucher-movements',
    where: { and: [{ visitId: { in: ids } }, { kind: { in: ['redeem', 'refund'] } }] },
    sort: 'at',
    req,
    ...o,
  })
  const parts = new Map<string, VisitVoucherPart>()
  for (const m of docs) {
    const voucherId = relationKey(m.voucher)
    const key = `${m.visitId}:${voucherId}`
    const part = parts.get(key) ?? { visitId: m.visitId!, voucherId, code: '', net: 0, keepIfLate: 0 }
    part.net += m.kind === 'redeem' ? m.amount : -m.amount
    part.keepIfLate = Math.max(part.keepIfLate, m.keepIfLate ?? 0)
    parts.set(key, part)
  }
  if (!parts.size) return []
  const vouchers = await payload.find({
    collection: 'vouchers',
    where: { id: { in: [...new Set([...parts.values()].map((p) => Number(p.voucherId)))] } },
    select: { code: true },
    req,
    ...o,
  })
  const codes = new Map(vouchers.docs.map((v) => [String(v.id), v.code]))
  return [...parts.values()].map((p) => ({ ...p, code: codes.get(p.voucherId) ?? '' }))
}

/** Pence gift vouchers paid on each of these visits (used less given back); visits without any are left out. */
export async function voucherPaidOnVisits(
  payload: Payload,
  visitIds: string[],
  req?: PayloadRequest,
): Promise<Map<string, number>> {
  const paid = new Map<string, number>()
  for (const part of await visitParts(payload, visitIds, req))
    paid.set(part.visitId, (paid.get(part.visitId) ?? 0) + part.net)
  for (const [id, pence] of paid) if (pence <= 0) paid.delete(id)
  return paid
}

/** Pence gift vouchers paid on all of a client's visits (used less given back). */
export async function voucherPaidByClient(payload: Payload, clientId: string): Promise<number> {
  if (!/^\d{1,9}$/.test(clientId)) return 0
  const { docs } = await payload.find({
    collection: 'voucher-movements',
    where: { and: [{ client: { equals: Number(clientId) } }, { kind: { equals: 'redeem' } }] },
    select: { visitId: true },
    ...o,
  })
  const visitIds = docs.map((d) => d.visitId).filter((id): id is string => Boolean(id))
  return (await visitParts(payload, visitIds)).reduce((sum, p) => sum + Math.max(0, p.net), 0)
}
