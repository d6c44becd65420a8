import { describe, expect, it } from 'vitest'

import { DEFAULT_OPENING_HOURS } from './opening-hours'
import { beautySalonJsonLd, directionsUrl, hasGeo, mapEmbedUrl, mapSearchUrl, salonJsonLd, telHref } from './salon'

const chelsea = {
  name: 'Backstage Chelsea',
  url: 'https://parlour.example/salons/backstage-chelsea/',
  phone: '+44 20 7946 0321',
  street: '152 King’s Road, Chelsea',
  city: 'London',
  postcode: 'SW3 4UT',
  lat: 51.4878,
  lng: -0.1672,
  image: null,
  hours: DEFAULT_OPENING_HOURS,
}

describe('telHref', () => {
  it('keeps the plus and the digits only', () => {
    expect(telHref('+44 20 7946 0321')).toBe('tel:+442079460321')
    expect(telHref('(020) 7946-0321')).toBe('tel:02079460321')
  })
})

describe('the map of a salon', () => {
  it('embeds the place with the key, in the page language', () => {
    const en = new URL(mapEmbedUrl('AIzaKey_0123456789-abcdef', 51.4878, -0.1672, 'en'))
    expect(`${en.origin}${en.pathname}`).toBe('https://www.google.com/maps/embed/v1/place')
    expect(Object.fromEntries(en.searchParams)).toEqual({
      key: 'AIzaKey_0123456789-abcdef',
      q: '51.4878,-0.1672',
      language: 'en-GB',
    })
    expect(new URL(mapEmbedUrl('AIzaKey_0123456789-abcdef', 51.4878, -0.1672, 'uk')).searchParams.get('language')).toBe(
      'uk',
    )
  })
  it('falls back to Google Maps’ own page of the point', () => {
    expect(mapSearchUrl(51.4878, -0.1672)).toBe('https://www.google.com/maps/search/?api=1&query=51.4878,-0.1672')
  })
})

describe('directionsUrl', () => {
  it('is a Google Maps directions link to the point', () => {
    expect(directionsUrl(51.4878, -0.1672)).toBe('https://www.google.com/maps/dir/?api=1&destination=51.4878,-0.1672')
  })
})

describe('hasGeo', () => {
  it('accepts real coordinates only', () => {
    expect(hasGeo(51.4878, -0.1672)).toBe(true)
    expect(hasGeo(0, 0)).toBe(true)
    expect(hasGeo(null, -0.1672)).toBe(false)
    expect(hasGeo(51.4878, undefined)).toBe(false)
    expect(hasGeo(91, 0)).toBe(false)
    expect(hasGeo(0, 181)).toBe(false)
    expect(hasGeo(Number.NaN, 0)).toBe(false)
  })
})

describe('beautySalonJsonLd', () => {
  it('describes the salon with its address in GB, phone, position and opening hours', () => {
    expect(beautySalonJsonLd(chelsea)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      name: 'Backstage Chelsea',
      url: 'https://parlour.example/salons/backstage-chelsea/',
      telephone: '+44 20 7946 0321',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '152 King’s Road, Chelsea',
        addressLocality: 'London',
        postalCode: 'SW3 4UT',
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.4878, longitude: -0.1672 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '09:30',
          closes: '20:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '18:00' },
      ],
    })
  })

  it('leaves out the position when there is none and adds the image when there is one', () => {
    const data = beautySalonJsonLd({ ...chelsea, lat: null, lng: null, image: 'https://parlour.example/a.webp' })
    expect(data).not.toHaveProperty('geo')
    expect(data).toHaveProperty('image', 'https://parlour.example/a.webp')
  })

  it('carries the rating of the reviews with their count, and none without reviews', () => {
    expect(beautySalonJsonLd({ ...chelsea, rating: { average: 4.8, count: 45 } })).toHaveProperty('aggregateRating', {
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      reviewCount: 45,
      bestRating: 5,
      worstRating: 1,
    })
    expect(beautySalonJsonLd({ ...chelsea, rating: { average: null, count: 0 } })).not.toHaveProperty('aggregateRating')
  })
})

describe('salonJsonLd', () => {
  const record = {
    title: 'Backstage Chelsea',
    phone: '+44 20 7946 0321',
    street: '152 King’s Road, Chelsea',
    city: 'London',
    postcode: 'SW3 4UT',
    lat: 51.4878,
    lng: -0.1672,
    image: { url: '/api/media/file/chelsea.webp' },
  }
  const page = { siteUrl: 'https://parlour.example', url: chelsea.url, hours: DEFAULT_OPENING_HOURS }

  it('describes the salon from its record, with the picture as an absolute address', () => {
    const data = salonJsonLd(record, page)
    expect(data).toMatchObject({
      name: 'Backstage Chelsea',
      telephone: '+44 20 7946 0321',
      image: 'https://parlour.example/api/media/file/chelsea.webp',
      geo: { latitude: 51.4878, longitude: -0.1672 },
      address: { postalCode: 'SW3 4UT', addressCountry: 'GB' },
    })
    expect(data).not.toHaveProperty('aggregateRating')
  })

  it('leaves out an unusable position and a missing picture, and carries the rating when given', () => {
    const data = salonJsonLd(
      { ...record, lat: 200, lng: null, image: null },
      { ...page, rating: { average: 4.8, count: 45 } },
    )
    expect(data).not.toHaveProperty('geo')
    expect(data).not.toHaveProperty('image')
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 45 })
  })
})
