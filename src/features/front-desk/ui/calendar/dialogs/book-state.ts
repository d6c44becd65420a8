import type { ClientHit } from '../client-api'
import { toMinutes, toTime } from '../grid'
import type { CalendarText } from '../text'

/** An empty time on the grid that a booking (or a block) starts from. */
export interface SlotChoice {
  employeeId: string
  date: string
  time: string
}

export interface NewClient {
  phone: string
  firstName: string
  lastName: string
  sex: 'female' | 'male'
  /** A walk-in who gives no number. */
  noPhone: boolean
}

export interface BlockFields {
  start: string
  end: string
  repeatWeekly: boolean
  until: string
  reason: string
}

/** The new-booking dialog's form: a visit to book, or time to block, from an empty slot. */
export interface BookState {
  mode: 'book' | 'block'
  employee: string
  date: string
  time: string
  /** Services to book, in order (one may be chosen twice). */
  services: string[]
  /** The option chosen of each service, by position; null: its first (docs/decisions/0052). */
  options: (string | null)[]
  /** The service chosen in "Add a service", not added yet. */
  picked: string
  query: string
  /** The clients found for the text `q`. */
  found: { q: string; clients: ClientHit[] } | null
  client: ClientHit | null
  fresh: NewClient
  note: string
  /** The engine's free times for the choice `key` (stylist, services and day). */
  free: { key: string; times: string[] } | null
  block: BlockFields
}

export type BookAction =
  | { type: 'mode'; mode: BookState['mode'] }
  | { type: 'employee'; employee: string }
  | { type: 'date'; date: string }
  | { type: 'time'; time: string }
  | { type: 'pick'; service: string }
  | { type: 'add-service' }
  | { type: 'add'; service: string }
  | { type: 'remove-service'; index: number }
  | { type: 'option'; index: number; option: string }
  | { type: 'query'; query: string }
  | { type: 'found'; q: string; clients: ClientHit[] }
  | { type: 'choose-client'; client: ClientHit }
  | { type: 'change-client' }
  | { type: 'fresh'; fresh: Partial<NewClient> }
  | { type: 'note'; note: string }
  | { type: 'free'; key: string; times: string[] }
  | { type: 'block'; block: Partial<BlockFields> }

/** What the new-booking dialog's parts are given: its words, the form, and the one way to change it. */
export interface BookFormProps {
  text: CalendarText
  form: BookState
  edit: (action: BookAction) => void
}

/** The form as it opens on a slot: booking with that stylist then, or blocking the hour from then. */
export function openBook(slot: SlotChoice): BookState {
  return {
    mode: 'book',
    employee: slot.employeeId,
    date: slot.date,
    time: slot.time,
    services: [],
    options: [],
    picked: '',
    query: '',
    found: null,
    client: null,
    fresh: { phone: '', firstName: '', lastName: '', sex: 'female', noPhone: false },
    note: '',
    free: null,
    block: {
      start: slot.time,
      end: toTime(Math.min(1439, toMinutes(slot.time) + 60)),
      repeatWeekly: false,
      until: '',
      reason: '',
    },
  }
}

/** One more service at the end of the visit, with its first option until another is chosen. */
const added = (state: BookState, service: string) => ({
  services: [...state.services, service],
  options: [...state.services.map((_, i) => state.options[i] ?? null), null],
})

/** The option each service books (the one chosen, else its first), as the API takes them. */
export function bookingOptions(
  state: BookState,
  services: ReadonlyMap<string, { options?: { id: string }[] }>,
): (string | null)[] {
  return state.services.map((id, i) => state.options[i] ?? services.get(id)?.options?.[0]?.id ?? null)
}

export function bookReducer(state: BookState, action: BookAction): BookState {
  switch (action.type) {
    case 'mode':
      return { ...state, mode: action.mode }
    case 'employee':
      return { ...state, employee: action.employee }
    case 'date':
      return { ...state, date: action.date }
    case 'time':
      return { ...state, time: action.time }
    case 'pick':
      return { ...state, picked: action.service }
    case 'add-service':
      return state.picked ? { ...state, ...added(state, state.picked), picked: '' } : state
    case 'add':
      return { ...state, ...added(state, action.service) }
    case 'remove-service':
      return {
        ...state,
        services: state.services.filter((_, i) => i !== action.index),
        options: state.services.map((_, i) => state.options[i] ?? null).filter((_, i) => i !== action.index),
      }
    case 'option':
      return {
        ...state,
        options: state.services.map((_, i) => (i === action.index ? action.option : (state.options[i] ?? null))),
      }
    case 'query':
      return { ...state, query: action.query }
    case 'found':
      return { ...state, found: { q: action.q, clients: action.clients } }
    case 'choose-client':
      return { ...state, client: action.client }
    case 'change-client':
      return { ...state, client: null }
    case 'fresh':
      return { ...state, fresh: { ...state.fresh, ...action.fresh } }
    case 'note':
      return { ...state, note: action.note }
    case 'free':
      return { ...state, free: { key: action.key, times: action.times } }
    case 'block':
      return { ...state, block: { ...state.block, ...action.block } }
  }
}

/** The edits after which a booking that asked for a confirmation asks again. */
const ASKS_AGAIN = new Set<BookAction['type']>([
  'mode',
  'employee',
  'date',
  'time',
  'add-service',
  'add',
  'remove-service',
  'option',
  'choose-client',
])
export const asksAgain = (action: BookAction): boolean => ASKS_AGAIN.has(action.type)

/** The text searched for clients: shown hits answer exactly this (two characters at least). */
export const clientQuery = (state: BookState): string => state.query.trim()

/** Whether what is typed in the client box is a phone number rather than a name. */
export const looksLikePhone = (text: string): boolean => {
  const t = text.trim()
  return /^\+?[\d\s().-]+$/.test(t) && t.replace(/\D/g, '').length >= 7
}

/**
 * The client the booking is for, as the API takes it: the one chosen, or a new one. A phone typed
 * in the search box is the new client's phone (typed once); otherwise the new-client phone field.
 */
export function bookingClient(state: BookState) {
  if (state.client) return { id: state.client.id }
  const { noPhone, ...fresh } = state.fresh
  if (noPhone) return { ...fresh, phone: '', noPhone: true }
  return { ...fresh, phone: looksLikePhone(state.query) ? state.query.trim() : fresh.phone }
}

/** The clients found for what is typed now; null while there is nothing (yet) to show. */
export function clientHits(state: BookState): ClientHit[] | null {
  const q = clientQuery(state)
  return q.length >= 2 && state.found?.q === q ? state.found.clients : null
}

/** What the engine's free times are asked for: the stylist, services and day ('' before a service is chosen). */
export function freeTimeKey(state: BookState, salonId: string | undefined): string {
  if (!state.services.length || !salonId) return ''
  return new URLSearchParams({
    salon: salonId,
    employee: state.employee,
    services: state.services.join(','),
    date: state.date,
  }).toString()
}

/** The free times for the current choice; null while they are not known. */
export function offeredTimes(state: BookState, key: string): string[] | null {
  return key && state.free?.key === key ? state.free.times : null
}
