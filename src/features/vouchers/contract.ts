/**
 * The vouchers' HTTP shapes the browser reads (GET /api/my-vouchers and /api/my-vouchers/{id}):
 * a voucher as its buyer sees it. Money in pounds, like every price of the site's API.
 */
export interface BoughtVoucherView {
  id: string
  /** XXXX-XXXX-XXXX; null until the payment is confirmed. */
  code: string | null
  kind: 'money' | 'service'
  /** The service a service voucher pays for, in the language asked. */
  service: { id: string; title: string } | null
  amount: number
  remaining: number
  currency: 'gbp'
  status: 'new' | 'sold' | 'used' | 'fully_utilized' | 'expired'
  paid: boolean
  expiresAt: string
  recipientName: string | null
  message: string | null
  /** The recipient's mobile with all but its last three digits hidden. */
  recipientPhone: string | null
  /** When it is (or was) texted to the recipient. */
  sendOn: string | null
  sentAt: string | null
  boughtAt: string
}
