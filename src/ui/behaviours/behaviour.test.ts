import { describe, expect, it } from 'vitest'

import { bookingContextOf, bookingPath, cookieConsentString, hasCookieConsent, nextHeaderState } from './behaviour'

describe('nextHeaderState', () => {
  const shown = { scrolled: false, hidden: false }
  it('stays shown within 15 px of the top, whatever the direction', () => {
    expect(nextHeaderState(shown, 0, 15)).toEqual({ scrolled: false, hidden: false })
    expect(nextHeaderState({ scrolled: true, hidden: true }, 400, 10)).toEqual({ scrolled: false, hidden: false })
  })

  it('hides when scrolling down past 15 px and comes back when scrolling up', () => {
    const down = nextHeaderState(shown, 10, 16)
    expect(down).toEqual({ scrolled: true, hidden: true })
    expect(nextHeaderState(down, 600, 590)).toEqual({ scrolled: true, hidden: false })
  })

  it('keeps its state for sub-pixel movements', () => {
    expect(nextHeaderState({ scrolled: true, hidden: true }, 300, 299.5)).toEqual({ scrolled: true, hidden: true })
  })
})

describe('cookie consent', () => {
  it('finds the cookie among others', () => {
    expect(hasCookieConsent('a=1; cookiesAccepted=true; b=2')).toBe(true)
    expect(hasCookieConsent('')).toBe(false)
    expect(hasCookieConsent('notcookiesAccepted=true')).toBe(false)
  })

  it('sets it for 30 days on the whole site, SameSite=Lax, Secure on https', () => {
    expect(cookieConsentString(false)).toBe('cookiesAccepted=true; Max-Age=2592000; Path=/; SameSite=Lax')
    expect(cookieConsentString(true)).toMatch(/; Secure$/)
  })
})

describe('bookingContextOf', () => {
  it('reads back the choices of a booking address', () => {
    expect(bookingContextOf(bookingPath('uk', { salon: 'backstage-chelsea', service: 12 }))).toEqual({
      salon: 'backstage-chelsea',
      service: '12',
    })
    expect(bookingContextOf('http://localhost:3000/book/?employee=olivia-bennett')).toEqual({
      employee: 'olivia-bennett',
    })
    expect(bookingContextOf('/book/')).toEqual({})
  })
})

describe('bookingPath', () => {
  it('is the localised booking page with only the given choices', () => {
    expect(bookingPath('en')).toBe('/book/')
    expect(bookingPath('uk', { salon: 'backstage-chelsea' })).toBe('/ua/book/?salon=backstage-chelsea')
    expect(bookingPath('en', { salon: 3, service: 'air-touch', employee: null })).toBe(
      '/book/?salon=3&service=air-touch',
    )
    expect(bookingPath('en', { employee: 'anna-k', service: '' })).toBe('/book/?employee=anna-k')
  })
})
