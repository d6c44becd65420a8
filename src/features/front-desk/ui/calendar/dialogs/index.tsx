/**
 * The calendar's dialogs, one file each under ./dialogs: booking (or blocking time) from an empty
 * time, a visit, and a client's card. Each keeps its form in a reducer next to it.
 */
export { BookDialog, type SlotChoice } from './book-dialog'
export { ClientDialog } from './client-dialog'
export { VisitDialog } from './visit-dialog'
