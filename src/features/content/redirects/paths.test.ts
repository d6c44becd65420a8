import { describe, expect, it } from 'vitest'

import { canonicalPath, findRedirect, normaliseFrom, normaliseTo, redirectLocation, requestKey } from './paths'

describe('normaliseFrom', () => {
  it('keeps the path alone, with a trailing slash and without a language prefix', () => {
    expect(normaliseFrom('/services/female/nails/One_Nail')).toBe('/services/female/nails/One_Nail/')
    expect(normaliseFrom(' /about/?utm_source=x#team ')).toBe('/about/')
    expect(normaliseFrom('/ua/about')).toBe('/about/')
    expect(normaliseFrom('/en/about/')).toBe('/about/')
    expect(normaliseFrom('/uk/about/')).toBe('/about/')
    expect(normaliseFrom('/ua')).toBe('/')
    expect(normaliseFrom('/ukraine-trip')).toBe('/ukraine-trip/')
    expect(normaliseFrom('https://old.example/blog/post-1?p=1')).toBe('/blog/post-1/')
  })

  it('gives one form to every spelling of an escaped address', () => {
    const cyrillic = '/services/%d0%b1%d1%80%d0%be/'
    expect(normaliseFrom(cyrillic)).toBe('/services/бро/')
    expect(normaliseFrom(cyrillic.toUpperCase().replace('/SERVICES/', '/services/'))).toBe('/services/бро/')
    expect(normaliseFrom('/services/бро')).toBe('/services/бро/')
    // Escapes that would change the address stay escaped.
    expect(normaliseFrom('/a%2Fb/100%25/')).toBe('/a%2Fb/100%25/')
  })

  it('leaves a file name without a slash', () => {
    expect(normaliseFrom('/old/price-list.pdf')).toBe('/old/price-list.pdf')
  })

  it('refuses what is not a path on the site', () => {
    for (const input of ['', 'about/', '//evil.example/', 'ftp://old.example/x', 'javascript:alert(1)', '/a%0Ab/']) {
      expect(normaliseFrom(input), input).toBeNull()
    }
  })
})

describe('normaliseTo', () => {
  it('stores a site path like an old address, keeping its query and fragment', () => {
    expect(normaliseTo('/services/female/nails/one-nail')).toBe('/services/female/nails/one-nail/')
    expect(normaliseTo('/ua/price?tab=hair#top')).toBe('/price/?tab=hair#top')
  })

  it('keeps an outside address, and makes one on the site’s own origin a path', () => {
    expect(normaliseTo('https://shop.example/gift-cards?x=1')).toBe('https://shop.example/gift-cards?x=1')
    expect(normaliseTo('https://shop.example')).toBe('https://shop.example/')
    expect(normaliseTo('https://parlour.example/about', 'https://parlour.example')).toBe('/about/')
  })

  it('refuses anything else', () => {
    for (const input of ['', 'about/', '//evil.example/', 'mailto:a@b.example', 'javascript:alert(1)']) {
      expect(normaliseTo(input), input).toBeNull()
    }
  })
})

describe('requestKey', () => {
  it('finds the stored form and the language of a request', () => {
    expect(requestKey('/old/')).toEqual({ from: '/old/', locale: 'en' })
    expect(requestKey('/old')).toEqual({ from: '/old/', locale: 'en' })
    expect(requestKey('/ua/old')).toEqual({ from: '/old/', locale: 'uk' })
    expect(requestKey('/ua')).toEqual({ from: '/', locale: 'uk' })
    expect(requestKey('/services/%D0%B1%D1%80%D0%BE/')).toEqual({ from: '/services/бро/', locale: 'en' })
    expect(requestKey('/price-list.pdf')).toEqual({ from: '/price-list.pdf', locale: 'en' })
  })

  it('leaves the system alone', () => {
    expect(requestKey('/api/booking/salons')).toBeNull()
    expect(requestKey('/admin')).toBeNull()
    expect(requestKey('/_next/static/x.js')).toBeNull()
  })

  it('puts a segment the server escaped in the same form as the stored one', () => {
    // server/request-target.mjs hands Next `/x/%25ZZ/` for `/x/%ZZ/`.
    expect(requestKey('/x/%25ZZ/')?.from).toBe(normaliseFrom('/x/%ZZ/'))
    expect(canonicalPath('/x/%25ZZ/')).toBe('/x/%25ZZ/')
  })
})

describe('redirectLocation', () => {
  it('sends a Ukrainian visitor to the Ukrainian page, keeping the query', () => {
    expect(redirectLocation('/new/', 'en', '')).toBe('/new/')
    expect(redirectLocation('/new/', 'uk', '?a=1')).toBe('/ua/new/?a=1')
    expect(redirectLocation('/', 'uk', '')).toBe('/ua/')
  })

  it('adds the query to one the target has, before its fragment', () => {
    expect(redirectLocation('/new/?tab=hair#top', 'en', '?utm_source=flyer')).toBe(
      '/new/?tab=hair&utm_source=flyer#top',
    )
    expect(redirectLocation('https://shop.example/x', 'uk', '?a=1')).toBe('https://shop.example/x?a=1')
  })

  it('does not put files or the system under /ua', () => {
    expect(redirectLocation('/api/media/file/list.pdf', 'uk', '')).toBe('/api/media/file/list.pdf')
    expect(redirectLocation('/list.pdf', 'uk', '')).toBe('/list.pdf')
  })
})

describe('findRedirect', () => {
  const redirects = new Map([['/services/female/nails/One_Nail/', '/services/female/nails/one-nail/']])

  it('answers both forms of the old address, in both languages', () => {
    expect(findRedirect(redirects, '/services/female/nails/One_Nail/', '')).toBe('/services/female/nails/one-nail/')
    expect(findRedirect(redirects, '/services/female/nails/One_Nail', '?x=1')).toBe(
      '/services/female/nails/one-nail/?x=1',
    )
    expect(findRedirect(redirects, '/ua/services/female/nails/One_Nail/', '')).toBe(
      '/ua/services/female/nails/one-nail/',
    )
  })

  it('leaves other addresses alone', () => {
    expect(findRedirect(redirects, '/services/female/nails/one-nail/', '')).toBeNull()
    expect(findRedirect(redirects, '/services/female/nails/one_nail/', '')).toBeNull()
    expect(findRedirect(new Map(), '/anything/', '')).toBeNull()
  })
})
