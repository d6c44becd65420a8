/**
 * The balance part of visits booked online (decision 0039), from the client ledger, and what a
 * cancellation gives back. Read by the till, the account and the appointments' cancel hook (so this
 * module stays free of other features' server entries).
 */
import type { Payload, PayloadRequest } from 'payload'

import { isLateCancellation } from '@/features/payments/kit'

import { balanceGivenBack } from '../domain/visit-balance'
import { moveAccount } from './client-ledger'

const o = { overrideAccess: true, depth: 0, pagination: false } as const

export interface BalancePart {
  /** Pence the balance paid on the visit, less what was given back. */
  net: number
  /** The late fee a spend on it may keep (pence). */
  keepIfLate: number
  clientId: string
}

/** The balance part of each of these visits, from the client ledger. */
export async function balanceParts(
  payload: Payload,
  visitIds: string[],
  req?: PayloadRequest,
): Promise<Map<string, BalancePart>> {
  const ids = [...new Set(visitIds)].filter((id) => /^\d{1,9}$/.test(id))
  const parts = new Map<string, BalancePart>()
  if (!ids.length) return parts
  const { docs } = await payload.find({
    collection: 'client-ledger',
    where: { and: [{ visitId: { in: ids } }, { account: { equals: 'balance' } }] },
    req,
    ...o,
  })
  for (const row of docs) {
    const part = parts.get(row.visitId!) ?? { net: 0, keepIfLate: 0, clientId: String(row.client) }
    part.net -= row.amount
    part.keepIfLate = Math.max(part.keepIfLate, row.keepIfLate ?? 0)
    parts.set(row.visitId!, part)
  }
  return parts
}

/** Pence the balance paid on each of these visits; visits without any are left out. */
export async function balancePaidOnVisits(payload: Payload, visitIds: string[], req?: PayloadRequest) {
  const paid = new Map<string, number>()
  for (const [id, part] of await balanceParts(payload, visitIds, req)) if (part.net > 0) paid.set(id, part.net)
  return paid
}

/**
 * A cancelled visit's balance part given back onto the client's balance, in the transaction of
 * `req`: all of it, unless the client cancelled late, when the late fee is kept (the vouchers' part
 * keeps it first). Written once (its key names the visit). Pence given back.
 */
export async function giveBalanceBack(
  payload: Payload,
  req: PayloadRequest,
  input: { visitId: string; start: Date; now: Date; lateByClient: boolean },
): Promise<number> {
  const part = (await balanceParts(payload, [input.visitId], req)).get(input.visitId)
  if (!part || part.net <= 0) return 0
  const vouchers = await payload.find({
    collection: 'voucher-movements',
    where: { and: [{ visitId: { equals: input.visitId } }, { kind: { equals: 'redeem' } }] },
    req,
    ...o,
  })
  const fee = Math.max(part.keepIfLate, ...vouchers.docs.map((m) => m.keepIfLate ?? 0))
  const voucherPaid = vouchers.docs.reduce((sum, m) => sum + m.amount, 0)
  const back = balanceGivenBack({
    paid: part.net,
    voucherPaid,
    fee,
    late: input.lateByClient && isLateCancellation(input.start, input.now),
  })
  if (back <= 0) return 0
  const moved = await moveAccount(payload, req, {
    clientId: part.clientId,
    account: 'balance',
    amount: back,
    key: `refund:visit:${input.visitId}:balance`,
    visitId: input.visitId,
    note: back < part.net ? 'Given back less the late-cancellation fee' : 'Given back: the visit was cancelled',
    at: input.now,
  })
  return moved.ok && !moved.replayed ? back : 0
}
