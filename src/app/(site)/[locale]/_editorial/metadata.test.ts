import { describe, expect, it } from 'vitest'

import { absoluteAssetUrl, articleJsonLd, editorialMetadata, jsonLdText } from './metadata'

const SITE = 'https://parlour.example'
const image = { url: '/api/media/file/a-1600.webp', alt: 'A model', width: 1600, height: 1200 }

describe('absoluteAssetUrl', () => {
  it('puts media paths on the site origin and keeps absolute addresses', () => {
    expect(absoluteAssetUrl(SITE, '/api/media/file/a.webp')).toBe('https://parlour.example/api/media/file/a.webp')
    expect(absoluteAssetUrl(`${SITE}/`, 'api/media/file/a.webp')).toBe('https://parlour.example/api/media/file/a.webp')
    expect(absoluteAssetUrl(SITE, 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp')
  })
})

describe('editorialMetadata', () => {
  it('gives a content page its canonical address, both languages and website OpenGraph', () => {
    const meta = editorialMetadata({
      siteUrl: SITE,
      locale: 'uk',
      path: '/about/',
      title: 'Про Parlour | Parlour',
      description: 'Опис',
      brand: 'Parlour',
    })
    expect(meta.title).toBe('Про Parlour | Parlour')
    expect(meta.description).toBe('Опис')
    expect(meta.alternates).toEqual({
      canonical: `${SITE}/ua/about/`,
      languages: { en: `${SITE}/about/`, uk: `${SITE}/ua/about/` },
    })
    expect(meta.openGraph).toEqual({
      title: 'Про Parlour | Parlour',
      description: 'Опис',
      url: `${SITE}/ua/about/`,
      siteName: 'Parlour',
      type: 'website',
    })
    expect(meta.twitter).toEqual({ card: 'summary', title: 'Про Parlour | Parlour', description: 'Опис' })
  })

  it('marks an article as such, with its day, section and picture', () => {
    const meta = editorialMetadata({
      siteUrl: SITE,
      locale: 'en',
      path: '/blog/filming/on-set/',
      title: 'On set | Parlour',
      description: 'D',
      brand: 'Parlour',
      image,
      article: { publishedTime: '2025-03-22', section: 'Filming' },
    })
    expect(meta.alternates?.canonical).toBe(`${SITE}/blog/filming/on-set/`)
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-03-22',
      section: 'Filming',
      url: `${SITE}/blog/filming/on-set/`,
      images: [{ url: `${SITE}/api/media/file/a-1600.webp`, width: 1600, height: 1200, alt: 'A model' }],
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [`${SITE}/api/media/file/a-1600.webp`] })
  })
})

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

describe('jsonLdText', () => {
  it('cannot close the script element', () => {
    expect(jsonLdText({ headline: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
