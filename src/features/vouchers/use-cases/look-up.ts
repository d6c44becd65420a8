/**
 * A voucher looked up by the code someone typed (the widget, the account, the desk): what it is
 * for, what is left and until when. A code that is not a voucher, malformed or unknown, gets one
 * answer; a mistyped one (the check symbol fails) is told so, which reveals nothing.
 */
import { parseVoucherCode } from '../domain/code'
import { voucherStatus } from '../domain/voucher'
import type { StoredVoucher, VoucherStore } from '../ports'

export type LookUp =
  { ok: true; voucher: StoredVoucher } | { ok: false; reason: 'invalid' | 'mistyped'; message: string }

export const NOT_A_VOUCHER = 'This is not a valid voucher code.'
export const MISTYPED = 'This code has a typing mistake: please check it against the voucher.'

export async function lookUpVoucher(store: VoucherStore, typed: string, now: Date): Promise<LookUp> {
  const parsed = parseVoucherCode(typed)
  if (!parsed.ok)
    return parsed.reason === 'mistyped'
      ? { ok: false, reason: 'mistyped', message: MISTYPED }
      : { ok: false, reason: 'invalid', message: NOT_A_VOUCHER }
  const voucher = await store.find(parsed.code)
  // Not sold yet (its online payment still open) reads as unknown: it is not money anybody holds.
  if (!voucher || !voucher.paid) return { ok: false, reason: 'invalid', message: NOT_A_VOUCHER }
  return { ok: true, voucher: { ...voucher, status: voucherStatus(voucher, now) } }
}
