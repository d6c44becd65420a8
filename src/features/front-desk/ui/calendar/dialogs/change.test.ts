import { describe, expect, it } from 'vitest'

import { changeReducer, confirms, IDLE, type Failed } from './change'

const warned: Failed = {
  ok: false,
  status: 409,
  message: '06:00–07:00 is outside Olivia’s working hours.',
  reason: 'needs_confirmation',
  warnings: [{ kind: 'outside_hours', message: '06:00–07:00 is outside Olivia’s working hours.' }],
}
const taken: Failed = { ok: false, status: 409, message: 'Olivia is busy then', reason: 'slot_taken' }

describe('a change from a calendar dialog', () => {
  it('is busy while on its way, and done clears the last refusal', () => {
    const started = changeReducer(IDLE, { type: 'start' })
    expect(started.busy).toBe(true)
    const refused = changeReducer(started, { type: 'refused', action: 'book', failure: taken })
    expect(refused).toEqual({ busy: false, failure: { ...taken, action: 'book' } })
    expect(changeReducer(changeReducer(refused, { type: 'start' }), { type: 'done' })).toEqual(IDLE)
  })

  it('confirms with the next press of the action that was asked to confirm, and of no other', () => {
    const asked = changeReducer(IDLE, { type: 'refused', action: 'move', failure: warned })
    expect(confirms(asked, 'move')).toBe(true)
    expect(confirms(asked, 'add')).toBe(false)
    // A refusal without warnings confirms nothing; an edit that asks again forgets the question.
    expect(confirms(changeReducer(IDLE, { type: 'refused', action: 'move', failure: taken }), 'move')).toBe(false)
    expect(confirms(changeReducer(asked, { type: 'reset' }), 'move')).toBe(false)
    expect(changeReducer(IDLE, { type: 'reset' })).toBe(IDLE)
  })
})
