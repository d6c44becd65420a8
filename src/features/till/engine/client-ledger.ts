/**
 * Clients' balances and bonus points on Payload: each change under the client's lock (an advisory
 * lock on PostgreSQL; SQLite's write transaction holds the whole database), read again, checked
 * never to go below zero, and written as a ledger row carrying the total after it.
 */
import type { Payload, PayloadRequest } from 'payload'

import { lockRowGroups } from '@/platform/db/row-group-lock'

/** The advisory-lock group of clients' balances ("bala"). */
export const BALANCE_LOCK_GROUP = 0x62616c61

export type Account = 'balance' | 'bonus'

const o = { overrideAccess: true, depth: 0 } as const

/** The account's total now (0 when it has no rows). */
export async function accountTotal(payload: Payload, clientId: string, account: Account, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'client-ledger',
    where: { and: [{ client: { equals: Number(clientId) } }, { account: { equals: account } }] },
    sort: '-id',
    limit: 1,
    req,
    ...o,
  })
  return docs[0]?.after ?? 0
}

export type Moved = { ok: true; after: number; replayed: boolean } | { ok: false; have: number }

/**
 * Adds `amount` (negative to spend) to a client's balance or points, in the transaction of `req`.
 * Refused when it would leave the account below zero. The same key twice moves once.
 */
export async function moveAccount(
  payload: Payload,
  req: PayloadRequest,
  input: {
    clientId: string
    account: Account
    amount: number
    key: string
    saleId?: string | null
    /** A visit booked online the balance pays toward (or gives back from). */
    visitId?: string | null
    /** Pence of it a late cancellation keeps (a spend on a visit). */
    keepIfLate?: number
    note: string
    byStaff?: string | null
    at: Date
  },
): Promise<Moved> {
  await lockRowGroups(payload, req, BALANCE_LOCK_GROUP, [Number(input.clientId)])
  const earlier = await payload.find({
    collection: 'client-ledger',
    where: { key: { equals: input.key } },
    limit: 1,
    req,
    ...o,
  })
  if (earlier.docs[0]) return { ok: true, after: earlier.docs[0].after, replayed: true }
  const have = await accountTotal(payload, input.clientId, input.account, req)
  const after = have + input.amount
  if (after < 0) return { ok: false, have }
  await payload.create({
    collection: 'client-ledger',
    data: {
      client: Number(input.clientId),
      account: input.account,
      amount: input.amount,
      after,
      sale: input.saleId ? Number(input.saleId) : null,
      visitId: input.visitId ?? null,
      keepIfLate: input.keepIfLate ?? null,
      note: input.note.slice(0, 300),
      byStaff: input.byStaff ? Number(input.byStaff) : null,
      key: input.key,
      at: input.at.toISOString(),
    },
    req,
    ...o,
  })
  return { ok: true, after, replayed: false }
}
