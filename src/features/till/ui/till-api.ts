/** The till's calls from the browser (the admin's session cookie goes along). */
import { callApi } from '@/features/booking/client'
import type { LineKind, Method } from '../domain/sale'

export type TillAnswer<T> =
  ({ ok: true } & T) | { ok: false; status: number; message: string; reason?: string; fields?: Record<string, string> }

/** A call to the till's API (the site's one browser call, `callApi`), its refusal flattened for the forms. */
export async function tillCall<T>(method: string, url: string, body?: unknown): Promise<TillAnswer<T>> {
  const answer = await callApi<T>(method, url, body)
  if (answer.ok) return { ok: true, ...answer.data }
  const { message, reason, fields } = answer.body
  return {
    ok: false,
    status: answer.status,
    message: message ?? (answer.status ? `HTTP ${answer.status}` : ''),
    reason,
    fields,
  }
}

export interface SaleJson {
  id: string
  number: string
  date: string
  status: 'closed' | 'voided'
  visit: string | null
  lines: {
    kind: LineKind
    description: string
    listPrice: number
    price: number
    discountReason: string | null
    voucherCode: string | null
  }[]
  tip: number
  prepaid: number
  total: number
  due: number
  credited: number
  pointsEarned: number
  tenders: { method: Method; amount: number; change: number | null; last4: string | null; voucher: string | null }[]
  refunds: { kind: 'refund' | 'void'; method: Method; amount: number; note: string | null; at: string }[]
  refundable: Record<Method, number>
  voidReason: string | null
}

export interface CheckoutJson {
  visit: string | null
  salon: string | null
  lines: {
    kind: LineKind
    description: string
    service: string | null
    stylist: string | null
    stylistName: string | null
    listPrice: number
    price: number
  }[]
  prepaid: { online: number; voucher: number; balance: number; total: number }
  client: {
    id: string
    name: string
    phone: string
    balance: number
    points: number
    card: { brand: string; last4: string } | null
  } | null
  tips: boolean
  bonus: { perPound: number; pointValue: number } | null
  stripe: boolean
  canVoid: boolean
  sale: SaleJson | null
}

export const gbp = (pounds: number) => `£${pounds.toFixed(2)}`
