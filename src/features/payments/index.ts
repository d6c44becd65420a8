/**
 * Money moved through the salon's own Stripe account (issue 28): prepayments and saved cards at
 * booking, Stripe's webhook and the job that settles what the webhook missed. What the app uses on
 * the server; the Payload parts are in payload/ (read by src/cms/payload.config.ts).
 */
export { postStripeWebhook } from './http/webhook'
export { getClientMoney, getVisitMoney, postVisitRefund } from './http/staff'
export { paymentsDeps } from './engine/deps'
export { visitPayments } from './engine/visit-payments'
export { noShowFee } from './engine/no-show-fee'
export { refundSalonCancellation } from './engine/salon-cancel'
export type { NoShowOutcome } from './use-cases/no-show'
export {
  openPayment,
  openPurchase,
  paymentHoldUntil,
  termsFor,
  openLink,
  settle,
  reconcile,
} from './use-cases/checkout'
export type { PaymentsDeps, PaymentLink, Purchase } from './use-cases/checkout'
export { refundCancelled, refundVisit } from './use-cases/refunds'
export { PaymentsUnavailable } from './ports'
export { takingsByDay, type DayTakings } from './engine/takings'
export { chargeCardOnFile, refundCardPayment, type DeskCharge } from './use-cases/desk-card'
