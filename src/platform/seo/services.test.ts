import { describe, expect, it } from 'vitest'

import {
  breadcrumbListJsonLd,
  JSON_LD_DESCRIPTION_CHARS,
  serviceJsonLd,
  serviceMetaDescription,
  serviceTitle,
} from './services'

describe('service page metadata', () => {
  const chelsea = { area: 'Chelsea', city: 'London', areas: ['Челсі'] }
  const chelseaUk = { area: 'Челсі', city: 'Лондон', areas: ['Chelsea'] }

  it('titles a page by the salon that provides it: area and city, "in London" without a salon', () => {
    expect(serviceTitle({ name: 'Balayage', brand: 'Parlour', salon: chelsea, locale: 'en' })).toBe(
      'Balayage in Chelsea, London | Parlour',
    )
    expect(
      serviceTitle({ name: 'Balayage', brand: 'Parlour', salon: { area: 'Kensington', city: 'London' }, locale: 'en' }),
    ).toBe('Balayage in Kensington, London | Parlour')
    expect(serviceTitle({ name: 'Балаяж', brand: 'Parlour', salon: chelseaUk, locale: 'uk' })).toBe(
      'Балаяж у Челсі, Лондон | Parlour',
    )
    expect(serviceTitle({ name: 'Balayage', brand: 'Parlour', salon: null, locale: 'en' })).toBe(
      'Balayage in London | Parlour',
    )
    expect(serviceTitle({ name: 'Балаяж', brand: 'Parlour', salon: null, locale: 'uk' })).toBe(
      'Балаяж у Лондоні | Parlour',
    )
  })

  it('titles the top groups by what they offer, in the salon’s area', () => {
    const title = (topGroup: string, locale: 'en' | 'uk', name: string) =>
      serviceTitle({ name, brand: 'Parlour', salon: locale === 'en' ? chelsea : chelseaUk, locale, topGroup })
    expect(title('female', 'en', 'Women')).toBe("Women's hair, nails and beauty in Chelsea | Parlour")
    expect(title('male', 'en', 'Men')).toBe("Men's grooming in Chelsea | Parlour")
    expect(title('female', 'uk', 'Жінкам')).toBe('Волосся, нігті та краса для жінок у Челсі | Parlour')
    expect(title('male', 'uk', 'Чоловікам')).toBe('Догляд для чоловіків у Челсі | Parlour')
    expect(title('kids', 'en', 'Children')).toBe('Children in Chelsea, London | Parlour')
  })

  it('does not name the place twice when the name already carries it, in either language', () => {
    expect(
      serviceTitle({ name: 'Services at Backstage Chelsea', brand: 'Parlour', salon: chelsea, locale: 'en' }),
    ).toBe('Services at Backstage Chelsea | Parlour')
    // The Ukrainian salon title keeps its Latin name, so only the English area finds it.
    expect(
      serviceTitle({ name: 'Послуги в салоні Backstage Chelsea', brand: 'Parlour', salon: chelseaUk, locale: 'uk' }),
    ).toBe('Послуги в салоні Backstage Chelsea | Parlour')
    expect(
      serviceTitle({
        name: 'Послуги в салоні Backstage Chelsea',
        brand: 'Parlour',
        salon: { area: 'Челсі' },
        locale: 'uk',
      }),
    ).toBe('Послуги в салоні Backstage Chelsea у Челсі | Parlour')
    const text = serviceMetaDescription({
      name: 'Backstage Chelsea',
      brand: 'Parlour',
      salon: chelsea,
      locale: 'en',
      kind: 'category',
    })
    expect(text.startsWith('Backstage Chelsea at Parlour:')).toBe(true)
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
        { name: 'Home', path: '/' },
        { name: 'Women', path: '/services/female/' },
        { name: 'Hair', path: null },
      ],
      '/services/female/hair/',
      'https://parlour.example',
      'uk',
    )
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://parlour.example/ua/' },
      { '@type': 'ListItem', position: 2, name: 'Women', item: 'https://parlour.example/ua/services/female/' },
      { '@type': 'ListItem', position: 3, name: 'Hair', item: 'https://parlour.example/ua/services/female/hair/' },
    ])
  })
})

describe('service structured data', () => {
  const base = {
    name: 'AirTouch Colouring',
    description: 'A soft, diffused lightening technique.',
    url: 'https://parlour.example/services/female/hair/colouring/air-touch/',
    image: null,
    category: 'Colouring',
    provider: {
      name: 'Backstage Chelsea',
      url: 'https://parlour.example/salons/backstage-chelsea/',
      phone: '+44 20 7946 0321',
      street: '12 King’s Road',
      city: 'London',
      postcode: 'SW3 4AA',
    },
  }

  it('is a Service offered in pounds by the salon', () => {
    const json = serviceJsonLd({ ...base, priceFrom: 45, priceTo: null })
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'AirTouch Colouring',
      serviceType: 'Colouring',
      provider: { '@type': 'BeautySalon', name: 'Backstage Chelsea', address: { addressCountry: 'GB' } },
      offers: { '@type': 'Offer', priceCurrency: 'GBP', price: 45, url: base.url },
    })
    expect(json.offers).not.toHaveProperty('priceSpecification')
  })

  it('carries an excerpt of a long description, cut at a word, and a short one whole', () => {
    const long =
      'A soft, diffused lightening technique in which a blow-dryer separates out the finest hairs before colour is applied, leaving a seamless blend from root to end. Toning and a blow-dry are included.'
    const { description } = serviceJsonLd({ ...base, description: long, priceFrom: 260, priceTo: 360 })
    expect(description).toBe(
      'A soft, diffused lightening technique in which a blow-dryer separates out the finest hairs before colour is applied, leaving a seamless blend from root to end…',
    )
    expect(Array.from(description ?? '').length).toBeLessThanOrEqual(JSON_LD_DESCRIPTION_CHARS)
    expect(serviceJsonLd({ ...base, priceFrom: 45, priceTo: null }).description).toBe(base.description)
    expect(serviceJsonLd({ ...base, description: '', priceFrom: 45, priceTo: null })).not.toHaveProperty('description')
  })

  it('gives a range as the lowest and highest price, and no offer without a price', () => {
    expect(serviceJsonLd({ ...base, priceFrom: 260, priceTo: 360 }).offers).toMatchObject({
      price: 260,
      priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'GBP', minPrice: 260, maxPrice: 360 },
    })
    expect(serviceJsonLd({ ...base, priceFrom: null, priceTo: null })).not.toHaveProperty('offers')
  })
})
