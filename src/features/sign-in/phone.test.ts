import { describe, expect, it } from 'vitest'

import { normalisePhone } from './phone'

describe('normalisePhone', () => {
  it.each([
    ['07911 123456', '+447911123456'],
    ['+44 7911 123456', '+447911123456'],
    ['(07911) 123-456', '+447911123456'],
    ['+380 67 123 4567', '+380671234567'],
    ['067 123 4567', '+380671234567'],
    ['07700 900123', '+447700900123'],
  ])('reads %s as %s', (input, e164) => {
    expect(normalisePhone(input)).toEqual({ ok: true, e164 })
  })

  it.each(['', 'abc', '123', '+1 202 555 0100', '+49 151 23456789', '07911 12345'])('refuses %s', (input) => {
    expect(normalisePhone(input)).toMatchObject({ ok: false, message: expect.stringContaining('mobile') })
  })

  it('refuses a landline with its own message', () => {
    expect(normalisePhone('020 7946 0321')).toEqual({
      ok: false,
      message: 'This looks like a landline: enter a mobile number that can receive a text.',
    })
  })
})
