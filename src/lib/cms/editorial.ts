import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload, Where } from 'payload'

import type { Locale } from '@/lib/i18n/locales'

import { tags } from './cache-tags'
import { toArticleCard, toArticleCategory, toArticleDetail } from './editorial-map'
import { payloadClient } from './payload'
import type { ArticleCard, ArticleCategory, ArticleDetail } from './types'

/**
 * Blog reads for public pages: published articles only (`overrideAccess: false` with no user).
 * `read*` take a Payload instance (tests call them directly); `get*` are the cached versions
 * pages use, tagged so the Payload hooks can expire them. Content pages (about, charity,
 * policy, blog …) are read by ./pages.
 */

const editorialTags = [
  tags.collection('articles'),
  tags.collection('articles-categories'),
  tags.collection('media'),
  tags.all,
]

/** Addresses are built from slugs of this shape only; anything else cannot name an article. */
const SLUG = /^[a-z0-9-]+$/

/** Most articles a list shows; the blog is far smaller. */
const LIST_LIMIT = 1000

/** Blog categories in menu order. */
export async function readArticleCategories(payload: Payload, locale: Locale): Promise<ArticleCategory[]> {
  const { docs } = await payload.find({
    collection: 'articles-categories',
    sort: 'order',
    limit: 100,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  return docs.map(toArticleCategory)
}

/**
 * Articles as cards, newest first: every article (`categorySlug` null), or those of one category
 * (linked within that category). An unknown category has no articles.
 */
export async function readArticles(
  payload: Payload,
  locale: Locale,
  categorySlug: string | null = null,
): Promise<ArticleCard[]> {
  let where: Where | undefined
  if (categorySlug != null) {
    if (!SLUG.test(categorySlug)) return []
    const { docs } = await payload.find({
      collection: 'articles-categories',
      where: { slug: { equals: categorySlug } },
      limit: 1,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    const category = docs[0]
    if (!category) return []
    where = { categories: { in: [category.id] } }
  }
  const { docs } = await payload.find({
    collection: 'articles',
    where,
    sort: ['-date', 'slug'],
    limit: LIST_LIMIT,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return docs.map((doc) => toArticleCard(doc, categorySlug)).filter((card): card is ArticleCard => card !== null)
}

/** The article at /blog/{categorySlug}/{slug}/; null when there is none or it is not in that category. */
export async function readArticle(
  payload: Payload,
  locale: Locale,
  categorySlug: string,
  slug: string,
): Promise<ArticleDetail | null> {
  if (!SLUG.test(categorySlug) || !SLUG.test(slug)) return null
  const { docs } = await payload.find({
    collection: 'articles',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  const doc = docs[0]
  return doc ? toArticleDetail(doc, categorySlug) : null
}

export const getArticleCategories = unstable_cache(
  async (locale: Locale) => readArticleCategories(await payloadClient(), locale),
  ['cms', 'articles-categories'],
  { tags: editorialTags },
)

export const getArticles = unstable_cache(
  async (locale: Locale, categorySlug: string | null) => readArticles(await payloadClient(), locale, categorySlug),
  ['cms', 'articles'],
  { tags: editorialTags },
)

export const getArticle = unstable_cache(
  async (locale: Locale, categorySlug: string, slug: string) =>
    readArticle(await payloadClient(), locale, categorySlug, slug),
  ['cms', 'article'],
  { tags: editorialTags },
)
