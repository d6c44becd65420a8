/** The till's calls from the browser (the admin's session cookie goes along). */
import type { LineKind, Method } from '../domain/sale'

export type TillAnswer<T> =
  ({ ok: true } & T) | { ok: false; status: number; message: string; reason?: string; fields?: Record<string, string> }

export async function tillCall<T>(method: string, url: string, body?: unknown): Promise<TillAnswer<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, message: '' }
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return { ok: true, ...(data as T) }
  return {
    ok: false,
    status: response.status,
    message: typeof data.message === 'string' ? data.message : `HTTP ${response.status}`,
    reason: typeof data.reason === 'string' ? data.reason : undefined,
    fields: data.fields as Record<string, string> | undefined,
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
  prepaid: { online: number; voucher: number; total: number }
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
