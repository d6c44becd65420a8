/**
 * The till's screens and pieces that other features show: the calendar's checkout and sale, the
 * walk-in sale, and the weekly report's desk table.
 */
export { CheckoutForm } from './ui/checkout/checkout-form'
export { SaleView } from './ui/sale-view'
export { tillText, type TillText } from './ui/text'
export type { SaleJson, CheckoutJson } from './ui/till-api'
export { tillCall } from './ui/till-api'
export { MethodTable } from './ui/takings/method-table'
export { methodNames } from './ui/takings/text'
