import { z } from 'zod'
import { describe, expect, it } from 'vitest'

import { hasControlCharacters, PLAIN_TEXT_MESSAGE, refusedAsPlainText } from './plain-text'
import { plainText } from './plain-text-schema'

describe('hasControlCharacters', () => {
  it.each([
    ['x\u0000tail', 'NUL'],
    ['a\u0007b', 'BEL'],
    ['a\u001bb', 'ESC'],
    ['a\u007fb', 'DEL'],
    ['a\u0085b', 'C1 next line'],
    ['a\u009fb', 'C1'],
    ['\u202eevil', 'right-to-left override'],
    ['a\u202ab', 'left-to-right embedding'],
    ['a\u2066b\u2069', 'isolates'],
  ])('refuses %j (%s) on one line and on several', (text) => {
    expect(hasControlCharacters(text)).toBe(true)
    expect(hasControlCharacters(text, true)).toBe(true)
  })

  it('allows tab and line breaks only in multi-line text', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasControlCharacters(text)).toBe(true)
      expect(hasControlCharacters(text, true)).toBe(false)
    }
  })

  it('allows names in any script, with accents, apostrophes and emoji', () => {
    for (const text of ['Zoë O’Brien-Smith', 'Олена Іваненко', 'محمد', 'José 🌸', 'Ann (front desk) #2'])
      expect(hasControlCharacters(text)).toBe(false)
  })
})

describe('plainText', () => {
  const name = plainText(z.string().trim().max(80, 'Too long.'))
  const note = plainText(z.string().max(2000), { multiline: true, message: 'No control characters.' })

  it('refuses with its message and keeps the schema’s own checks', () => {
    expect(name.safeParse('x\u0000tail').error?.issues[0]?.message).toBe(PLAIN_TEXT_MESSAGE)
    expect(name.safeParse('x'.repeat(81)).error?.issues[0]?.message).toBe('Too long.')
    expect(name.parse('  Ann  ')).toBe('Ann')
    expect(note.safeParse('a\u202eb').error?.issues[0]?.message).toBe('No control characters.')
    expect(note.parse('Allergic to latex.\nPrefers mornings.')).toBe('Allergic to latex.\nPrefers mornings.')
  })
})

describe('refusedAsPlainText', () => {
  it('finds the refusal among a 400’s field messages', () => {
    const fields = { firstName: PLAIN_TEXT_MESSAGE, email: 'Enter an email address.' }
    expect(refusedAsPlainText(fields)).toBe(true)
    expect(refusedAsPlainText(fields, 'firstName')).toBe(true)
    expect(refusedAsPlainText(fields, 'email')).toBe(false)
    expect(refusedAsPlainText(undefined)).toBe(false)
  })
})
