import type { ClientCardAnswer } from '../client-api'

import type { Failed } from './change'

/** The client card: as read (null until then), the last refusal, the notes being edited, and a status line. */
export interface ClientCardState {
  card: ClientCardAnswer | null
  failure: Failed | null
  notes: string
  status: string
}

export type ClientCardAction =
  | { type: 'loaded'; card: ClientCardAnswer }
  | { type: 'refused'; failure: Failed }
  | { type: 'notes'; notes: string }
  | { type: 'saved'; client: Partial<ClientCardAnswer['client']>; status: string }

export const CARD_LOADING: ClientCardState = { card: null, failure: null, notes: '', status: '' }

export function clientCardReducer(state: ClientCardState, action: ClientCardAction): ClientCardState {
  switch (action.type) {
    case 'loaded': {
      // Read again while the receptionist is typing notes (a change elsewhere): their typing stays.
      const editing = state.card !== null && state.notes !== state.card.client.staffNotes
      return { ...state, card: action.card, notes: editing ? state.notes : action.card.client.staffNotes }
    }
    case 'refused':
      return { ...state, failure: action.failure }
    case 'notes':
      return { ...state, notes: action.notes }
    case 'saved':
      return {
        ...state,
        failure: null,
        status: action.status,
        card: state.card && { ...state.card, client: { ...state.card.client, ...action.client } },
      }
  }
}
