import { describe, expect, it } from 'vitest'

import { offerText } from './texts'

const offer = {
  services: 'Haircut',
  // 15:00 in London (BST), held until 10:30 London.
  at: new Date('2026-06-15T14:00:00Z'),
  zone: 'Europe/London',
  place: 'Backstage Chelsea',
  until: new Date('2026-06-15T09:30:00Z'),
  link: 'https://parlour.example/book/?offer=12.abc',
}

describe('the offer text', () => {
  it('names the services, the salon time, the hold and the link, in English', () => {
    const text = offerText('en', offer)
    expect(text).toContain('Haircut')
    expect(text).toContain('15:00')
    expect(text).toContain('until 10:30')
    expect(text).toContain('Backstage Chelsea')
    expect(text.endsWith('https://parlour.example/book/?offer=12.abc')).toBe(true)
  })

  it('in Ukrainian for a client who joined in Ukrainian', () => {
    const text = offerText('uk', offer)
    expect(text).toContain('звільнився час')
    expect(text).toContain('до 10:30')
    expect(text).toContain('https://parlour.example/book/?offer=12.abc')
  })
})
