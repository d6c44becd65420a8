/**
 * The till (issue 29): checkout at the desk, refunds and voids, clients' balances and points, and
 * the day's takings. What the app uses on the server; the Payload parts are in payload/.
 */
export { getCheckout, getSale, getTakings, postDrawerCount, postSale, postSaleRefund, postSaleVoid } from './http/staff'
export { deskByDay, MONEY_METHODS, type DeskDay, type DeskWeek } from './engine/desk-week'
export { METHOD_LABELS } from './payload/collections/sales'
export { TAKINGS_PATH } from './ui/takings/paths'
export { visitBalance } from './engine/visit-balance'
export { paidBeforeCheckoutOf, type PaidBefore } from './engine/visit-money'
export { getMyBalance, getVisitBalance } from './http/mine'
