import { describe, expect, it } from 'vitest'

import type { Article, ArticlesCategory, Media } from '@/cms/payload-types'

import {
  articleDay,
  EXCERPT_FROM_BODY_CHARS,
  inCategory,
  listedCategory,
  titleLinesText,
  toArticleCard,
  toArticleCategory,
  toArticleDetail,
  toTitleLines,
} from './editorial-map'

const stamp = '2026-01-01T00:00:00.000Z'

const category = (id: number, slug: string, name: string, description?: string): ArticlesCategory => ({
  id,
  slug,
  name,
  description: description ?? null,
  updatedAt: stamp,
  createdAt: stamp,
})

const collaborations = category(1, 'collaborations', 'Collaborations', 'Work with friends.')
const filming = category(2, 'filming', 'Filming')

const media: Media = {
  id: 7,
  alt: 'A model with a low linen knot',
  url: '/api/media/file/knot.webp',
  width: 2000,
  height: 1500,
  sizes: {
    medium: { url: '/api/media/file/knot-640.webp', width: 640, height: 480 },
    large: { url: '/api/media/file/knot-1600.webp', width: 1600, height: 1200 },
  },
  updatedAt: stamp,
  createdAt: stamp,
} as Media

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  children: [{ type: 'text', text, version: 1, format: 0 }],
})

function article(overrides: Partial<Article> = {}): Article {
  return {
    id: 11,
    title: 'Parlour × Marlow Atelier: hair for a spring capsule',
    slug: 'spring-capsule',
    date: '2025-02-18T09:00:00.000Z',
    categories: [collaborations, filming],
    titleLines: [
      { items: [{ text: 'Parlour ×' }, { text: 'Marlow Atelier:', accent: true }] },
      { items: [{ text: 'hair for a spring capsule' }] },
    ],
    previewImage: media,
    excerpt: 'Three hair looks for a spring capsule.',
    body: {
      root: {
        type: 'root',
        children: [paragraph('First paragraph.'), paragraph('Second paragraph.')],
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
      },
    },
    meta: { title: null, description: 'Custom description' },
    updatedAt: stamp,
    createdAt: stamp,
    ...overrides,
  }
}

describe('toTitleLines', () => {
  it('keeps the lines and accents the editors set', () => {
    expect(toTitleLines(article().titleLines, 'x')).toEqual([
      [
        { text: 'Parlour ×', accent: false },
        { text: 'Marlow Atelier:', accent: true },
      ],
      [{ text: 'hair for a spring capsule', accent: false }],
    ])
  })

  it('drops empty pieces and lines and tidies whitespace', () => {
    const lines = [
      { items: [{ text: '  ' }, { text: ' Six   weeks ', accent: true }] },
      { items: [] },
      { items: null },
      { items: [{ text: 'on set', accent: null }] },
    ]
    expect(toTitleLines(lines, 'Title')).toEqual([
      [{ text: 'Six weeks', accent: true }],
      [{ text: 'on set', accent: false }],
    ])
  })

  it('falls back to the plain title as one line', () => {
    expect(toTitleLines(null, '  A  plain title ')).toEqual([[{ text: 'A plain title', accent: false }]])
    expect(toTitleLines([{ items: [{ text: ' ' }] }], 'Title')).toEqual([[{ text: 'Title', accent: false }]])
    expect(toTitleLines(undefined, '')).toEqual([])
  })
})

describe('titleLinesText', () => {
  it('joins pieces and lines with single spaces', () => {
    expect(titleLinesText(toTitleLines(article().titleLines, ''))).toBe(
      'Parlour × Marlow Atelier: hair for a spring capsule',
    )
    expect(titleLinesText([])).toBe('')
    expect(
      titleLinesText([
        [{ text: 'a ', accent: false }],
        [
          { text: ' b', accent: true },
          { text: 'c', accent: false },
        ],
      ]),
    ).toBe('a b c')
  })
})

describe('articleDay', () => {
  it('takes the stored day without any time-zone shift', () => {
    expect(articleDay('2025-02-18T09:00:00.000Z')).toBe('2025-02-18')
    expect(articleDay('2025-03-29T23:30:00.000Z')).toBe('2025-03-29')
    expect(articleDay('2025-03-29 10:00')).toBe('2025-03-29')
    expect(articleDay('2025-03-29')).toBe('2025-03-29')
    expect(articleDay('2024-02-29T00:00:00Z')).toBe('2024-02-29')
  })

  it('is empty for missing or impossible dates', () => {
    expect(articleDay(null)).toBe('')
    expect(articleDay(undefined)).toBe('')
    expect(articleDay('')).toBe('')
    expect(articleDay('18/02/2025')).toBe('')
    expect(articleDay('2025-02-30T00:00:00Z')).toBe('')
    expect(articleDay('2025-13-01')).toBe('')
  })
})

describe('categories', () => {
  it('maps a category', () => {
    expect(toArticleCategory(collaborations)).toEqual({
      id: 1,
      slug: 'collaborations',
      name: 'Collaborations',
      description: 'Work with friends.',
    })
    expect(toArticleCategory(filming).description).toBe('')
  })

  it('lists an article under the preferred category when it has it, else under its first', () => {
    const doc = article()
    expect(listedCategory(doc, 'filming')?.slug).toBe('filming')
    expect(listedCategory(doc, 'special-projects')?.slug).toBe('collaborations')
    expect(listedCategory(doc)?.slug).toBe('collaborations')
    expect(listedCategory(article({ categories: [3] }))).toBeNull()
    expect(inCategory(doc, 'filming')).toBe(true)
    expect(inCategory(doc, 'special-projects')).toBe(false)
  })
})

describe('toArticleCard', () => {
  it('maps an article to a card with the card picture (the medium one when the card size was never made)', () => {
    expect(toArticleCard(article())).toEqual({
      id: 11,
      slug: 'spring-capsule',
      categorySlug: 'collaborations',
      categoryName: 'Collaborations',
      title: 'Parlour × Marlow Atelier: hair for a spring capsule',
      titleLines: [
        [
          { text: 'Parlour ×', accent: false },
          { text: 'Marlow Atelier:', accent: true },
        ],
        [{ text: 'hair for a spring capsule', accent: false }],
      ],
      excerpt: 'Three hair looks for a spring capsule.',
      date: '2025-02-18',
      image: {
        url: '/api/media/file/knot-640.webp',
        alt: 'A model with a low linen knot',
        width: 640,
        height: 480,
        sources: [
          { url: '/api/media/file/knot-640.webp', width: 640 },
          { url: '/api/media/file/knot-1600.webp', width: 1600 },
          { url: '/api/media/file/knot.webp', width: 2000 },
        ],
      },
    })
  })

  it('links within the listed category', () => {
    expect(toArticleCard(article(), 'filming')?.categorySlug).toBe('filming')
  })

  it('takes the text from the body when there is no excerpt', () => {
    expect(toArticleCard(article({ excerpt: '  ' }))?.excerpt).toBe('First paragraph. Second paragraph.')
    const long = 'word '.repeat(200)
    const card = toArticleCard(
      article({
        excerpt: null,
        body: {
          root: { type: 'root', children: [paragraph(long)], direction: 'ltr', format: '', indent: 0, version: 1 },
        },
      }),
    )
    expect(Array.from(card!.excerpt).length).toBeLessThanOrEqual(EXCERPT_FROM_BODY_CHARS)
    expect(card!.excerpt.endsWith('…')).toBe(true)
  })

  it('has no picture without a loaded image, and no card without a category', () => {
    expect(toArticleCard(article({ previewImage: 7 }))?.image).toBeNull()
    expect(toArticleCard(article({ categories: [] }))).toBeNull()
  })
})

describe('toArticleDetail', () => {
  it('is the article in the asked category, with its body and the large picture', () => {
    const detail = toArticleDetail(article(), 'filming')!
    expect(detail.categorySlug).toBe('filming')
    expect(detail.category).toEqual({ id: 2, slug: 'filming', name: 'Filming', description: '' })
    expect(detail.heroImage?.url).toBe('/api/media/file/knot-1600.webp')
    expect(detail.image?.url).toBe('/api/media/file/knot-640.webp')
    expect(detail.body).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'First paragraph.' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Second paragraph.' }] },
    ])
    expect(detail.metaTitle).toBeNull()
    expect(detail.metaDescription).toBe('Custom description')
  })

  it('is null in a category the article is not in', () => {
    expect(toArticleDetail(article(), 'special-projects')).toBeNull()
    expect(toArticleDetail(article({ categories: [1, 2] }), 'collaborations')).toBeNull()
  })

  it('has an empty body when there is none', () => {
    expect(toArticleDetail(article({ body: null }), 'collaborations')?.body).toEqual([])
  })
})
