import { describe, expect, it } from 'vitest'

import { decodableTarget } from './request-target.mjs'

describe('decodableTarget', () => {
  it('leaves decodable addresses exactly as they came', () => {
    for (const target of ['/', '/ua/about/', '/search/?q=%D0%BC%D0%B5%D0%BB', '/a%20b/?x=1&y=%2F', '/?q=50%25'])
      expect(decodableTarget(target)).toBe(target)
  })

  it('escapes the % signs of a broken path segment and keeps the others', () => {
    expect(decodableTarget('/employees/%ZZ/')).toBe('/employees/%25ZZ/')
    expect(decodableTarget('/services/%E0%A4%A/')).toBe('/services/%25E0%25A4%25A/')
    expect(decodableTarget('/blog/%/')).toBe('/blog/%25/')
    expect(decodableTarget('/ua/%D0%B0/%ZZ')).toBe('/ua/%D0%B0/%25ZZ')
    expect(decodeURIComponent(decodableTarget('/services/%E0%A4%A/'))).toBe('/services/%E0%A4%A/')
  })

  it('repairs a broken query name or value on its own, keeping the path', () => {
    expect(decodableTarget('/search/?q=%E0%A4%A&page=2')).toBe('/search/?q=%25E0%25A4%25A&page=2')
    expect(decodableTarget('/services/?%')).toBe('/services/?%25')
    expect(decodableTarget('/%ZZ?%ZZ=%41')).toBe('/%25ZZ?%25ZZ=%41')
  })

  it('gives a target every piece of which decodes, whatever the input', () => {
    const alphabet = ['%', 'E0', 'A4', 'ZZ', '/', '?', '&', '=', 'a', '%C3', '%A9', '%FF', '%00']
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
    for (let n = 0; n < 2000; n++) {
      let target = '/'
      for (let i = next() % 12; i > 0; i--) target += alphabet[next() % alphabet.length]
      const fixed = decodableTarget(target)
      const mark = fixed.indexOf('?')
      expect(() => decodeURIComponent(mark === -1 ? fixed : fixed.slice(0, mark)), target).not.toThrow()
      if (mark !== -1)
        for (const part of fixed.slice(mark + 1).split(/[&=]/))
          expect(() => decodeURIComponent(part), target).not.toThrow()
    }
  })
})
