/**
 * The checkout form's state, as a pure reducer: the lines as the desk edits them (prices as typed,
 * in pounds), extra lines, the tip and the methods of payment. What is due and what is left to
 * take are worked out from it on every change, in pence, so the screen and the server agree.
 */
import { pounds, toPence, type LineKind, type Method } from '../../domain/sale'
import type { CheckoutJson } from '../till-api'

export interface DraftLine {
  key: string
  kind: LineKind
  description: string
  service: string | null
  stylist: string | null
  stylistName?: string | null
  /** Pounds, as the salon lists it. */
  listPrice: number
  /** Pounds, as typed. */
  price: string
  discountReason: string
  recipientName?: string
}

export interface DraftTender {
  key: string
  method: Method
  amount: string
  cashGiven: string
  last4: string
  voucherCode: string
}

export interface CheckoutDraft {
  visit: string | null
  salon: string | null
  lines: DraftLine[]
  tip: string
  tenders: DraftTender[]
  receipt: boolean
  /** Pounds paid before (online prepayment and vouchers). */
  prepaid: number
  walkInName: string
}

/** What the checkout starts from: GET /api/staff/checkout's answer. */
export type DraftFromServer = Pick<CheckoutJson, 'visit' | 'salon' | 'lines'> & { prepaid: { total: number } }

let next = 0
const newKey = () => `k${++next}`

export function openCheckout(server: DraftFromServer): CheckoutDraft {
  return {
    visit: server.visit,
    salon: server.salon,
    lines: server.lines.map((l) => ({
      key: newKey(),
      kind: l.kind,
      description: l.description,
      service: l.service,
      stylist: l.stylist,
      stylistName: l.stylistName ?? null,
      listPrice: l.listPrice,
      price: String(l.price),
      discountReason: '',
    })),
    tip: '',
    tenders: [],
    receipt: true,
    prepaid: server.prepaid.total,
    walkInName: '',
  }
}

export type CheckoutAction =
  | {
      type: 'line'
      key: string
      patch: Partial<Pick<DraftLine, 'price' | 'discountReason' | 'description' | 'recipientName'>>
    }
  | { type: 'add-line'; kind: 'product' | 'extra' | 'voucher' }
  | { type: 'remove-line'; key: string }
  | { type: 'tip'; value: string }
  | { type: 'add-tender'; method: Method }
  | { type: 'tender'; key: string; patch: Partial<Omit<DraftTender, 'key' | 'method'>> }
  | { type: 'remove-tender'; key: string }
  | { type: 'receipt'; value: boolean }
  | { type: 'walk-in-name'; value: string }

/** Pence of a typed amount (0 for empty, NaN for what is not an amount). */
const typed = (value: string): number => (value.trim() === '' ? 0 : toPence(value))

export interface Sums {
  /** Pence: lines and tip. */
  total: number
  due: number
  entered: number
  /** Left to take (negative: more entered than due). */
  left: number
  /** Whether every amount reads as money. */
  readable: boolean
}

export function sums(d: CheckoutDraft): Sums {
  const lines = d.lines.map((l) => typed(l.price))
  const tip = typed(d.tip)
  const tenders = d.tenders.map((t) => typed(t.amount))
  const readable = [...lines, tip, ...tenders].every((n) => Number.isFinite(n) && n >= 0)
  const total = lines.reduce((s, n) => s + (Number.isFinite(n) ? n : 0), 0) + (Number.isFinite(tip) ? tip : 0)
  const due = Math.max(0, total - Math.round(d.prepaid * 100))
  const entered = tenders.reduce((s, n) => s + (Number.isFinite(n) ? n : 0), 0)
  return { total, due, entered, left: due - entered, readable }
}

export function checkoutReducer(d: CheckoutDraft, a: CheckoutAction): CheckoutDraft {
  switch (a.type) {
    case 'line':
      return { ...d, lines: d.lines.map((l) => (l.key === a.key ? { ...l, ...a.patch } : l)) }
    case 'add-line':
      return {
        ...d,
        lines: [
          ...d.lines,
          {
            key: newKey(),
            kind: a.kind,
            description: '',
            service: null,
            stylist: null,
            listPrice: 0,
            price: '',
            discountReason: '',
            ...(a.kind === 'voucher' ? { recipientName: '' } : {}),
          },
        ],
      }
    case 'remove-line':
      return { ...d, lines: d.lines.filter((l) => l.key !== a.key) }
    case 'tip':
      return { ...d, tip: a.value }
    case 'add-tender': {
      // A new method is offered what is still to take.
      const left = sums(d).left
      const amount = left > 0 ? (left / 100).toFixed(2) : ''
      return {
        ...d,
        tenders: [...d.tenders, { key: newKey(), method: a.method, amount, cashGiven: '', last4: '', voucherCode: '' }],
      }
    }
    case 'tender':
      return { ...d, tenders: d.tenders.map((t) => (t.key === a.key ? { ...t, ...a.patch } : t)) }
    case 'remove-tender':
      return { ...d, tenders: d.tenders.filter((t) => t.key !== a.key) }
    case 'receipt':
      return { ...d, receipt: a.value }
    case 'walk-in-name':
      return { ...d, walkInName: a.value }
  }
}

/** Change for a cash row, in pence (0 when none is due or the amounts do not read). */
export function changeOf(t: DraftTender): number {
  if (t.method !== 'cash' || !t.cashGiven.trim()) return 0
  const given = toPence(t.cashGiven)
  const amount = typed(t.amount)
  return Number.isFinite(given) && Number.isFinite(amount) && given > amount ? given - amount : 0
}

/** The body of POST /api/staff/sales. */
export function saleRequest(d: CheckoutDraft, key: string, client: string | null) {
  const amount = (v: string) => (v.trim() === '' ? 0 : Number(v.trim()))
  return {
    key,
    visit: d.visit,
    salon: d.visit ? null : d.salon,
    client: d.visit ? null : client,
    walkInName: d.walkInName.trim() || null,
    lines: d.lines.map((l) => ({
      kind: l.kind,
      description: l.description,
      service: l.service,
      stylist: l.stylist,
      listPrice: l.kind === 'service' ? l.listPrice : amount(l.price),
      price: amount(l.price),
      discountReason: l.discountReason.trim() || null,
      ...(l.kind === 'voucher' ? { recipientName: l.recipientName?.trim() || null } : {}),
    })),
    tip: amount(d.tip),
    tenders: d.tenders.map((t) => ({
      method: t.method,
      amount: amount(t.amount),
      cashGiven: t.method === 'cash' && t.cashGiven.trim() ? Number(t.cashGiven) : null,
      last4: t.last4.trim() || null,
      voucherCode: t.method === 'voucher' ? t.voucherCode : null,
    })),
    receipt: d.receipt,
  }
}

/** Whether a line's typed price is below its list price (a reason is asked for). */
export const discounted = (l: DraftLine): boolean => {
  const p = typed(l.price)
  return l.kind === 'service' && Number.isFinite(p) && p < Math.round(l.listPrice * 100)
}

export { pounds }
