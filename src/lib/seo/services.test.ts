import { describe, expect, it } from 'vitest'

import { breadcrumbListJsonLd, serviceMetaDescription, serviceTitle } from './services'

describe('service page metadata', () => {
  it('titles the plain form "in London" and the salon form by its area', () => {
    expect(serviceTitle({ name: 'Balayage', brand: 'Parlour', salon: null, locale: 'en' })).toBe(
      'Balayage in London | Parlour',
    )
    expect(serviceTitle({ name: 'Balayage', brand: 'Parlour', salon: { area: 'Chelsea' }, locale: 'en' })).toBe(
      'Balayage in Chelsea | Parlour',
    )
    expect(serviceTitle({ name: 'Балаяж', brand: 'Parlour', salon: null, locale: 'uk' })).toBe(
      'Балаяж у Лондоні | Parlour',
    )
  })

  it('carries the marketing claims in the description', () => {
    const text = serviceMetaDescription({
      name: 'Balayage',
      brand: 'Parlour',
      salon: null,
      locale: 'en',
      kind: 'service',
    })
    for (const claim of [
      '15 years of excellence',
      'trusted expertise',
      'premium products',
      'impeccable hygiene',
      'heart of Chelsea',
      'multi-service appointments in one visit',
    ]) {
      expect(text).toContain(claim)
    }
    expect(text.startsWith('Balayage in London at Parlour')).toBe(true)
  })

  it('lists breadcrumbs as absolute addresses in order, the last being the page itself', () => {
    const json = breadcrumbListJsonLd(
      [
        { name: 'Main', path: '/' },
        { name: 'Women', path: '/services/female/' },
        { name: 'Hair', path: null },
      ],
      '/services/female/hair/',
      'https://parlour.example',
      'uk',
    )
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Main', item: 'https://parlour.example/ua/' },
      { '@type': 'ListItem', position: 2, name: 'Women', item: 'https://parlour.example/ua/services/female/' },
      { '@type': 'ListItem', position: 3, name: 'Hair', item: 'https://parlour.example/ua/services/female/hair/' },
    ])
  })
})
