import type { CalendarVisit } from '../client-api'
import type { CalendarText } from '../text'

/** The states a visit may be moved to from each state, and the button that does it. */
export const NEXT_STATES: Record<string, { state: string; label: keyof CalendarText }[]> = {
  planned: [
    { state: 'confirmed', label: 'markConfirmed' },
    { state: 'arrived', label: 'markArrived' },
    { state: 'completed', label: 'markCompleted' },
    { state: 'no-show', label: 'markNoShow' },
  ],
  confirmed: [
    { state: 'arrived', label: 'markArrived' },
    { state: 'completed', label: 'markCompleted' },
    { state: 'no-show', label: 'markNoShow' },
  ],
  arrived: [
    { state: 'completed', label: 'markCompleted' },
    { state: 'planned', label: 'markPlanned' },
  ],
  completed: [{ state: 'planned', label: 'markPlanned' }],
  'no-show': [{ state: 'planned', label: 'markPlanned' }],
}

export interface MoveFields {
  date: string
  time: string
  /** The stylist of the visit's first service (a new one takes over that stylist's services). */
  employee: string
}

export const moveFields = (v: CalendarVisit): MoveFields => ({
  date: v.date,
  time: v.start,
  employee: v.items[0]?.employeeId ?? '',
})

/** A visit's dialog: the visit as it was when shown (changes name its version) and the forms' fields. */
export interface VisitState {
  visit: CalendarVisit
  moveTo: MoveFields
  /** The service chosen to add. */
  service: string
  note: string
  /** Why it is cancelled. */
  reason: string
}

export type VisitAction =
  | { type: 'show-latest'; latest: CalendarVisit }
  | { type: 'move-to'; moveTo: Partial<MoveFields> }
  | { type: 'service'; service: string }
  | { type: 'note'; note: string }
  | { type: 'reason'; reason: string }

export function openVisit(visit: CalendarVisit): VisitState {
  return { visit, moveTo: moveFields(visit), service: '', note: visit.note ?? '', reason: '' }
}

export function visitReducer(state: VisitState, action: VisitAction): VisitState {
  switch (action.type) {
    case 'show-latest':
      return {
        ...state,
        visit: action.latest,
        moveTo: moveFields(action.latest),
        note: action.latest.note ?? '',
      }
    case 'move-to':
      return { ...state, moveTo: { ...state.moveTo, ...action.moveTo } }
    case 'service':
      return { ...state, service: action.service }
    case 'note':
      return { ...state, note: action.note }
    case 'reason':
      return { ...state, reason: action.reason }
  }
}

/** The edits after which a change that asked for a confirmation asks again. */
export const asksAgain = (action: VisitAction): boolean =>
  action.type === 'show-latest' || action.type === 'move-to' || action.type === 'service'

/**
 * What a move sends besides the version: the new start, and — only when the stylist changed — the
 * new stylist taking over the first stylist's services.
 */
export function moveRequest(state: VisitState, confirm: boolean) {
  const from = moveFields(state.visit).employee
  return {
    version: state.visit.version,
    start: `${state.moveTo.date}T${state.moveTo.time}`,
    ...(state.moveTo.employee !== from ? { employee: state.moveTo.employee, from } : {}),
    confirm,
  }
}

/**
 * Whether the till can check this visit out: the client has arrived, or the visit has started and
 * is still open, or it was marked completed without a sale.
 */
export function checkoutable(visit: Pick<CalendarVisit, 'state' | 'startsAt' | 'saleId'>, nowMs: number): boolean {
  if (visit.saleId) return false
  if (visit.state === 'arrived' || visit.state === 'completed') return true
  return (visit.state === 'planned' || visit.state === 'confirmed') && Date.parse(visit.startsAt) <= nowMs
}
