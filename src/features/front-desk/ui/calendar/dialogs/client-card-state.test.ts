import { describe, expect, it } from 'vitest'

import type { ClientCardAnswer } from '../client-api'

import { CARD_LOADING, clientCardReducer } from './client-card-state'

const card: ClientCardAnswer = {
  client: {
    id: '3',
    phone: '+447700900123',
    firstName: 'Anna',
    lastName: 'Smith',
    email: '',
    staffNotes: 'Prefers mornings',
    forbiddenOnlineBooking: false,
  },
  noShows: 1,
  upcoming: [],
  past: [],
}

describe('the client card', () => {
  it('shows the staff notes as read, and keeps what is typed until saved', () => {
    const loaded = clientCardReducer(CARD_LOADING, { type: 'loaded', card })
    expect(loaded).toMatchObject({ card, notes: 'Prefers mornings', status: '' })
    const typed = clientCardReducer(loaded, { type: 'notes', notes: 'Prefers evenings' })
    expect(typed.card?.client.staffNotes).toBe('Prefers mornings')
    const saved = clientCardReducer(typed, {
      type: 'saved',
      client: { staffNotes: 'Prefers evenings', forbiddenOnlineBooking: true },
      status: 'Saved.',
    })
    expect(saved.card?.client).toMatchObject({ staffNotes: 'Prefers evenings', forbiddenOnlineBooking: true })
    expect(saved).toMatchObject({ status: 'Saved.', failure: null, notes: 'Prefers evenings' })
  })

  it('says why a save was refused, and forgets it after the next save', () => {
    const loaded = clientCardReducer(CARD_LOADING, { type: 'loaded', card })
    const failure = { ok: false as const, status: 400, message: 'Too long' }
    const refused = clientCardReducer(loaded, { type: 'refused', failure })
    expect(refused.failure).toEqual(failure)
    expect(refused.card).toEqual(card)
    expect(clientCardReducer(refused, { type: 'saved', client: {}, status: 'Saved.' }).failure).toBeNull()
  })

  it('read again after a change elsewhere: new facts shown, notes being typed kept, untouched notes follow', () => {
    const loaded = clientCardReducer(CARD_LOADING, { type: 'loaded', card })
    const renamed = { ...card, client: { ...card.client, firstName: 'Annie', staffNotes: 'Allergic to latex' } }
    expect(clientCardReducer(loaded, { type: 'loaded', card: renamed })).toMatchObject({
      card: renamed,
      notes: 'Allergic to latex',
    })
    const typing = clientCardReducer(loaded, { type: 'notes', notes: 'Prefers evenings' })
    const reread = clientCardReducer(typing, { type: 'loaded', card: renamed })
    expect(reread.card?.client.firstName).toBe('Annie')
    expect(reread.notes).toBe('Prefers evenings')
  })
})
