import { describe, expect, it } from 'vitest'

import { articleJsonLd } from './metadata'

const SITE = 'https://parlour.example'
const image = { url: '/api/media/file/a-1600.webp', alt: 'A model', width: 1600, height: 1200 }

describe('articleJsonLd', () => {
  it('names the headline, day, picture and publisher', () => {
    const data = articleJsonLd({
      siteUrl: SITE,
      locale: 'en',
      path: '/blog/filming/on-set/',
      headline: 'Six weeks on set',
      description: 'A day on set.',
      datePublished: '2025-03-22',
      image,
      brand: 'Parlour',
      section: 'Filming',
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Six weeks on set',
      description: 'A day on set.',
      datePublished: '2025-03-22',
      image: [`${SITE}/api/media/file/a-1600.webp`],
      articleSection: 'Filming',
      inLanguage: 'en',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/blog/filming/on-set/` },
      publisher: { '@type': 'Organization', name: 'Parlour', url: `${SITE}/` },
    })
  })

  it('leaves out what is unknown', () => {
    const data = articleJsonLd({
      siteUrl: SITE,
      locale: 'uk',
      path: '/blog/filming/on-set/',
      headline: 'H',
      description: '',
      datePublished: '',
      image: null,
      brand: 'Parlour',
      section: 'Зйомки',
    })
    expect(data).not.toHaveProperty('datePublished')
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('description')
    expect(data.url).toBe(`${SITE}/ua/blog/filming/on-set/`)
  })
})
