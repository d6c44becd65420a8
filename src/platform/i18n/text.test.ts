import { describe, expect, it } from 'vitest'

import { bookingMessages } from './booking-messages'
import { messages } from './messages'
import { accountMessages } from './messages/account'
import { layoutMessages } from './messages/layout'
import { listingMessages } from './messages/listings'
import { overlayMessages } from './messages/overlays'
import { siteMessages } from './messages/site'
import { bilingual, fill, wordsFor } from './text'

describe('fill', () => {
  it('fills {name} placeholders with strings and numbers, and leaves a name without a value as written', () => {
    expect(fill('{count} of {total} at {salon}', { count: 2, total: '5' })).toBe('2 of 5 at {salon}')
    expect(fill('{x}{x}', { x: '' })).toBe('')
  })
})

describe('wordsFor', () => {
  it('gives Ukrainian for uk and English for anything else', () => {
    const words = bilingual({ hello: 'Hello' }, { hello: 'Вітаємо' })
    expect(wordsFor(words, 'uk').hello).toBe('Вітаємо')
    for (const language of ['en', 'de', '', null, undefined]) expect(wordsFor(words, language).hello).toBe('Hello')
  })
})

describe('the site’s messages', () => {
  const areas = { siteMessages, listingMessages, layoutMessages, overlayMessages, accountMessages }

  it('take each word from exactly one area', () => {
    const owners = new Map<string, string[]>()
    for (const [name, area] of Object.entries(areas))
      for (const key of Object.keys(area.en)) owners.set(key, [...(owners.get(key) ?? []), name])
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([])
    expect(Object.keys(messages('en'))).toEqual([...owners.keys()])
  })

  it('have every word in both languages, none empty', () => {
    for (const dictionary of [messages, bookingMessages]) {
      const en = dictionary('en')
      const uk = dictionary('uk')
      expect(Object.keys(uk).sort()).toEqual(Object.keys(en).sort())
      expect(Object.entries(en).filter(([, text]) => !text.trim())).toEqual([])
      expect(Object.entries(uk).filter(([, text]) => !text.trim())).toEqual([])
    }
  })
})
