/**
 * A gift voucher paying toward a visit booked online (issue 29), and given back when the visit is
 * cancelled. It pays as much of the visit as it holds, up to the visit's price (a service voucher:
 * up to its own service's price) less what vouchers already paid on it; the prepayment still owed is
 * the terms' prepayment less the voucher part. The voucher part counts as prepaid for the fees, and
 * they are taken from it first: a late cancellation by the client keeps up to the late fee of it,
 * and gives the rest back; any other cancellation (in time, by the salon, a hold let go or left
 * unpaid) gives it all back. Expiry never changes.
 */
import { isLateCancellation, termsAfterVoucher, voucherPart } from '@/features/payments/kit'
import type { VisitTerms } from '@/features/payments/contract'

import { spend, giveBack, type VoucherStatus } from '../domain/voucher'
import type { StoredVoucher, VoucherStore } from '../ports'
import { lookUpVoucher } from './look-up'
import { redeemVoucher, VOUCHER_MESSAGES } from './redeem'

/** The visit as a voucher sees it: its services and their prices (pounds, as booking keeps them). */
export interface VisitBill {
  id: string
  clientId: string | null
  items: { serviceId: string; price: number | null }[]
}

export type VoucherRefused = { ok: false; reason: string; message: string }

export const NOTHING_TO_PAY = 'There is nothing left on this visit for a voucher to pay.'

/** How a code is shown once used: only its last four symbols. */
export const maskedCode = (code: string) => `••••-${code.slice(-4)}`

/** Whether a typed code can pay toward a visit of these services now (nothing is spent). */
export async function checkVoucherFor(
  store: VoucherStore,
  typed: string,
  serviceIds: string[],
  now: Date,
): Promise<{ ok: true; voucher: StoredVoucher } | VoucherRefused> {
  const found = await lookUpVoucher(store, typed, now)
  if (!found.ok) return found
  const voucher = found.voucher
  const checked = spend(voucher, 0, now, forServiceOf(voucher, serviceIds))
  return checked.ok
    ? { ok: true, voucher }
    : { ok: false, reason: checked.reason, message: VOUCHER_MESSAGES[checked.reason] }
}

const forServiceOf = (v: StoredVoucher, serviceIds: string[]) =>
  v.kind === 'service' && v.serviceId && serviceIds.includes(v.serviceId) ? v.serviceId : null

const pence = (items: VisitBill['items']) => items.reduce((sum, i) => sum + Math.round((i.price ?? 0) * 100), 0)

export type VisitPaid =
  | {
      ok: true
      code: string
      /** Pence spent now (0 when the same use was asked again). */
      spent: number
      /** Pence left on the voucher. */
      remaining: number
      /** Pence all vouchers paid on the visit. */
      paidOnVisit: number
      /** What the visit's terms still ask (null: nothing, the visit is booked). */
      terms: VisitTerms | null
    }
  | VoucherRefused

/**
 * Spends a voucher on a visit, once per visit and voucher (the key is theirs: asked again, it spends
 * nothing more). `terms`: what the visit asks (null when it needs no money).
 */
export async function payVisitWithVoucher(
  store: VoucherStore,
  input: { code: string; visit: VisitBill; terms: VisitTerms | null; now: Date },
): Promise<VisitPaid> {
  const { visit, now } = input
  const checked = await checkVoucherFor(
    store,
    input.code,
    visit.items.map((i) => i.serviceId),
    now,
  )
  if (!checked.ok) return checked
  const voucher = checked.voucher
  const already = (await store.ofVisits([visit.id])).reduce((sum, p) => sum + p.net, 0)
  // What vouchers and the client's balance paid before (the terms of a visit still owing count both).
  const paidBefore = Math.max(already, voucherPart(input.terms))
  const forService = forServiceOf(
    voucher,
    visit.items.map((i) => i.serviceId),
  )
  const own = forService ? pence(visit.items.filter((i) => i.serviceId === forService)) : pence(visit.items)
  const wanted = Math.max(0, Math.min(own, pence(visit.items) - paidBefore))
  if (wanted <= 0) return { ok: false, reason: 'nothing_to_pay', message: NOTHING_TO_PAY }
  const used = await redeemVoucher(store, {
    code: voucher.code,
    wanted,
    forService,
    visitId: visit.id,
    clientId: visit.clientId,
    key: `visit:${visit.id}:${voucher.code}`,
    keepIfLate: input.terms?.lateCancelFee ?? 0,
    now,
  })
  if (!used.ok) return used
  const spent = used.replayed ? 0 : used.spent
  return {
    ok: true,
    code: voucher.code,
    spent,
    remaining: used.remaining,
    paidOnVisit: already + spent,
    terms: input.terms ? termsAfterVoucher(input.terms, paidBefore + spent) : null,
  }
}

/**
 * A cancelled visit's voucher part given back: all of it, unless the client cancelled late, when up
 * to the late fee of their terms is kept (from the first voucher used first). Each voucher's refund
 * is written once (its key names the visit and the voucher). Pence given back.
 */
export async function giveBackForVisit(
  store: VoucherStore,
  input: { visitId: string; start: Date; now: Date; lateByClient: boolean },
): Promise<number> {
  const parts = (await store.ofVisits([input.visitId])).filter((p) => p.net > 0)
  if (!parts.length) return 0
  const late = input.lateByClient && isLateCancellation(input.start, input.now)
  const total = parts.reduce((sum, p) => sum + p.net, 0)
  let keep = late ? Math.min(total, Math.max(...parts.map((p) => p.keepIfLate))) : 0
  let given = 0
  for (const part of parts) {
    const kept = Math.min(keep, part.net)
    keep -= kept
    const amount = part.net - kept
    if (amount <= 0) continue
    const key = `refund:visit:${input.visitId}:${part.code}`
    given += await store.change<number>(part.code, key, (voucher, earlier) => {
      if (!voucher || earlier) return { write: null, result: 0 }
      const back: { remaining: number; status: VoucherStatus } = giveBack(voucher, amount, input.now)
      const moved = back.remaining - voucher.remaining
      if (moved <= 0) return { write: null, result: 0 }
      return {
        write: {
          ...back,
          movement: {
            kind: 'refund',
            amount: moved,
            remainingAfter: back.remaining,
            visitId: input.visitId,
            key,
            note: kept > 0 ? 'Given back less the late-cancellation fee' : 'Given back: the visit was cancelled',
            at: input.now,
          },
        },
        result: moved,
      }
    })
  }
  return given
}
