import { describe, expect, it } from 'vitest'

import { visitFlags, type VisitFacts } from './visit-flags'

const start = new Date('2026-07-15T09:00:00Z')
const facts = (over: Partial<VisitFacts>): VisitFacts => ({
  state: 'planned',
  source: 'front-desk',
  start,
  hasClient: true,
  firstVisitStart: new Date('2026-01-10T10:00:00Z'),
  ...over,
})

describe('a visit’s marks', () => {
  it('marks a new client when none of their visits that count starts earlier', () => {
    expect(visitFlags(facts({ firstVisitStart: start })).newClient).toBe(true)
    expect(visitFlags(facts({ firstVisitStart: null })).newClient).toBe(true)
    expect(visitFlags(facts({})).newClient).toBeUndefined()
    // A later visit booked already does not make this one a return.
    expect(visitFlags(facts({ firstVisitStart: new Date('2026-08-01T09:00:00Z') })).newClient).toBe(true)
    // A hold without a client is nobody's first visit.
    expect(visitFlags(facts({ hasClient: false, firstVisitStart: null })).newClient).toBeUndefined()
  })

  it('says where a note is: on the visit, on the client, or both (blank notes are none)', () => {
    expect(visitFlags(facts({ visitNote: 'Fringe only' })).note).toBe('visit')
    expect(visitFlags(facts({ clientNote: 'Allergic to PPD' })).note).toBe('client')
    expect(visitFlags(facts({ visitNote: 'x', clientNote: 'y' })).note).toBe('both')
    expect(visitFlags(facts({ visitNote: '  \n', clientNote: '' })).note).toBeUndefined()
  })

  it('marks online bookings: empty or online source, not the desk', () => {
    expect(visitFlags(facts({ source: null })).online).toBe(true)
    expect(visitFlags(facts({ source: 'online' })).online).toBe(true)
    expect(visitFlags(facts({ source: 'front-desk' })).online).toBeUndefined()
  })

  it('shows the client’s text: confirmed beats a sent reminder; nothing once they arrived', () => {
    const sent = new Date('2026-07-14T09:00:00Z')
    expect(visitFlags(facts({ reminderSentAt: sent })).text).toBe('sent')
    expect(visitFlags(facts({ state: 'confirmed', reminderSentAt: sent })).text).toBe('confirmed')
    expect(visitFlags(facts({ state: 'confirmed' })).text).toBe('confirmed')
    expect(visitFlags(facts({ state: 'arrived', reminderSentAt: sent })).text).toBeUndefined()
    expect(visitFlags(facts({})).text).toBeUndefined()
  })
})
