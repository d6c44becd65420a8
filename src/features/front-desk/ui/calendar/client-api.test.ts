import { describe, expect, it } from 'vitest'

import { PLAIN_TEXT_MESSAGE } from '@/platform/validation/plain-text'

import { failureText, warningText } from './client-api'
import { calendarText } from './text'

const en = calendarText('en')
const uk = calendarText('uk')

describe('the calendar says refusals in the admin’s language', () => {
  const busy = {
    ok: false as const,
    status: 409,
    reason: 'slot_taken',
    message: 'Olivia Bennett is busy then: …',
    inTheWay: {
      stylist: 'Olivia Bennett',
      visits: [{ client: 'Anna Smith', start: '10:00', end: '11:00', services: ['Haircut', 'Blow-dry'] }],
    },
  }

  it('names the visit in the way', () => {
    expect(failureText(en, busy)).toBe(
      'Olivia Bennett is busy then: Anna Smith’s visit 10:00–11:00 (Haircut, Blow-dry) is in the way.',
    )
    expect(failureText(uk, busy)).toBe(
      'Olivia Bennett у цей час зайнятий(-а): заважає візит Anna Smith 10:00–11:00 (Haircut, Blow-dry).',
    )
  })

  it('says the warnings to confirm, and falls back to the server’s words for what it does not know', () => {
    const blocked = {
      kind: 'blocked_time',
      message: 'Olivia Bennett has blocked 13:00–14:00 (Dentist).',
      params: { stylist: 'Olivia Bennett', start: '13:00', end: '14:00', reason: 'Dentist' },
    }
    expect(warningText(en, blocked)).toBe(blocked.message)
    expect(warningText(uk, blocked)).toBe('Olivia Bennett: заблоковано 13:00–14:00 (Dentist).')
    expect(warningText(uk, { kind: 'in_the_past', message: 'x', params: {} })).toBe('Цей час уже минув.')
    expect(warningText(uk, { kind: 'something_new', message: 'As the server says.' })).toBe('As the server says.')
    expect(failureText(uk, { ok: false, status: 409, reason: 'changed_meanwhile', message: 'x' })).toMatch(
      /^Хтось щойно змінив цей візит/,
    )
    expect(failureText(en, { ok: false, status: 400, reason: 'invalid_request', message: 'Choose a stylist.' })).toBe(
      'That did not work: Choose a stylist.',
    )
    expect(failureText(uk, { ok: false, status: 0, message: '' })).toBe(uk.offline)
  })
})

describe('a name or note refused for control characters', () => {
  it('is said in the admin’s language', () => {
    const refused = {
      ok: false as const,
      status: 400,
      reason: 'invalid_request',
      message: PLAIN_TEXT_MESSAGE,
      fields: { 'client.firstName': PLAIN_TEXT_MESSAGE },
    }
    expect(failureText(uk, refused)).toBe(uk.plainText)
    expect(failureText(en, refused)).toBe(en.plainText)
  })
})
