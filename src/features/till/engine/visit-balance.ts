/**
 * A client's balance paying toward visits booked online (issue 29, decision 0039), on Payload: the
 * port booking asks for (`VisitBalance`). Spends are written under the client's lock, never below
 * zero; the key names the visit and what was paid on it before.
 */
import type { Payload } from 'payload'

import type { Appointment, VisitBalance } from '@/features/booking/kit'
import { termsAfterVoucher, toPounds, voucherPart } from '@/features/payments/kit'
import { voucherPaidOnVisits } from '@/features/vouchers'
import { lockRowGroups } from '@/platform/db/row-group-lock'
import { inTransaction } from '@/platform/db/transaction'

import { balanceToSpend } from '../domain/visit-balance'
import { balancePaidOnVisits } from './balance-parts'
import { accountTotal, BALANCE_LOCK_GROUP, moveAccount } from './client-ledger'

export const BALANCE_EMPTY = 'There is nothing on your balance to pay with.'

const pence = (items: Appointment['items']) => items.reduce((sum, i) => sum + Math.round((i.price ?? 0) * 100), 0)

/** What booking asks of the client's balance (its `VisitBalance` port), on this process's Payload. */
export function visitBalance(payload: Payload): VisitBalance {
  return {
    available: async (clientId) => toPounds(await accountTotal(payload, clientId, 'balance')),
    async pay({ visit, terms, now }) {
      if (!visit.clientId) return { ok: false, message: BALANCE_EMPTY }
      const clientId = visit.clientId
      return inTransaction(payload, async (req) => {
        // The client's lock first, so that what was paid before is read after any spend at the same moment.
        await lockRowGroups(payload, req, BALANCE_LOCK_GROUP, [Number(clientId)])
        const [vouchers, own] = await Promise.all([
          voucherPaidOnVisits(payload, [visit.id], req),
          balancePaidOnVisits(payload, [visit.id], req),
        ])
        const before = own.get(visit.id) ?? 0
        const paidBefore = Math.max((vouchers.get(visit.id) ?? 0) + before, voucherPart(terms))
        const have = await accountTotal(payload, clientId, 'balance', req)
        const spend = balanceToSpend({ have, price: pence(visit.items), paidBefore })
        if (have <= 0) return { ok: false as const, message: BALANCE_EMPTY }
        // Vouchers paid the whole visit already: the balance keeps its money.
        if (spend <= 0)
          return {
            ok: true as const,
            paid: toPounds(before),
            remaining: toPounds(have),
            terms: terms ? termsAfterVoucher(terms, paidBefore, before) : null,
          }
        const moved = await moveAccount(payload, req, {
          clientId,
          account: 'balance',
          amount: -spend,
          key: `visit:${visit.id}:balance:${before}`,
          visitId: visit.id,
          keepIfLate: terms?.lateCancelFee ?? 0,
          note: 'Paid toward a visit booked online',
          at: now,
        })
        // Spent meanwhile at the same moment: the lock let the other spend first.
        if (!moved.ok) return { ok: false as const, message: BALANCE_EMPTY }
        const spent = moved.replayed ? 0 : spend
        return {
          ok: true as const,
          paid: toPounds(before + spent),
          remaining: toPounds(moved.after),
          terms: terms ? termsAfterVoucher(terms, paidBefore + spent, before + spent) : null,
        }
      })
    },
    async parts(visitIds) {
      const paid = new Map<string, number>()
      for (const [id, pence] of await balancePaidOnVisits(payload, visitIds)) paid.set(id, toPounds(pence))
      return paid
    },
  }
}
