/**
 * A gift voucher's life (Beauty Pro's certificate statuses, spec §3): `new` until it is paid for,
 * `sold` while untouched, `used` once partly spent, `fully_utilized` when nothing is left, and
 * `expired` past its expiry date with something left. Amounts are pence; what is left is the
 * amount less every use plus every refund, kept on the voucher and in its ledger alike.
 *
 * Money vouchers (multi-purpose: any service or product) and service vouchers (single-purpose: one
 * named service) are told apart because UK VAT treats them differently: VAT on a single-purpose
 * voucher is due when it is sold, on a multi-purpose one when it is spent (HMRC VAT Notice 700/7).
 */
export type VoucherStatus = 'new' | 'sold' | 'used' | 'fully_utilized' | 'expired'
export type VoucherKind = 'money' | 'service'

export interface VoucherFacts {
  kind: VoucherKind
  /** The service a service voucher is for. */
  serviceId: string | null
  /** Pence, as sold. */
  amount: number
  /** Pence still to spend. */
  remaining: number
  paid: boolean
  expiresAt: Date
}

/** Default life of a voucher: 12 months (the salon may set another). */
export const DEFAULT_VALID_MONTHS = 12

export function voucherStatus(v: VoucherFacts, now: Date): VoucherStatus {
  if (!v.paid) return 'new'
  if (v.remaining <= 0) return 'fully_utilized'
  if (v.expiresAt.getTime() <= now.getTime()) return 'expired'
  return v.remaining < v.amount ? 'used' : 'sold'
}

export type Spend =
  | { ok: true; spent: number; remaining: number; status: VoucherStatus }
  | { ok: false; reason: 'not_paid' | 'expired' | 'used_up' | 'other_service' }

/**
 * Spends up to `wanted` pence of a voucher on something that costs that much: as much as it holds
 * (never more, never below zero). A service voucher only pays for its own service.
 */
export function spend(v: VoucherFacts, wanted: number, now: Date, forService: string | null = null): Spend {
  const status = voucherStatus(v, now)
  if (status === 'new') return { ok: false, reason: 'not_paid' }
  if (status === 'fully_utilized') return { ok: false, reason: 'used_up' }
  if (status === 'expired') return { ok: false, reason: 'expired' }
  if (v.kind === 'service' && forService !== v.serviceId) return { ok: false, reason: 'other_service' }
  const spent = Math.max(0, Math.min(Math.round(wanted), v.remaining))
  const remaining = v.remaining - spent
  return { ok: true, spent, remaining, status: voucherStatus({ ...v, remaining }, now) }
}

/** Money given back onto a voucher (a refund of what it paid for), never more than was spent. */
export function giveBack(v: VoucherFacts, amount: number, now: Date): { remaining: number; status: VoucherStatus } {
  const remaining = Math.min(v.amount, v.remaining + Math.max(0, Math.round(amount)))
  return { remaining, status: voucherStatus({ ...v, remaining }, now) }
}

/** The expiry of a voucher sold at `soldAt`: the same day `months` later, at the end of that day (UTC). */
export function expiryFrom(soldAt: Date, months = DEFAULT_VALID_MONTHS): Date {
  const end = new Date(
    Date.UTC(soldAt.getUTCFullYear(), soldAt.getUTCMonth() + months, soldAt.getUTCDate(), 23, 59, 59),
  )
  // 31 January + 1 month is 3 March in Date arithmetic: keep to the last day of the month instead.
  if (end.getUTCDate() !== soldAt.getUTCDate())
    return new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 0, 23, 59, 59))
  return end
}
