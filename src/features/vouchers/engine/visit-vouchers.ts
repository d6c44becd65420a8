import type { Payload } from 'payload'

import type { VisitVouchers, VoucherPartView } from '@/features/booking/kit'
import { toPounds } from '@/features/payments/kit'

import { checkVoucherFor, maskedCode, payVisitWithVoucher } from '../use-cases/visit-part'
import { payloadVoucherStore } from './payload-store'

/** What booking asks of gift vouchers (its `VisitVouchers` port), on this process's Payload. */
export function visitVouchers(payload: Payload): VisitVouchers {
  const store = payloadVoucherStore(payload)
  return {
    async check(code, serviceIds, now) {
      const checked = await checkVoucherFor(store, code, serviceIds, now)
      return checked.ok ? { ok: true } : { ok: false, message: checked.message }
    },
    async pay({ code, visit, terms, now }) {
      const paid = await payVisitWithVoucher(store, { code, visit, terms, now })
      if (!paid.ok) return { ok: false, message: paid.message }
      return {
        ok: true,
        code: maskedCode(paid.code),
        paid: toPounds(paid.paidOnVisit),
        remaining: toPounds(paid.remaining),
        terms: paid.terms,
      }
    },
    async parts(visitIds) {
      const parts = new Map<string, VoucherPartView[]>()
      for (const part of await store.ofVisits(visitIds)) {
        if (part.net <= 0) continue
        const list = parts.get(part.visitId) ?? []
        list.push({ code: maskedCode(part.code), amount: toPounds(part.net) })
        parts.set(part.visitId, list)
      }
      return parts
    },
  }
}
