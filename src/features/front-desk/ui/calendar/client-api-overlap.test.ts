import { describe, expect, it } from 'vitest'

import { failureText, overlapIds, warningText, type Warning } from './client-api'
import { calendarText } from './text'

const overlap: Warning = {
  kind: 'overlap',
  message: 'Olivia Bennett is busy then: … Book both at once on purpose?',
  params: {
    stylist: 'Olivia Bennett',
    visits: [{ id: '41', client: 'Carla Colour', start: '10:00', end: '12:00', services: ['Colour'] }],
  },
}
const hours: Warning = {
  kind: 'outside_hours',
  message: '…',
  params: { stylist: 'Olivia', start: '19:00', end: '19:30' },
}

describe('booking over a visit on purpose', () => {
  it('confirms exactly the visits the warning named', () => {
    expect(overlapIds({ warnings: [hours, overlap] })).toEqual(['41'])
    expect(overlapIds({ warnings: [hours] })).toBeUndefined()
    expect(overlapIds(null)).toBeUndefined()
  })

  it('asks in the admin’s language', () => {
    expect(warningText(calendarText('en'), overlap)).toBe(
      'Olivia Bennett is busy then: Carla Colour’s visit 10:00–12:00 (Colour) is in the way. Book both at once on purpose?',
    )
    expect(warningText(calendarText('uk'), overlap)).toBe(
      'Olivia Bennett у цей час зайнятий(-а): заважає візит Carla Colour 10:00–12:00 (Colour). Свідомо записати обидва візити одночасно?',
    )
  })

  it('a visit dropped onto another says so in the admin’s language, not the server’s English', () => {
    const answer = {
      ok: false as const,
      status: 409,
      reason: 'needs_confirmation',
      message: overlap.message,
      warnings: [overlap],
    }
    expect(failureText(calendarText('uk'), answer)).toBe(warningText(calendarText('uk'), overlap))
    expect(failureText(calendarText('uk'), answer)).not.toContain('busy then')
  })
})
