/** The till's screens that other features show (the calendar's checkout and sale, the walk-in sale). */
export { CheckoutForm } from './ui/checkout/checkout-form'
export { SaleView } from './ui/sale-view'
export { tillText, type TillText } from './ui/text'
export type { SaleJson, CheckoutJson } from './ui/till-api'
export { tillCall } from './ui/till-api'
