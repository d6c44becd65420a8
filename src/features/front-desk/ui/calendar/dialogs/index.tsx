/**
 * The calendar's dialogs, one file each under ./dialogs: booking (or blocking time) from an empty
 * time, a visit, a client's card, and the till's checkout and sale. Each keeps its form in a reducer next to it.
 */
export { BookDialog, type SlotChoice } from './book-dialog'
export { ClientDialog } from './client-dialog'
export { VisitDialog } from './visit-dialog'
export { CheckoutDialog, SaleDialog } from './till-dialogs'
