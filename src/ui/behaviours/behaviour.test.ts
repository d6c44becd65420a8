import { describe, expect, it } from 'vitest'

import {
  bookingContextOf,
  bookingPath,
  clientNavigationTarget,
  cookieConsentString,
  hasCookieConsent,
  type LinkClick,
  nextHeaderState,
  progressAt,
  startsNavigation,
} from './behaviour'

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

/** A plain left click on a link to `/price/`, with the given differences. */
const click = (over: Partial<LinkClick>): LinkClick => ({
  href: '/price/',
  target: null,
  download: false,
  button: 0,
  modifier: false,
  defaultPrevented: false,
  ...over,
})

describe('startsNavigation', () => {
  const here = new URL('http://localhost:3000/services/female/')

  it('starts for a plain click to another page or query of this site', () => {
    expect(startsNavigation(click({}), here)).toBe(true)
    expect(startsNavigation(click({ href: '/services/female/?page=2' }), here)).toBe(true)
    expect(startsNavigation(click({ href: 'http://localhost:3000/ua/', target: '_self' }), here)).toBe(true)
  })

  it('does not start for new tabs, modifiers, downloads, other sites, the same page or the CMS', () => {
    expect(startsNavigation(click({ target: '_blank' }), here)).toBe(false)
    expect(startsNavigation(click({ modifier: true }), here)).toBe(false)
    expect(startsNavigation(click({ button: 1 }), here)).toBe(false)
    expect(startsNavigation(click({ download: true }), here)).toBe(false)
    expect(startsNavigation(click({ defaultPrevented: true }), here)).toBe(false)
    expect(startsNavigation(click({ href: 'https://book.parlour.example/' }), here)).toBe(false)
    expect(startsNavigation(click({ href: '/services/female/#list' }), here)).toBe(false)
    expect(startsNavigation(click({ href: '/admin/' }), here)).toBe(false)
    expect(startsNavigation(click({ href: 'tel:+442079460321' }), here)).toBe(false)
  })
})

describe('progressAt', () => {
  it('grows over about 5 s and never completes by itself', () => {
    expect(progressAt(0)).toBeCloseTo(0.1)
    expect(progressAt(1000)).toBeGreaterThan(progressAt(500))
    expect(progressAt(5000)).toBeGreaterThan(0.85)
    expect(progressAt(60_000)).toBeCloseTo(0.95, 5)
    expect(progressAt(60_000)).toBeLessThan(1)
  })
})

describe('clientNavigationTarget', () => {
  const here = new URL('http://localhost:3000/price/')

  it('is the path, query and hash of a page of this site, the page on screen included', () => {
    expect(clientNavigationTarget(click({ href: '/services/female/hair/' }), here)).toBe('/services/female/hair/')
    expect(clientNavigationTarget(click({ href: 'http://localhost:3000/ua/blog/?page=2#list' }), here)).toBe(
      '/ua/blog/?page=2#list',
    )
    expect(clientNavigationTarget(click({}), here)).toBe('/price/')
  })

  it('leaves new tabs, modifiers, downloads, other sites, the CMS, other schemes and spots on this page to the browser', () => {
    expect(clientNavigationTarget(click({ target: '_blank' }), here)).toBeNull()
    expect(clientNavigationTarget(click({ modifier: true }), here)).toBeNull()
    expect(clientNavigationTarget(click({ button: 1 }), here)).toBeNull()
    expect(clientNavigationTarget(click({ download: true }), here)).toBeNull()
    expect(clientNavigationTarget(click({ defaultPrevented: true }), here)).toBeNull()
    expect(clientNavigationTarget(click({ href: 'https://book.parlour.example/' }), here)).toBeNull()
    expect(clientNavigationTarget(click({ href: '/api/media/file/a.webp' }), here)).toBeNull()
    expect(clientNavigationTarget(click({ href: 'mailto:hello@parlour.example' }), here)).toBeNull()
    expect(clientNavigationTarget(click({ href: '#content' }), here)).toBeNull()
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
