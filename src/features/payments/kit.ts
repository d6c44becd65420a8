/**
 * Payments' pure rules other features build on (no Payload, no Stripe): what a visit's terms still
 * ask once a gift voucher paid part of it, and when a cancellation is late.
 */
export { isLateCancellation, LATE_CANCEL_HOURS, toPence, toPounds } from './domain/terms'
export { askedBeforeVouchers, termsAfterVoucher, voucherPart } from './domain/voucher-part'
