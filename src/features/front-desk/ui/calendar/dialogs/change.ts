import { useReducer } from 'react'

import { overlapIds, type Answer } from '../client-api'

export type Failed = Extract<Answer<object>, { ok: false }>

/** A change on its way, and the refusal of the last one kept with the action it answered. */
export interface ChangeState {
  busy: boolean
  failure: (Failed & { action: string }) | null
}

export type ChangeAction =
  { type: 'start' } | { type: 'done' } | { type: 'refused'; action: string; failure: Failed } | { type: 'reset' }

export const IDLE: ChangeState = { busy: false, failure: null }

export function changeReducer(state: ChangeState, action: ChangeAction): ChangeState {
  switch (action.type) {
    case 'start':
      return { ...state, busy: true }
    case 'done':
      return IDLE
    case 'refused':
      return { busy: false, failure: { ...action.failure, action: action.action } }
    case 'reset':
      return state.failure ? { ...state, failure: null } : state
  }
}

/** Whether the next press of `action` confirms what its last refusal asked about. */
export const confirms = (state: ChangeState, action: string): boolean =>
  Boolean(state.failure?.warnings?.length && state.failure.action === action)

/**
 * Runs a change. A refusal that needs confirmation is kept with the action it answered, so the
 * next press of that action confirms it (the edits a dialog names ask again: `reset`).
 */
export function useChange(onDone: (message: string) => void) {
  const [state, dispatch] = useReducer(changeReducer, IDLE)
  const confirming = (action: string) => confirms(state, action)
  async function run<T>(
    action: string,
    request: (confirm: boolean, overlap?: string[]) => Promise<Answer<T>>,
    message: (ok: T) => string,
  ) {
    dispatch({ type: 'start' })
    const confirm = confirming(action)
    // Confirming also books over the visits the warning named, and those alone (decision 0045).
    const answer = await request(confirm, confirm ? overlapIds(state.failure) : undefined)
    if (answer.ok) {
      dispatch({ type: 'done' })
      onDone(message(answer))
    } else dispatch({ type: 'refused', action, failure: answer })
  }
  return { failure: state.failure, busy: state.busy, run, confirming, reset: () => dispatch({ type: 'reset' }) }
}

export type Change = ReturnType<typeof useChange>
