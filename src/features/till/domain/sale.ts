/**
 * The till's arithmetic (issue 29): a sale's lines, its tip and what was prepaid online give the
 * amount due; the methods it is paid by must add up to it exactly. Everything is whole pence. A
 * price may be changed per line, but one lowered below the list price needs a reason, so the
 * owner can read why later.
 */

export type LineKind = 'service' | 'product' | 'extra' | 'voucher'
export type Method = 'cash' | 'terminal' | 'card' | 'balance' | 'voucher' | 'points'

export const METHODS: readonly Method[] = ['cash', 'terminal', 'card', 'balance', 'voucher', 'points']

export interface SaleLine {
  kind: LineKind
  description: string
  serviceId?: string | null
  stylistId?: string | null
  /** The price the salon lists, in pence (what the visit was booked at). */
  listPrice: number
  /** What the client pays for it, in pence. */
  price: number
  discountReason?: string | null
}

export interface Tender {
  method: Method
  /** Pence taken by this method. */
  amount: number
  /** Cash: what the client handed over, when more than the amount (change is given). */
  cashGiven?: number | null
  /** Terminal or card: the card's last four digits, when staff note them. */
  last4?: string | null
  /** Voucher: the code as typed. */
  voucherCode?: string | null
}

export interface SaleTotals {
  /** What the lines list at. */
  listed: number
  /** The lines as charged. */
  lines: number
  /** Listed less charged, where a price was lowered. */
  discount: number
  tip: number
  /** Lines and tip. */
  total: number
  /** Paid online before the visit (prepayments, vouchers), deducted. */
  prepaid: number
  /** What is left to pay now (never below 0). */
  due: number
  /** Paid online beyond the total: kept as the client's credit. */
  overpaid: number
}

/** Most one sale may come to: £10,000 (a typo guard, not a business limit). */
export const MAX_SALE = 1_000_000

export type Invalid = { ok: false; field: string; message: string }

const isPence = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_SALE

export function checkLines(lines: SaleLine[]): Invalid | null {
  if (!lines.length) return { ok: false, field: 'lines', message: 'Add at least one thing to the sale.' }
  for (const [i, line] of lines.entries()) {
    const at = `lines.${i}`
    if (!line.description.trim()) return { ok: false, field: `${at}.description`, message: 'Say what is sold.' }
    if (!isPence(line.price) || !isPence(line.listPrice))
      return { ok: false, field: `${at}.price`, message: 'Enter a price in pounds, e.g. 45 or 45.50.' }
    if (line.kind === 'voucher' && line.price < 100)
      return { ok: false, field: `${at}.price`, message: 'A gift voucher is for £1 or more.' }
    if (line.price < line.listPrice && !line.discountReason?.trim())
      return { ok: false, field: `${at}.discountReason`, message: 'Give a reason for the lower price.' }
  }
  return null
}

export function totals(input: { lines: SaleLine[]; tip: number; prepaid: number }): SaleTotals {
  const listed = input.lines.reduce((s, l) => s + Math.max(l.listPrice, l.price), 0)
  const charged = input.lines.reduce((s, l) => s + l.price, 0)
  const total = charged + input.tip
  const left = total - input.prepaid
  return {
    listed,
    lines: charged,
    discount: listed - charged,
    tip: input.tip,
    total,
    prepaid: input.prepaid,
    due: Math.max(0, left),
    overpaid: Math.max(0, -left),
  }
}

/**
 * The methods must pay exactly what is due: each a positive amount, cash may be handed over in
 * excess (the change is worked out), a card on file at most once.
 */
export function checkTenders(due: number, tenders: Tender[]): Invalid | null {
  for (const [i, t] of tenders.entries()) {
    const at = `tenders.${i}`
    if (!METHODS.includes(t.method)) return { ok: false, field: `${at}.method`, message: 'Choose how this is paid.' }
    if (!isPence(t.amount) || t.amount === 0)
      return { ok: false, field: `${at}.amount`, message: 'Enter an amount in pounds.' }
    if (t.method === 'cash' && t.cashGiven != null && (!isPence(t.cashGiven) || t.cashGiven < t.amount))
      return { ok: false, field: `${at}.cashGiven`, message: 'The cash handed over is less than the amount.' }
    if (t.last4 != null && t.last4 !== '' && !/^\d{4}$/.test(t.last4))
      return { ok: false, field: `${at}.last4`, message: 'The last four digits are four numbers.' }
    if (t.method === 'voucher' && !t.voucherCode?.trim())
      return { ok: false, field: `${at}.voucherCode`, message: 'Enter the voucher code.' }
  }
  if (tenders.filter((t) => t.method === 'card').length > 1)
    return { ok: false, field: 'tenders', message: 'Take the card on file once, for the whole amount it pays.' }
  const paid = tenders.reduce((s, t) => s + t.amount, 0)
  if (paid !== due) {
    const gap = due - paid
    const words = gap > 0 ? `${pounds(gap)} is still to pay.` : `${pounds(-gap)} more than is due is entered.`
    return { ok: false, field: 'tenders', message: `The payments must add up to ${pounds(due)}: ${words}` }
  }
  return null
}

/** Change given for a cash tender. */
export const changeFor = (t: Tender): number =>
  t.method === 'cash' && t.cashGiven != null ? Math.max(0, t.cashGiven - t.amount) : 0

/** £12.50 */
export const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`

/** Pounds as typed or sent (45, 45.5, "45.50") to whole pence, or NaN. */
export function toPence(value: unknown): number {
  if (typeof value === 'string' && !value.trim()) return Number.NaN
  const n = typeof value === 'string' ? Number(value.trim()) : value
  if (typeof n !== 'number' || !Number.isFinite(n)) return Number.NaN
  return Math.round(n * 100)
}

/** Bonus points: earned per whole pound paid with money (not vouchers, balance or points). */
export interface BonusRules {
  enabled: boolean
  /** Points per £1 paid. */
  perPound: number
  /** What one point is worth at the desk, in pence. */
  pointValue: number
}

const EARNS: Method[] = ['cash', 'terminal', 'card']

export function pointsEarned(rules: BonusRules, tenders: Tender[]): number {
  if (!rules.enabled || rules.perPound <= 0) return 0
  const money = tenders.filter((t) => EARNS.includes(t.method)).reduce((s, t) => s + t.amount, 0)
  return Math.floor(money / 100) * rules.perPound
}

/** The points a points tender of `amount` pence uses (rounded up: a point is not split). */
export const pointsFor = (rules: BonusRules, amount: number): number =>
  rules.pointValue > 0 ? Math.ceil(amount / rules.pointValue) : Number.POSITIVE_INFINITY
