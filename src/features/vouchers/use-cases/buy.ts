/**
 * A gift voucher bought online by a signed-in client: the voucher is made unpaid (`new`, no money
 * in it, unusable), then Stripe's page opened for its price. It becomes the buyer's when Stripe
 * reports the page paid (payload/hooks/voucher-paid.ts); a page that cannot be opened leaves no
 * voucher behind. What may be bought is the salon's voucher settings: an amount (a preset or a
 * custom one within the limits), or a service at the lowest price it is listed at; and, when the
 * salon allows it, the recipient's mobile and the day it is texted to them.
 */
import type { Purchase } from '@/features/payments'
import { formatPounds } from '@/platform/format/price'

import { amountAllowed, sendMoment, type VoucherSettings } from '../domain/settings'
import type { VoucherStore } from '../ports'
import { issueVoucher } from './issue'

/** A service a voucher may be bought for: its title in the buyer's language and its voucher price (pence). */
export interface VoucherService {
  id: string
  title: string
  price: number
}

export interface BuyDeps {
  store: VoucherStore
  settings: VoucherSettings
  /** The public service with this id and its voucher price, or null (unknown, hidden or priced by variant). */
  service(id: string, locale: 'en' | 'uk'): Promise<VoucherService | null>
  /** Opens Stripe's page for the purchase (payments' `openPurchase`). */
  open(purchase: Purchase): Promise<{ requestId: string; url: string; expiresAt: Date }>
  siteUrl: string
  now: () => Date
}

export interface VoucherOrder {
  clientId: string
  buyer: { name: string | null; phone: string; email: string | null }
  /** Pence, for a money voucher. */
  amount?: number | null
  /** The service, for a service voucher (instead of an amount). */
  serviceId?: string | null
  recipientName?: string | null
  message?: string | null
  /** E.164: the recipient's mobile, to text the voucher to. */
  recipientPhone?: string | null
  /** YYYY-MM-DD in the salon's calendar: the day it is texted to the recipient (today when absent). */
  sendOn?: string | null
  locale: 'en' | 'uk'
}

export type BuyRefusal = 'amount' | 'service' | 'send_off' | 'recipient_phone' | 'send_on'

export type Bought =
  | { ok: true; voucherId: string; payment: { url: string; amount: number; currency: 'gbp' } }
  | { ok: false; status: 400; reason: BuyRefusal; field: string; message: string }

const refuse = (reason: BuyRefusal, field: string, message: string): Bought => ({
  ok: false,
  status: 400,
  reason,
  field,
  message,
})

/** What the order buys: its price, kind and service, or why it cannot be bought. */
async function priced(deps: BuyDeps, order: VoucherOrder) {
  const s = deps.settings
  if (order.serviceId) {
    if (!s.serviceVouchers)
      return refuse('service', 'service', 'Vouchers for a service are not sold online just now: choose an amount.')
    const service = await deps.service(order.serviceId, order.locale)
    if (!service) return refuse('service', 'service', 'Choose a service from the list.')
    return { kind: 'service' as const, amount: service.price, service }
  }
  if (typeof order.amount !== 'number' || !amountAllowed(s, order.amount))
    return refuse(
      'amount',
      'amount',
      `A gift voucher can be bought online for ${formatPounds(s.min / 100)} to ${formatPounds(s.max / 100)}.`,
    )
  return { kind: 'money' as const, amount: order.amount, service: null }
}

export async function buyVoucher(deps: BuyDeps, order: VoucherOrder): Promise<Bought> {
  const what = await priced(deps, order)
  if ('ok' in what) return what
  const now = deps.now()
  let sendOn: Date | null = null
  if (order.recipientPhone || order.sendOn) {
    if (!deps.settings.sendToRecipient)
      return refuse('send_off', 'recipientPhone', 'The salon does not text vouchers to recipients just now.')
    if (!order.recipientPhone)
      return refuse('recipient_phone', 'recipientPhone', 'Give the recipient’s mobile number to send it on a date.')
    const moment = sendMoment(order.sendOn ?? '', now, deps.settings.validMonths)
    if (order.sendOn && !moment.ok) return refuse('send_on', 'sendOn', moment.message)
    sendOn = moment.ok ? moment.at : now
  }
  const voucher = await issueVoucher(deps.store, {
    kind: what.kind,
    serviceId: what.service?.id ?? null,
    amount: what.amount,
    paidAt: null,
    soldVia: 'online',
    soldAt: now,
    validMonths: deps.settings.validMonths,
    buyer: { clientId: order.clientId, ...order.buyer },
    recipient: {
      name: order.recipientName ?? null,
      message: order.message ?? null,
      phone: order.recipientPhone ?? null,
      sendOn,
    },
    locale: order.locale,
  })
  const page = `${deps.siteUrl}${order.locale === 'uk' ? '/ua' : ''}/gift-vouchers/`
  const pounds = `£${(what.amount / 100).toFixed(2)}`
  try {
    const opened = await deps.open({
      clientId: order.clientId,
      purpose: 'voucher',
      amount: what.amount,
      description: what.service
        ? `Parlour gift voucher: ${what.service.title} (${pounds})`
        : `Parlour gift voucher, ${pounds}`,
      successUrl: `${page}?voucher=${voucher.id}`,
      cancelUrl: page,
      locale: order.locale,
      metadata: { parlour_voucher: voucher.id },
    })
    await deps.store.setPaymentRequest(voucher.id, opened.requestId)
    return { ok: true, voucherId: voucher.id, payment: { url: opened.url, amount: what.amount / 100, currency: 'gbp' } }
  } catch (error) {
    await deps.store.discardUnpaid(voucher.id)
    throw error
  }
}
