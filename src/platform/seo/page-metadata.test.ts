import { describe, expect, it } from 'vitest'

import { absoluteAssetUrl, brandedTitle, pageMetadata } from './page-metadata'

const SITE = 'https://parlour.example'
const image = { url: '/api/media/file/a-1600.webp', alt: 'A model', width: 1600, height: 1200 }

describe('absoluteAssetUrl', () => {
  it('puts media paths on the site origin and keeps absolute addresses', () => {
    expect(absoluteAssetUrl(SITE, '/api/media/file/a.webp')).toBe('https://parlour.example/api/media/file/a.webp')
    expect(absoluteAssetUrl(`${SITE}/`, 'api/media/file/a.webp')).toBe('https://parlour.example/api/media/file/a.webp')
    expect(absoluteAssetUrl(SITE, 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp')
  })
})

describe('pageMetadata', () => {
  it('names only the languages the page is translated into', () => {
    const meta = pageMetadata({
      siteUrl: SITE,
      locale: 'en',
      path: '/vacancies/colourist/',
      title: 'Colourist | Parlour',
      description: 'A vacancy',
      brand: 'Parlour',
      locales: ['en'],
    })
    expect(meta.alternates).toEqual({
      canonical: `${SITE}/vacancies/colourist/`,
      languages: { en: `${SITE}/vacancies/colourist/` },
    })
  })

  it('gives a page its canonical address, both languages and website OpenGraph', () => {
    const meta = pageMetadata({
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
    const meta = pageMetadata({
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

describe('brandedTitle', () => {
  it('puts the brand after the name', () => {
    expect(brandedTitle('Our salons', 'Parlour')).toBe('Our salons | Parlour')
  })
})
