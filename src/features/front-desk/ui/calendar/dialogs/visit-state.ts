import type { CalendarVisit } from '../client-api'
import type { CalendarText } from '../text'

/** The states a visit may be moved to from each state, and the button that does it (a verb). */
export const NEXT_STATES: Record<string, { state: string; label: keyof CalendarText }[]> = {
  planned: [
    { state: 'arrived', label: 'markArrived' },
    { state: 'confirmed', label: 'markConfirmed' },
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

/** What a receptionist can do with a visit from its dialog (each one a button). */
export type DeskAction =
  | { kind: 'check-out' }
  | { kind: 'open-sale'; saleId: string }
  | { kind: 'state'; state: string; label: keyof CalendarText }
  | { kind: 'no-show-fee' }
  | { kind: 'undo-cancel' }
  | { kind: 'rebook' }
  | { kind: 'client-card'; clientId: string }

/**
 * A visit's actions in the order the dialog shows them: `main` starts with the one the desk most
 * likely wants now (check out once it can be, else check in; the sale once closed; undoing a
 * cancellation), then the other changes of state and the visit's client; `danger` holds what
 * cannot be quietly taken back — the no-show (and its fee) — shown apart and styled as such.
 */
export function deskActions(
  visit: Pick<CalendarVisit, 'state' | 'startsAt' | 'saleId' | 'client'>,
  nowMs: number,
  noShowFee: number,
): { main: DeskAction[]; danger: DeskAction[] } {
  const main: DeskAction[] = []
  const danger: DeskAction[] = []
  if (visit.saleId) main.push({ kind: 'open-sale', saleId: visit.saleId })
  else if (checkoutable(visit, nowMs)) main.push({ kind: 'check-out' })
  const live = visit.state !== 'cancelled' && visit.state !== 'reserved'
  for (const next of live ? (NEXT_STATES[visit.state] ?? []) : []) {
    if (next.state !== 'no-show') main.push({ kind: 'state', ...next })
    else {
      danger.push({ kind: 'state', ...next })
      if (noShowFee > 0) danger.push({ kind: 'no-show-fee' })
    }
  }
  if (visit.state === 'cancelled' && Date.parse(visit.startsAt) > nowMs) main.unshift({ kind: 'undo-cancel' })
  if (visit.client && visit.state !== 'reserved') main.push({ kind: 'rebook' })
  if (visit.client) main.push({ kind: 'client-card', clientId: visit.client.id })
  return { main, danger }
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

/**
 * The name a move to `to` runs under: a refusal asking to confirm a move is kept for that one
 * target, so "Move anyway" confirms exactly what the warning was about, and a tap on another time
 * asks afresh.
 */
export const moveAction = (to: MoveFields): string => `move ${to.date}T${to.time} ${to.employee}`

/**
 * What the engine's free times for a move are asked for: the visit's services with the stylist
 * chosen, on the day chosen, the visit's own time counting as free ('' until all are known).
 */
export function moveFreeKey(state: VisitState, salonId: string | undefined): string {
  const services = state.visit.items.map((i) => i.serviceId)
  const { date, employee } = state.moveTo
  if (!salonId || !services.length || !date || !employee) return ''
  return new URLSearchParams({
    salon: salonId,
    employee,
    services: services.join(','),
    date,
    except: state.visit.id,
  }).toString()
}
