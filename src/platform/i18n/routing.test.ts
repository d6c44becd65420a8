import { describe, expect, it } from 'vitest'

import { absoluteUrl, localePath, otherLocalePath, routeRequest, sitePath } from './routing'

describe('routeRequest', () => {
  it('serves English at the root', () => {
    expect(routeRequest('/')).toEqual({ kind: 'rewrite', pathname: '/en/', locale: 'en' })
    expect(routeRequest('/services/female/hair/')).toEqual({
      kind: 'rewrite',
      pathname: '/en/services/female/hair/',
      locale: 'en',
    })
  })

  it('serves Ukrainian under /ua/', () => {
    expect(routeRequest('/ua/')).toEqual({ kind: 'rewrite', pathname: '/uk/', locale: 'uk' })
    expect(routeRequest('/ua/price/female/')).toEqual({ kind: 'rewrite', pathname: '/uk/price/female/', locale: 'uk' })
  })

  it('answers 301 to the same path with a slash, keeping the query string', () => {
    expect(routeRequest('/about', '?from=menu&x=1')).toEqual({
      kind: 'redirect',
      location: '/about/?from=menu&x=1',
      status: 301,
    })
    expect(routeRequest('/ua')).toEqual({ kind: 'redirect', location: '/ua/', status: 301 })
    expect(routeRequest('/services/female/hair/styling')).toEqual({
      kind: 'redirect',
      location: '/services/female/hair/styling/',
      status: 301,
    })
  })

  it('sends the internal prefixes to the public addresses', () => {
    expect(routeRequest('/en/about/', '?a=1')).toEqual({ kind: 'redirect', location: '/about/?a=1', status: 301 })
    expect(routeRequest('/en/')).toEqual({ kind: 'redirect', location: '/', status: 301 })
    expect(routeRequest('/uk/about/')).toEqual({ kind: 'redirect', location: '/ua/about/', status: 301 })
  })

  it('leaves the admin, the API, Next assets and files alone', () => {
    for (const path of [
      '/admin',
      '/admin/collections/services',
      '/api/services',
      '/_next/static/x.js',
      '/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      expect(routeRequest(path)).toEqual({ kind: 'pass' })
    }
  })

  it('does not mistake a path that merely starts like a prefix', () => {
    expect(routeRequest('/apiary/')).toEqual({ kind: 'rewrite', pathname: '/en/apiary/', locale: 'en' })
    expect(routeRequest('/uae/')).toEqual({ kind: 'rewrite', pathname: '/en/uae/', locale: 'en' })
  })
})

describe('localePath and absoluteUrl', () => {
  it('build public addresses ending with a slash', () => {
    expect(localePath('en', '/about')).toBe('/about/')
    expect(localePath('uk', '/about/')).toBe('/ua/about/')
    expect(localePath('uk', '/')).toBe('/ua/')
    expect(absoluteUrl('https://parlour.example', 'en', '/services/female/')).toBe(
      'https://parlour.example/services/female/',
    )
  })
})

describe('otherLocalePath', () => {
  it('keeps the page and swaps the language, from public or internal paths', () => {
    expect(otherLocalePath('/services/female/', 'en')).toBe('/ua/services/female/')
    expect(otherLocalePath('/', 'en')).toBe('/ua/')
    expect(otherLocalePath('/en/services/female', 'en')).toBe('/ua/services/female/')
    expect(otherLocalePath('/ua/services/female/', 'uk')).toBe('/services/female/')
    expect(otherLocalePath('/uk', 'uk')).toBe('/')
  })
})

describe('sitePath', () => {
  it('drops the language prefix and ends with a slash', () => {
    expect(sitePath('/ua/blog/news/')).toBe('/blog/news/')
    expect(sitePath('/uk/blog/news')).toBe('/blog/news/')
    expect(sitePath('/about/')).toBe('/about/')
    expect(sitePath('/ua')).toBe('/')
    expect(sitePath('/uaxyz/')).toBe('/uaxyz/')
  })
})
