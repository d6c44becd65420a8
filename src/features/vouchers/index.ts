/**
 * Gift vouchers (issue 29): codes that cannot be guessed, sold online and at the desk, spent in part
 * or in full, never below zero. What the app uses on the server; the Payload parts are in payload/,
 * the browser's in ui.ts.
 */
export { formatVoucherCode, newVoucherCode, parseVoucherCode } from './domain/code'
export { giveBack } from './domain/voucher'
export { issueVoucher, type VoucherSale } from './use-cases/issue'
export { redeemVoucher, type Redemption } from './use-cases/redeem'
export { payloadVoucherStore } from './engine/payload-store'
export { getVoucher } from './http/look-up'
export { postVoucher } from './http/buy'
export { getMyVoucher, getMyVouchers } from './http/mine'
export { buyVoucher } from './use-cases/buy'
export { loadVoucherSettings } from './engine/settings'
export { sendDueRecipientSms } from './engine/voucher-sms'
export { giftVoucherOffer, type GiftVoucherOffer } from './engine/offer'
export type { VoucherSettings } from './domain/settings'
export { visitVouchers } from './engine/visit-vouchers'
export { voucherPaidByClient, voucherPaidOnVisits } from './engine/visit-parts'
export { getClientVouchers, getVisitVouchers } from './http/visit-vouchers'
