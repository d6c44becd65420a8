/**
 * A gift voucher bought online by a signed-in client: the voucher is made unpaid (`new`, no money
 * in it, unusable), then Stripe's page opened for its price. It becomes the buyer's when Stripe
 * reports the page paid (payload/hooks/voucher-paid.ts); a page that cannot be opened leaves no
 * voucher behind.
 */
import type { Purchase } from '@/features/payments'

import type { VoucherStore } from '../ports'
import { issueVoucher } from './issue'

/** What one voucher bought online may hold, in pence (the salon's settings come later). */
export const ONLINE_LIMITS = { min: 1_000, max: 50_000 }

export interface BuyDeps {
  store: VoucherStore
  /** Opens Stripe's page for the purchase (payments' `openPurchase`). */
  open(purchase: Purchase): Promise<{ requestId: string; url: string; expiresAt: Date }>
  siteUrl: string
  now: () => Date
}

export interface VoucherOrder {
  clientId: string
  buyer: { name: string | null; phone: string; email: string | null }
  /** Pence. */
  amount: number
  recipientName?: string | null
  message?: string | null
  locale: 'en' | 'uk'
}

export type Bought =
  | { ok: true; voucherId: string; payment: { url: string; amount: number; currency: 'gbp' } }
  | { ok: false; status: 400; reason: 'amount'; message: string }

export async function buyVoucher(deps: BuyDeps, order: VoucherOrder): Promise<Bought> {
  const { min, max } = ONLINE_LIMITS
  if (!Number.isInteger(order.amount) || order.amount < min || order.amount > max)
    return {
      ok: false,
      status: 400,
      reason: 'amount',
      message: `A gift voucher can be bought online for £${min / 100} to £${max / 100}.`,
    }
  const voucher = await issueVoucher(deps.store, {
    kind: 'money',
    serviceId: null,
    amount: order.amount,
    paidAt: null,
    soldVia: 'online',
    soldAt: deps.now(),
    buyer: { clientId: order.clientId, ...order.buyer },
    recipient: { name: order.recipientName ?? null, message: order.message ?? null },
    locale: order.locale,
  })
  const account = `${deps.siteUrl}${order.locale === 'uk' ? '/ua' : ''}/account/`
  try {
    const page = await deps.open({
      clientId: order.clientId,
      purpose: 'voucher',
      amount: order.amount,
      description: `Parlour gift voucher, £${(order.amount / 100).toFixed(2)}`,
      successUrl: `${account}?voucher=${voucher.id}`,
      cancelUrl: account,
      locale: order.locale,
      metadata: { parlour_voucher: voucher.id },
    })
    await deps.store.setPaymentRequest(voucher.id, page.requestId)
    return { ok: true, voucherId: voucher.id, payment: { url: page.url, amount: order.amount / 100, currency: 'gbp' } }
  } catch (error) {
    await deps.store.discardUnpaid(voucher.id)
    throw error
  }
}
