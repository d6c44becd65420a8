/**
 * The calendar's dialogs, one file each under ./dialogs: booking (or blocking time) from an empty
 * time, a visit, and a client's card. Each keeps its form in a reducer next to it.
 */
export { BookDialog, type SlotChoice } from './dialogs/book-dialog'
export { ClientDialog } from './dialogs/client-dialog'
export { VisitDialog } from './dialogs/visit-dialog'
