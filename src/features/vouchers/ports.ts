/**
 * What the vouchers' use cases need from storage: one voucher read and changed under its own lock,
 * in one transaction with the ledger row that explains the change.
 */
import type { VoucherFacts, VoucherStatus } from './domain/voucher'

export interface StoredVoucher extends VoucherFacts {
  id: string
  code: string
  status: VoucherStatus
}

export interface VoucherMovement {
  kind: 'issue' | 'redeem' | 'refund'
  amount: number
  remainingAfter: number
  visitId?: string | null
  saleId?: string | null
  clientId?: string | null
  /** Unique: the same change asked twice is made once. */
  key: string
  /** A use on a visit: the late-cancellation fee of the terms the client was shown (pence), kept from it first. */
  keepIfLate?: number | null
  note?: string | null
  byStaff?: string | null
  at: Date
}

/** A change decided on the voucher as it is under the lock: the new remaining and its ledger row. */
export type VoucherChange<R> = {
  write: { remaining: number; status: VoucherStatus; movement: VoucherMovement } | null
  result: R
}

/** A voucher being sold: paid now (at the desk, by staff) or once Stripe reports the payment. */
export interface NewVoucher {
  code: string
  kind: 'money' | 'service'
  serviceId: string | null
  amount: number
  expiresAt: Date
  paidAt: Date | null
  soldVia: 'online' | 'desk'
  salonId?: string | null
  buyer?: { clientId?: string | null; name?: string | null; phone?: string | null; email?: string | null }
  recipient?: { name?: string | null; phone?: string | null; message?: string | null; sendOn?: Date | null }
  locale?: 'en' | 'uk'
  byStaff?: string | null
}

/** What one voucher did on one visit: its uses less what was given back (pence). */
export interface VisitVoucherPart {
  visitId: string
  voucherId: string
  code: string
  /** Pence: spent on the visit less given back. */
  net: number
  /** The most a late cancellation by the client keeps of the visit's voucher part (pence). */
  keepIfLate: number
}

export interface VoucherStore {
  /** What vouchers paid on these visits, one entry per visit and voucher (net of what was given back). */
  ofVisits(visitIds: string[]): Promise<VisitVoucherPart[]>
  /** The voucher with this code (as parsed), or null. */
  find(code: string): Promise<StoredVoucher | null>
  /** Writes a new voucher (and, when paid, the ledger row that loads it); false when the code is taken. */
  create(voucher: NewVoucher): Promise<StoredVoucher | false>
  /** Ties a voucher bought online to the payment request of its Stripe page. */
  setPaymentRequest(voucherId: string, requestId: string): Promise<void>
  /** Removes a voucher that was never paid (its page could not be opened). */
  discardUnpaid(voucherId: string): Promise<void>
  /**
   * Runs `decide` on the voucher with this code (null when there is none), locked against every
   * other change of it until the transaction ends, and writes what it decides with it. When a
   * movement with the same key already exists, `decide` gets it as `earlier` instead of changing
   * anything twice.
   */
  change<R>(
    code: string,
    key: string,
    decide: (voucher: StoredVoucher | null, earlier: VoucherMovement | null) => VoucherChange<R>,
  ): Promise<R>
}
