/**
 * The vouchers' store on Payload: each change in its own transaction, the voucher locked first —
 * on PostgreSQL by a transaction-scoped advisory lock on its id, on SQLite by the write transaction
 * itself (it holds the whole database) — then read again, decided on and written with its ledger row.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Voucher } from '@/cms/payload-types'
import { relationKey } from '@/platform/db/relation-id'
import { lockRowGroups } from '@/platform/db/row-group-lock'
import { inTransaction } from '@/platform/db/transaction'

import type { StoredVoucher, VoucherMovement, VoucherStore } from '../ports'
import { visitParts } from './visit-parts'

/** The advisory-lock group of vouchers ("vouc"). */
export const VOUCHER_LOCK_GROUP = 0x766f7563

const toVoucher = (d: Voucher): StoredVoucher => ({
  id: String(d.id),
  code: d.code,
  kind: d.kind,
  serviceId: relationKey(d.service) || null,
  amount: d.amount,
  remaining: d.remaining,
  status: d.status,
  paid: Boolean(d.paidAt),
  expiresAt: new Date(d.expiresAt),
})

/**
 * `req`: inside a transaction already (a hook on a visit's change), every read and write joins it
 * instead of opening another — SQLite has one writer, so a second transaction would wait on the first.
 */
export function payloadVoucherStore(payload: Payload, req?: PayloadRequest): VoucherStore {
  const o = { overrideAccess: true, depth: 0 } as const
  const transaction = <T>(fn: (tx: PayloadRequest) => Promise<T>) => (req ? fn(req) : inTransaction(payload, fn))
  return {
    ofVisits: (visitIds) => visitParts(payload, visitIds, req),
    async find(code) {
      const { docs } = await payload.find({
        collection: 'vouchers',
        where: { code: { equals: code } },
        limit: 1,
        req,
        ...o,
      })
      return docs[0] ? toVoucher(docs[0]) : null
    },
    create: (v) =>
      transaction(async (req) => {
        const taken = await payload.count({
          collection: 'vouchers',
          where: { code: { equals: v.code } },
          req,
          overrideAccess: true,
        })
        if (taken.totalDocs > 0) return false
        const doc = await payload.create({
          collection: 'vouchers',
          data: {
            code: v.code,
            kind: v.kind,
            service: v.serviceId ? Number(v.serviceId) : null,
            amount: v.amount,
            remaining: v.amount,
            currency: 'gbp',
            status: v.paidAt ? 'sold' : 'new',
            paidAt: v.paidAt?.toISOString() ?? null,
            expiresAt: v.expiresAt.toISOString(),
            salon: v.salonId ? Number(v.salonId) : null,
            buyer: v.buyer?.clientId ? Number(v.buyer.clientId) : null,
            buyerName: v.buyer?.name ?? null,
            buyerPhone: v.buyer?.phone ?? null,
            buyerEmail: v.buyer?.email ?? null,
            recipientName: v.recipient?.name ?? null,
            recipientPhone: v.recipient?.phone ?? null,
            message: v.recipient?.message ?? null,
            sendOn: v.recipient?.sendOn?.toISOString() ?? null,
            soldVia: v.soldVia,
            locale: v.locale ?? 'en',
          },
          req,
          ...o,
        })
        if (v.paidAt)
          await payload.create({
            collection: 'voucher-movements',
            data: {
              voucher: doc.id,
              kind: 'issue',
              amount: v.amount,
              remainingAfter: v.amount,
              client: v.buyer?.clientId ? Number(v.buyer.clientId) : null,
              key: `issue:${v.code}`,
              byStaff: v.byStaff ? Number(v.byStaff) : null,
              at: v.paidAt.toISOString(),
            },
            req,
            ...o,
          })
        return toVoucher(doc)
      }),
    async setPaymentRequest(voucherId, requestId) {
      await payload.update({ collection: 'vouchers', id: Number(voucherId), data: { paymentRequest: requestId }, ...o })
    },
    async discardUnpaid(voucherId) {
      await payload.delete({
        collection: 'vouchers',
        where: { and: [{ id: { equals: Number(voucherId) } }, { paidAt: { exists: false } }] },
        ...o,
      })
    },
    change: (code, key, decide) =>
      transaction(async (req) => {
        const found = await payload.find({
          collection: 'vouchers',
          where: { code: { equals: code } },
          limit: 1,
          req,
          ...o,
        })
        const first = found.docs[0]
        if (!first) return decide(null, null).result
        await lockRowGroups(payload, req, VOUCHER_LOCK_GROUP, [first.id])
        // Read again under the lock: a change committed while this one waited is seen.
        const voucher = await payload.findByID({ collection: 'vouchers', id: first.id, req, ...o })
        const earlierDoc = (
          await payload.find({ collection: 'voucher-movements', where: { key: { equals: key } }, limit: 1, req, ...o })
        ).docs[0] as (VoucherMovement & { at: string }) | undefined
        const earlier = earlierDoc ? { ...earlierDoc, at: new Date(earlierDoc.at) } : null
        const { write, result } = decide(toVoucher(voucher), earlier)
        if (write) {
          await payload.update({
            collection: 'vouchers',
            id: voucher.id,
            data: { remaining: write.remaining, status: write.status },
            req,
            ...o,
          })
          const m = write.movement
          await payload.create({
            collection: 'voucher-movements',
            data: {
              voucher: voucher.id,
              kind: m.kind,
              amount: m.amount,
              remainingAfter: m.remainingAfter,
              visitId: m.visitId ?? null,
              saleId: m.saleId ?? null,
              client: m.clientId ? Number(m.clientId) : null,
              key: m.key,
              keepIfLate: m.keepIfLate ?? null,
              note: m.note ?? null,
              byStaff: m.byStaff ? Number(m.byStaff) : null,
              at: m.at.toISOString(),
            },
            req,
            ...o,
          })
        }
        return result
      }),
  }
}
