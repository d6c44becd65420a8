/**
 * Putting a closed sale right (issue 29): a refund is a new line in the till's ledger, never an
 * edit of the sale — to the card on file through Stripe, cash out of the drawer, back on the
 * terminal, onto the client's balance, or back onto the voucher that paid. An admin may void a sale
 * made today: every payment of it is reversed the same ways, the visit is open for checkout again,
 * and the sale stays, marked void.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Sale } from '@/cms/payload-types'
import { instantToLocal } from '@/features/booking/kit'
import { refundCardPayment } from '@/features/payments'
import { giveBack, payloadVoucherStore } from '@/features/vouchers'
import { relationKey } from '@/platform/db/relation-id'
import { lockRowGroups } from '@/platform/db/row-group-lock'
import { inTransaction } from '@/platform/db/transaction'

import { pounds, type Method } from '../domain/sale'
import { TILL_LOCK_GROUP, type TillDeps } from './checkout'
import { moveAccount } from './client-ledger'
import { refuse } from './refusal'

const o = { overrideAccess: true, depth: 0 } as const

type RefundMethod = Exclude<Method, 'points'>

/** What each method took for the sale less what has gone back by it, in pence. */
export async function refundableByMethod(payload: Payload, saleId: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'till-entries',
    where: { sale: { equals: Number(saleId) } },
    sort: 'id',
    pagination: false,
    req,
    ...o,
  })
  const left = new Map<Method, number>()
  for (const e of docs) left.set(e.method, (left.get(e.method) ?? 0) + e.amount)
  return { left, entries: docs }
}

async function loadSale(payload: Payload, saleId: string, req?: PayloadRequest): Promise<Sale> {
  const sale = await payload.findByID({ collection: 'sales', id: Number(saleId), req, ...o }).catch(() => null)
  if (!sale) return refuse(404, 'no_sale', 'This sale does not exist.')
  return sale
}

/**
 * Refunds `amount` pence of a sale by `method`. Cash and terminal refunds are recorded (the money
 * leaves the drawer or goes back on the terminal); card, voucher and balance ones move the money.
 */
export async function refundSale(
  deps: TillDeps,
  input: {
    saleId: string
    method: RefundMethod
    amount: number
    reason: string
    key: string
    byStaff: string
    now: Date
  },
): Promise<{ sale: Sale }> {
  const { payload } = deps
  const reason = input.reason.trim()
  if (!reason) refuse(400, 'invalid_request', 'Give a reason for the refund.', 'reason')
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    refuse(400, 'invalid_request', 'Enter the amount to refund in pounds.', 'amount')
  const sale = await loadSale(payload, input.saleId)
  if (sale.status === 'voided') refuse(409, 'voided', 'This sale was voided: there is nothing to refund.')
  const clientId = relationKey(sale.client) || null
  const { left } = await refundableByMethod(payload, input.saleId)
  const total = [...left.values()].reduce((s, v) => s + v, 0)
  if (input.amount > total)
    refuse(409, 'too_much', `At most ${pounds(Math.max(0, total))} of this sale can be refunded.`, 'amount')
  if (input.method === 'balance' && !clientId)
    refuse(400, 'invalid_request', 'This sale has no client to keep a balance for.', 'method')

  // The money moved back by its own way; the card's through Stripe before the ledger row.
  let paymentIntent: string | null = null
  let voucherId: number | null = null
  if (input.method === 'card' || input.method === 'voucher') {
    const tender = sale.tenders?.find((t) => t.method === input.method)
    const byMethod = left.get(input.method) ?? 0
    if (!tender)
      refuse(
        409,
        'not_paid_so',
        `This sale was not paid by ${input.method === 'card' ? 'card on file' : 'voucher'}.`,
        'method',
      )
    if (input.amount > byMethod)
      refuse(409, 'too_much', `At most ${pounds(byMethod)} can go back by this method.`, 'amount')
    if (input.method === 'card') {
      if (!deps.payments) refuse(409, 'payments_unavailable', 'Card payments are not set up (Stripe).')
      const done = await refundCardPayment(deps.payments!, {
        paymentIntent: tender!.paymentIntent!,
        amount: input.amount,
        key: input.key,
        clientId,
        note: `Refund on sale ${sale.number}: ${reason}`,
        byStaff: input.byStaff,
      })
      if (!done.ok) refuse(409, 'refund_refused', done.message)
      paymentIntent = tender!.paymentIntent ?? null
    } else voucherId = relationKey(tender!.voucher) ? Number(relationKey(tender!.voucher)) : null
  }

  await inTransaction(payload, async (req) => {
    await lockRowGroups(payload, req, TILL_LOCK_GROUP, [Number(relationKey(sale.salon))])
    const done = await payload.count({
      collection: 'till-entries',
      where: { key: { equals: `refund-${input.key}` } },
      req,
      overrideAccess: true,
    })
    if (done.totalDocs) return
    if (voucherId) await voucherBack(payload, req, voucherId, input.amount, `refund-${input.key}`, sale, input)
    if (input.method === 'balance')
      await moveAccount(payload, req, {
        clientId: clientId!,
        account: 'balance',
        amount: input.amount,
        key: `refund-${input.key}`,
        saleId: String(sale.id),
        note: `Refund on sale ${sale.number} kept as credit: ${reason}`,
        byStaff: input.byStaff,
        at: input.now,
      })
    await entry(payload, req, sale, {
      kind: 'refund',
      method: input.method,
      amount: -input.amount,
      paymentIntent,
      voucher: voucherId,
      note: reason,
      key: `refund-${input.key}`,
      byStaff: input.byStaff,
      at: input.now,
    })
  })
  return { sale }
}

async function entry(
  payload: Payload,
  req: PayloadRequest,
  sale: Sale,
  e: {
    kind: 'refund' | 'void'
    method: Method
    amount: number
    paymentIntent?: string | null
    voucher?: number | null
    note: string
    key: string
    byStaff: string
    at: Date
  },
) {
  const salon = await payload.findByID({ collection: 'salons', id: Number(relationKey(sale.salon)), req, ...o })
  await payload.create({
    collection: 'till-entries',
    data: {
      salon: Number(relationKey(sale.salon)),
      // A refund counts on the day it is made, in the salon's own clock.
      date: instantToLocal(e.at, salon.timezone ?? 'Europe/London').date,
      sale: sale.id,
      kind: e.kind,
      method: e.method,
      amount: e.amount,
      paymentIntent: e.paymentIntent ?? null,
      voucher: e.voucher ?? null,
      note: e.note.slice(0, 300),
      byStaff: Number(e.byStaff),
      key: e.key,
      at: e.at.toISOString(),
    },
    req,
    ...o,
  })
}

/** Puts `amount` back on a voucher that paid part of a sale. */
async function voucherBack(
  payload: Payload,
  req: PayloadRequest,
  voucherId: number,
  amount: number,
  key: string,
  sale: Sale,
  input: { byStaff: string; now: Date },
) {
  const voucher = await payload.findByID({ collection: 'vouchers', id: voucherId, req, ...o })
  await payloadVoucherStore(payload, req).change(voucher.code, key, (v, earlier) => {
    if (!v || earlier) return { write: null, result: null }
    const back = giveBack(v, amount, input.now)
    return {
      write: {
        remaining: back.remaining,
        status: back.status,
        movement: {
          kind: 'refund',
          amount: back.remaining - v.remaining,
          remainingAfter: back.remaining,
          saleId: String(sale.id),
          key,
          note: `Sale ${sale.number}`,
          byStaff: input.byStaff,
          at: input.now,
        },
      },
      result: null,
    }
  })
}

/**
 * Voids a sale made today (admins only; checked by the caller): what every method took and has not
 * gone back is reversed, points earned are taken back, a voucher sold with it is emptied (refused
 * when it has been spent), the overpayment credit is taken back, and its visit may be checked out again.
 */
export async function voidSale(
  deps: TillDeps,
  input: { saleId: string; reason: string; byStaff: string; now: Date },
): Promise<{ sale: Sale }> {
  const { payload } = deps
  const reason = input.reason.trim()
  if (!reason) refuse(400, 'invalid_request', 'Give a reason for the void.', 'reason')
  const sale = await loadSale(payload, input.saleId)
  if (sale.status === 'voided') return { sale }
  const salon = await payload.findByID({ collection: 'salons', id: Number(relationKey(sale.salon)), ...o })
  const today = instantToLocal(input.now, salon.timezone ?? 'Europe/London').date
  if (sale.date !== today) refuse(409, 'not_today', 'Only a sale made today can be voided: refund it instead.')
  const { left } = await refundableByMethod(payload, input.saleId)
  const clientId = relationKey(sale.client) || null
  const card = sale.tenders?.find((t) => t.method === 'card')
  const cardLeft = left.get('card') ?? 0
  if (card && cardLeft > 0) {
    if (!deps.payments) refuse(409, 'payments_unavailable', 'Card payments are not set up (Stripe).')
    const done = await refundCardPayment(deps.payments!, {
      paymentIntent: card.paymentIntent!,
      amount: cardLeft,
      key: `void-${sale.id}`,
      clientId,
      note: `Sale ${sale.number} voided: ${reason}`,
      byStaff: input.byStaff,
    })
    if (!done.ok) refuse(409, 'refund_refused', done.message)
  }
  const voided = await inTransaction(payload, async (req) => {
    await lockRowGroups(payload, req, TILL_LOCK_GROUP, [Number(relationKey(sale.salon))])
    const fresh = await loadSale(payload, input.saleId, req)
    if (fresh.status === 'voided') return fresh
    const at = input.now
    const base = { byStaff: input.byStaff, at, note: `Void: ${reason}` }
    for (const [method, amount] of (await refundableByMethod(payload, input.saleId, req)).left) {
      if (amount <= 0) continue
      const tender = fresh.tenders?.find((t) => t.method === method)
      const key = `void-${fresh.id}-${method}`
      const voucher = method === 'voucher' && tender?.voucher ? Number(relationKey(tender.voucher)) : null
      if (voucher) await voucherBack(payload, req, voucher, amount, key, fresh, input)
      if (method === 'balance' || method === 'points') {
        const points = method === 'points' ? (tender?.points ?? 0) : amount
        await moveAccount(payload, req, {
          clientId: clientId!,
          account: method === 'points' ? 'bonus' : 'balance',
          amount: points,
          key,
          saleId: String(fresh.id),
          note: `Sale ${fresh.number} voided`,
          byStaff: input.byStaff,
          at,
        })
      }
      await entry(payload, req, fresh, {
        ...base,
        kind: 'void',
        method,
        amount: -amount,
        key,
        voucher,
        paymentIntent: method === 'card' ? (card?.paymentIntent ?? null) : null,
      })
    }
    for (const [account, amount, what] of [
      ['bonus', -(fresh.pointsEarned ?? 0), 'points earned'],
      ['balance', -(fresh.credited ?? 0), 'credit kept'],
    ] as const) {
      if (!clientId || amount === 0) continue
      const moved = await moveAccount(payload, req, {
        clientId,
        account,
        amount,
        key: `void-${fresh.id}-${account}`,
        saleId: String(fresh.id),
        note: `Sale ${fresh.number} voided`,
        byStaff: input.byStaff,
        at,
      })
      if (!moved.ok) refuse(409, 'already_spent', `The ${what} on this sale have been used since: refund it instead.`)
    }
    for (const line of fresh.lines) {
      if (line.kind !== 'voucher' || !line.voucher) continue
      const v = await payload.findByID({ collection: 'vouchers', id: Number(relationKey(line.voucher)), req, ...o })
      if (v.remaining < v.amount)
        refuse(409, 'voucher_spent', `The voucher sold with this sale has been spent since: refund it instead.`)
      await payloadVoucherStore(payload, req).change(v.code, `void-${fresh.id}`, (s, earlier) =>
        !s || earlier
          ? { write: null, result: null }
          : {
              write: {
                remaining: 0,
                status: 'fully_utilized',
                movement: {
                  kind: 'redeem',
                  amount: s.remaining,
                  remainingAfter: 0,
                  saleId: String(fresh.id),
                  key: `void-${fresh.id}`,
                  note: `Sale ${fresh.number} voided: the voucher is cancelled`,
                  byStaff: input.byStaff,
                  at,
                },
              },
              result: null,
            },
      )
    }
    const visitId = relationKey(fresh.visit)
    if (visitId)
      await payload.update({
        collection: 'appointments',
        id: Number(visitId),
        data: { state: 'arrived', sale: null, saleSum: null },
        req,
        ...o,
      })
    return payload.update({
      collection: 'sales',
      id: fresh.id,
      data: { status: 'voided', voidedAt: at.toISOString(), voidedBy: Number(input.byStaff), voidReason: reason },
      req,
      ...o,
    })
  })
  return { sale: voided }
}
