/**
 * The front desk: what a receptionist does from the calendar (/admin/calendar). Unlike online
 * booking, staff name the stylist, may book now or in the past (a walk-in), and may book outside
 * working hours, into blocked time or a service the stylist does not usually do — each only after
 * an explicit confirmation. Never over another live visit of the same stylist: that is refused,
 * naming what is in the way (and the database guard holds it, docs/decisions/0010).
 *
 * Every change of an existing visit names the version it was made on; a visit changed meanwhile
 * by someone else is refused (409 `changed_meanwhile`), so no change is lost silently.
 *
 * One file per use case under ./front-desk: book, move, services (add, remove), close (cancel,
 * state), note; with what they share — the answers, the checks before a write, and the write.
 */
export { CHANGED_MEANWHILE, type DeskResult, type DeskWarning, type InTheWay } from './use-cases/answers'
export { deskBook, type DeskBookInput, type DeskClientChoice } from './use-cases/book'
export { deskCancel, deskSetState, type DeskState } from './use-cases/close'
export { deskMove, timetableWithout, type DeskMoveInput } from './use-cases/move'
export { deskNote } from './use-cases/note'
export { deskAddService, deskRemoveService } from './use-cases/services'
export { deskRebook, type DeskRebookInput, type RebookOutcome } from './use-cases/rebook'
