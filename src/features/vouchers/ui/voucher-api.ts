/** The gift vouchers' calls from the browser, by the site's one fetch (booking's client); answers as values. */
import { callApi, maybeSignedIn, type ApiResult } from '@/features/booking/client'
import type { Locale } from '@/platform/i18n/locales'

import type { BoughtVoucherView } from '../contract'

export { maybeSignedIn }

export const myVoucher = (id: string, locale: Locale): Promise<ApiResult<{ voucher: BoughtVoucherView }>> =>
  callApi('GET', `/api/my-vouchers/${encodeURIComponent(id)}?locale=${locale}`)

export const myVouchers = (locale: Locale): Promise<ApiResult<{ vouchers: BoughtVoucherView[] }>> =>
  callApi('GET', `/api/my-vouchers?locale=${locale}`)

export interface VoucherOrderBody {
  amount?: number
  service?: string
  recipientName?: string
  message?: string
  recipientPhone?: string
  sendOn?: string
  locale: Locale
}

export const buyVoucher = (
  body: VoucherOrderBody,
): Promise<ApiResult<{ voucher: { id: string }; payment: { url: string; amount: number } }>> =>
  callApi('POST', '/api/vouchers', body)

/** The voucher the address names (`?voucher=`, as Stripe's success page sends the buyer back), when it is an id. */
export const voucherId = (raw: string | null): string | null => (raw && /^\d{1,12}$/.test(raw) ? raw : null)
