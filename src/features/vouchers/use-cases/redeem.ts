/**
 * Spending a voucher on a visit or a sale: as much of it as the thing costs and it holds, never
 * more. The store locks the voucher, so two uses at the same moment are made one after the other:
 * the second sees what the first left.
 */
import { parseVoucherCode } from '../domain/code'
import { spend } from '../domain/voucher'
import type { VoucherStore } from '../ports'
import { MISTYPED, NOT_A_VOUCHER } from './look-up'

export type Redemption =
  | { ok: true; voucherId: string; spent: number; remaining: number; replayed: boolean }
  | {
      ok: false
      reason: 'invalid' | 'mistyped' | 'not_paid' | 'expired' | 'used_up' | 'other_service'
      message: string
    }

export const VOUCHER_MESSAGES = {
  invalid: NOT_A_VOUCHER,
  mistyped: MISTYPED,
  not_paid: 'This voucher has not been paid for yet.',
  expired: 'This voucher has expired.',
  used_up: 'This voucher has been used up.',
  other_service: 'This voucher is for another service.',
} as const

export async function redeemVoucher(
  store: VoucherStore,
  input: {
    code: string
    /** Pence wanted: what the visit or sale still costs. */
    wanted: number
    /** The service paid for, for a service voucher. */
    forService?: string | null
    visitId?: string | null
    saleId?: string | null
    clientId?: string | null
    /** The request's own key: the same use asked twice spends once. */
    key: string
    /** A use on a visit: the late-cancellation fee its terms showed (pence), kept from the voucher first. */
    keepIfLate?: number | null
    byStaff?: string | null
    now: Date
  },
): Promise<Redemption> {
  const parsed = parseVoucherCode(input.code)
  if (!parsed.ok) {
    const reason = parsed.reason === 'mistyped' ? 'mistyped' : 'invalid'
    return { ok: false, reason, message: VOUCHER_MESSAGES[reason] }
  }
  return store.change<Redemption>(parsed.code, `redeem:${input.key}`, (voucher, earlier) => {
    // An unknown code says no more than a malformed one: guessing learns nothing.
    if (!voucher) return { write: null, result: { ok: false, reason: 'invalid', message: VOUCHER_MESSAGES.invalid } }
    if (earlier)
      return {
        write: null,
        result: {
          ok: true,
          voucherId: voucher.id,
          spent: earlier.amount,
          remaining: earlier.remainingAfter,
          replayed: true,
        },
      }
    const outcome = spend(voucher, input.wanted, input.now, input.forService ?? null)
    if (!outcome.ok)
      return { write: null, result: { ok: false, reason: outcome.reason, message: VOUCHER_MESSAGES[outcome.reason] } }
    if (outcome.spent <= 0)
      return {
        write: null,
        result: { ok: true, voucherId: voucher.id, spent: 0, remaining: voucher.remaining, replayed: false },
      }
    return {
      write: {
        remaining: outcome.remaining,
        status: outcome.status,
        movement: {
          kind: 'redeem',
          amount: outcome.spent,
          remainingAfter: outcome.remaining,
          visitId: input.visitId ?? null,
          saleId: input.saleId ?? null,
          clientId: input.clientId ?? null,
          key: `redeem:${input.key}`,
          keepIfLate: input.keepIfLate ?? null,
          byStaff: input.byStaff ?? null,
          at: input.now,
        },
      },
      result: { ok: true, voucherId: voucher.id, spent: outcome.spent, remaining: outcome.remaining, replayed: false },
    }
  })
}
