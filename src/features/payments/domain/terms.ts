/**
 * What a visit asks of a client's money, and what happens to it when the visit is cancelled or
 * missed. Pure: every amount is in pence (integers); the booking API speaks pounds at its edge.
 * The salon's settings are the `prepayments` group of the booking settings (the old system's names).
 */

/** How much is taken at booking: the visit's price, a share, a fixed sum per visit or per service, or only a card. */
export type RequiredType = 'full' | 'percent' | 'fixedForAppointment' | 'fixedForService' | 'card'

export interface PrepaymentSettings {
  active: boolean
  requiredType: RequiredType
  /** For `percent`: the share of the visit's price taken at booking (1–100). */
  requiredPercent: number
  /** For `fixedForAppointment` / `fixedForService`: pounds. */
  requiredAmount: number
  /** Kept of the visit's price when the client cancels inside the late window (0–100). */
  lateCancelFeePercent: number
  /** Charged of the visit's price when the client does not come (0–100). */
  noShowFeePercent: number
}

export const NO_PREPAYMENTS: Readonly<PrepaymentSettings> = Object.freeze({
  active: false,
  requiredType: 'card',
  requiredPercent: 0,
  requiredAmount: 0,
  lateCancelFeePercent: 0,
  noShowFeePercent: 0,
})

/** A cancellation this close to the start is late (the old system's "cancel within 48 hours" rule). */
export const LATE_CANCEL_HOURS = 48

/** The least Stripe charges in pounds sterling (30p): a smaller prepayment saves the card instead. */
export const SMALLEST_CHARGE = 30

export const CURRENCY = 'gbp'

export const toPence = (pounds: number): number => Math.round(pounds * 100)
export const toPounds = (pence: number): number => Math.round(pence) / 100

/** One service of the visit, as the terms see it. */
export interface TermsItem {
  /** Pounds; null when the service has no price at that salon. */
  price: number | null
  /** The service or its stylist is marked "prepayment required". */
  prepaymentRequired: boolean
}

/** What the client is shown and agrees to before the visit is theirs. */
export interface VisitTerms {
  /** `payment`: `amount` is paid now and the card kept; `setup`: only the card is saved. */
  mode: 'payment' | 'setup'
  /** Paid now, pence (0 in `setup` mode). */
  amount: number
  /** The visit's price, pence. */
  price: number
  /** Kept when cancelled inside the late window, pence: never more than the price. */
  lateCancelFee: number
  /** Charged when the client does not come, pence: never more than the price. */
  noShowFee: number
  lateCancelHours: number
  currency: typeof CURRENCY
  /**
   * Paid by gift vouchers and the client's balance (issue 29, decisions 0038 and 0039): `paid` pence
   * of the visit, and the prepayment the terms asked before them (`asked`, pence). That part counts
   * as prepaid for every fee rule; `balance` pence of `paid` came from the balance.
   */
  voucher?: { paid: number; asked: number; balance?: number }
}

const share = (pence: number, percent: number) => Math.round((pence * Math.min(100, Math.max(0, percent))) / 100)

/**
 * The terms of a visit, or null when it needs nothing: prepayments are off, or neither a service,
 * its stylist nor the client is marked. A prepayment under 30p saves the card instead.
 */
export function visitTerms(
  settings: PrepaymentSettings,
  visit: { items: TermsItem[]; clientPrepaymentRequired: boolean },
): VisitTerms | null {
  if (!settings.active || !visit.items.length) return null
  const marked = visit.items.filter((i) => visit.clientPrepaymentRequired || i.prepaymentRequired)
  if (!marked.length) return null
  const price = visit.items.reduce((sum, i) => sum + toPence(i.price ?? 0), 0)
  const fixed = toPence(settings.requiredAmount)
  const asked: Record<RequiredType, number> = {
    full: price,
    percent: share(price, settings.requiredPercent),
    fixedForAppointment: Math.min(fixed, price),
    fixedForService: Math.min(fixed * marked.length, price),
    card: 0,
  }
  const amount = asked[settings.requiredType]
  const paying = settings.requiredType !== 'card' && amount >= SMALLEST_CHARGE
  return {
    mode: paying ? 'payment' : 'setup',
    amount: paying ? amount : 0,
    price,
    lateCancelFee: share(price, settings.lateCancelFeePercent),
    noShowFee: share(price, settings.noShowFeePercent),
    lateCancelHours: LATE_CANCEL_HOURS,
    currency: CURRENCY,
  }
}

/** Whether a cancellation at `now` of a visit starting at `start` is inside the late window. */
export function isLateCancellation(start: Date, now: Date, hours = LATE_CANCEL_HOURS): boolean {
  return start.getTime() - now.getTime() < hours * 3_600_000
}

/**
 * A cancelled visit's money: inside the late window the fee the client was shown is kept (never
 * more than is still held), everything else paid is refunded. A visit the salon cancels, or one
 * cancelled in time, is refunded in full.
 */
export function cancellationRefund(input: {
  /** Paid and not yet refunded, pence. */
  held: number
  terms: Pick<VisitTerms, 'lateCancelFee' | 'lateCancelHours'>
  start: Date
  now: Date
  bySalon: boolean
}): { keep: number; refund: number } {
  const held = Math.max(0, input.held)
  const late = !input.bySalon && isLateCancellation(input.start, input.now, input.terms.lateCancelHours)
  const keep = late ? Math.min(input.terms.lateCancelFee, held) : 0
  return { keep, refund: held - keep }
}

/** The no-show fee still to charge on the card: the fee shown, less what the client already paid. */
export function noShowCharge(input: { held: number; terms: Pick<VisitTerms, 'noShowFee'> }): number {
  return Math.max(0, input.terms.noShowFee - Math.max(0, input.held))
}

/** What staff may still refund of a visit: what was taken, less what was refunded. */
export function refundable(ledger: { kind: string; amount: number }[]): number {
  return ledger.reduce((sum, row) => sum + (row.kind === 'refund' ? -row.amount : row.amount), 0)
}
