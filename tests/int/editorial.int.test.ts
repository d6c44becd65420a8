import { afterAll, describe, expect, it } from 'vitest'

import { articles as seedArticles, articlesCategories as seedCategories } from '@/features/content/seed/data/editorial'
import { readArticle, readArticleCategories, readArticles } from '@/features/content/data/editorial'
import { titleLinesText } from '@/features/content/data/editorial-map'
import { readPage } from '@/features/content/data/pages'
import { richPlainText } from '@/features/content/data/rich-text'

import { testPayload } from '../helpers/payload'

const cyrillic = /[\u0400-\u04FF]/
const created: (number | string)[] = []

afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'articles', id, overrideAccess: true })
})

/** Seeded slugs of a category, newest first (the order the blog lists them in). */
function seededSlugs(category?: string): string[] {
  return seedArticles
    .filter((a) => category == null || a.category === category)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .map((a) => a.slug)
}

describe('blog categories', () => {
  it('lists the three categories in menu order, in both languages', async () => {
    const payload = await testPayload()
    const en = await readArticleCategories(payload, 'en')
    const uk = await readArticleCategories(payload, 'uk')
    expect(en.map((c) => c.slug)).toEqual(['collaborations', 'filming', 'special-projects'])
    expect(en.map((c) => c.name)).toEqual(seedCategories.map((c) => c.name.en))
    expect(uk.map((c) => c.slug)).toEqual(en.map((c) => c.slug))
    expect(uk.map((c) => c.name)).toEqual(seedCategories.map((c) => c.name.uk))
  })
})

describe('articles', () => {
  it('lists every article newest first as cards with a medium picture', async () => {
    const payload = await testPayload()
    const all = await readArticles(payload, 'en')
    expect(all.map((a) => a.slug)).toEqual(seededSlugs())
    for (const card of all) {
      expect(card.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(card.image?.url).toMatch(/^\/api\/media\/file\/.+\.webp$/)
      expect(card.excerpt.length).toBeGreaterThan(0)
      expect(card.titleLines.length).toBeGreaterThan(0)
      expect(Object.keys(card).sort()).toEqual([
        'categoryName',
        'categorySlug',
        'date',
        'excerpt',
        'id',
        'image',
        'slug',
        'title',
        'titleLines',
      ])
    }
    const seeded = seedArticles.find((a) => a.slug === 'parlour-x-marlow-atelier-spring-capsule')!
    const card = all.find((a) => a.slug === seeded.slug)!
    expect(card.date).toBe(seeded.date)
    expect(card.categorySlug).toBe('collaborations')
    expect(card.excerpt).toBe(seeded.excerpt.en)
    expect(card.titleLines[0]).toEqual([
      { text: 'Parlour ×', accent: false },
      { text: 'Marlow Atelier:', accent: true },
    ])
  })

  it('lists the articles of each category, linked within it', async () => {
    const payload = await testPayload()
    for (const { slug } of seedCategories) {
      const cards = await readArticles(payload, 'en', slug)
      expect(
        cards.map((c) => c.slug),
        slug,
      ).toEqual(seededSlugs(slug))
      expect(cards.length, slug).toBe(4)
      for (const card of cards) expect(card.categorySlug).toBe(slug)
    }
  })

  it('has no articles in an unknown category', async () => {
    const payload = await testPayload()
    expect(await readArticles(payload, 'en', 'recipes')).toEqual([])
    expect(await readArticles(payload, 'en', '../filming')).toEqual([])
  })

  it('gives the Ukrainian text in Ukrainian', async () => {
    const payload = await testPayload()
    const en = await readArticles(payload, 'en', 'filming')
    const uk = await readArticles(payload, 'uk', 'filming')
    expect(uk.map((a) => a.id)).toEqual(en.map((a) => a.id))
    for (const [i, card] of uk.entries()) {
      expect(card.title).toMatch(cyrillic)
      expect(card.title).not.toBe(en[i]!.title)
      expect(card.excerpt).not.toBe(en[i]!.excerpt)
      expect(titleLinesText(card.titleLines)).toMatch(cyrillic)
      expect(card.categoryName).toBe('Зйомки')
    }
  })
})

describe('one article', () => {
  it('reads an article in its category, with its headline lines and body', async () => {
    const payload = await testPayload()
    const seeded = seedArticles.find((a) => a.slug === 'six-weeks-on-set-with-a-period-drama')!
    const article = await readArticle(payload, 'en', 'filming', seeded.slug)
    expect(article).not.toBeNull()
    expect(article!.title).toBe(seeded.title.en)
    expect(article!.date).toBe(seeded.date)
    expect(article!.category).toMatchObject({ slug: 'filming', name: 'Filming' })
    expect(titleLinesText(article!.titleLines)).toBe('Six weeks on set with a period drama')
    expect(article!.titleLines.flat().filter((i) => i.accent)).toEqual([{ text: 'on set', accent: true }])
    expect(article!.body).toHaveLength(seeded.body.en.length)
    expect(richPlainText(article!.body)).toContain(seeded.body.en[0]!)
    expect(article!.heroImage?.url).toMatch(/^\/api\/media\/file\/.+\.webp$/)
    expect(article!.image?.url).toMatch(/^\/api\/media\/file\/.+\.webp$/)
  })

  it('shows the picture an editor put in the body, loaded from the media library with its alt text', async () => {
    const payload = await testPayload()
    const seeded = seedArticles.find((a) => a.bodyImage)!
    const read = (locale: 'en' | 'uk') => readArticle(payload, locale, seeded.category, seeded.slug)
    for (const [locale, article] of [
      ['en', await read('en')],
      ['uk', await read('uk')],
    ] as const) {
      const body = article!.body
      expect(body, locale).toHaveLength(seeded.body[locale].length + 1)
      const block = body[seeded.bodyImage!.after] as { type: string; image: { url: string; alt: string } }
      expect(block.type, locale).toBe('image')
      // The alt text is the media library's, in this language.
      const filename = block.image.url.split('/').pop()!
      const { docs } = await payload.find({
        collection: 'media',
        where: { filename: { equals: filename } },
        locale,
        depth: 0,
      })
      expect(docs[0]?.alt, locale).toBeTruthy()
      expect(block.image, locale).toEqual(
        expect.objectContaining({
          url: expect.stringMatching(/^\/api\/media\/file\/.+\.webp$/),
          alt: docs[0]!.alt,
          width: expect.any(Number),
          height: expect.any(Number),
        }),
      )
      // The picture adds nothing to the text.
      expect(richPlainText(body), locale).toBe(seeded.body[locale].join('\n\n'))
    }
  })

  it('is null in another category, or when there is no such article', async () => {
    const payload = await testPayload()
    expect(await readArticle(payload, 'en', 'collaborations', 'six-weeks-on-set-with-a-period-drama')).toBeNull()
    expect(await readArticle(payload, 'en', 'recipes', 'six-weeks-on-set-with-a-period-drama')).toBeNull()
    expect(await readArticle(payload, 'en', 'filming', 'no-such-article')).toBeNull()
  })

  it('is in Ukrainian under the Ukrainian locale', async () => {
    const payload = await testPayload()
    const seeded = seedArticles.find((a) => a.slug === 'six-weeks-on-set-with-a-period-drama')!
    const uk = await readArticle(payload, 'uk', 'filming', seeded.slug)
    expect(uk!.title).toBe(seeded.title.uk)
    expect(uk!.category.name).toBe('Зйомки')
    expect(richPlainText(uk!.body)).toContain(seeded.body.uk[0]!)
    expect(titleLinesText(uk!.titleLines)).toBe('Шість тижнів на знімальному майданчику історичної драми')
  })

  it('does not show an unpublished article', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'articles-categories',
      where: { slug: { equals: 'filming' } },
      overrideAccess: true,
    })
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      overrideAccess: true,
      data: {
        title: 'A secret shoot',
        slug: 'a-secret-shoot',
        date: '2030-01-01T09:00:00.000Z',
        categories: [docs[0]!.id],
        _status: 'draft',
      },
    })
    created.push(draft.id)
    expect((await readArticles(payload, 'en', 'filming')).map((a) => a.slug)).not.toContain('a-secret-shoot')
    expect((await readArticles(payload, 'en')).map((a) => a.slug)).not.toContain('a-secret-shoot')
    expect(await readArticle(payload, 'en', 'filming', 'a-secret-shoot')).toBeNull()
  })
})

describe('content pages', () => {
  it('reads about, charity, policy and blog with their body text', async () => {
    const payload = await testPayload()
    for (const slug of ['about', 'charity', 'policy', 'blog']) {
      const page = await readPage(payload, slug, 'en')
      expect(page, slug).not.toBeNull()
      expect(page!.title.length, slug).toBeGreaterThan(0)
      expect(page!.body.length, slug).toBeGreaterThan(0)
    }
    const policy = await readPage(payload, 'policy', 'en')
    expect(policy!.title).toBe('Privacy policy')
    expect(richPlainText(policy!.body)).toContain('cookiesAccepted')
  })

  it('gives the Ukrainian page in Ukrainian', async () => {
    const payload = await testPayload()
    const en = await readPage(payload, 'about', 'en')
    const uk = await readPage(payload, 'about', 'uk')
    expect(uk!.title).toBe('Про Parlour')
    expect(uk!.title).not.toBe(en!.title)
    expect(richPlainText(uk!.body)).toMatch(cyrillic)
    expect(richPlainText(uk!.body)).not.toBe(richPlainText(en!.body))
  })

  it('is null for a page that does not exist', async () => {
    const payload = await testPayload()
    expect(await readPage(payload, 'no-such-page', 'en')).toBeNull()
  })
})
