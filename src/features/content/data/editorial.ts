import 'server-only'

import type { Payload, Where } from 'payload'

import type { Locale } from '@/platform/i18n/locales'

import { tags } from './cache-tags'
import { toArticleCard, toArticleCategory, toArticleDetail } from './editorial-map'
import { cached, findBySlug, findPublished } from './read'
import type { ArticleCard, ArticleCategory, ArticleDetail } from './types'

/**
 * Blog reads for public pages: published articles only (`overrideAccess: false` with no user, see
 * ./read). `read*` take a Payload instance (tests call them directly); `get*` are the cached
 * versions pages use, tagged so the Payload hooks can expire them. Content pages (about, charity,
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
  const docs = await findPublished(payload, 'articles-categories', locale, { sort: 'order', limit: 100, depth: 0 })
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
    const category = await findBySlug(payload, 'articles-categories', categorySlug, locale, 0)
    if (!category) return []
    where = { categories: { in: [category.id] } }
  }
  const docs = await findPublished(payload, 'articles', locale, {
    where,
    sort: ['-date', 'slug'],
    limit: LIST_LIMIT,
    depth: 1,
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
  const doc = await findBySlug(payload, 'articles', slug, locale)
  return doc ? toArticleDetail(doc, categorySlug) : null
}

export const getArticleCategories = cached('articles-categories', editorialTags, readArticleCategories)

export const getArticles = cached('articles', editorialTags, readArticles)

export const getArticle = cached('article', editorialTags, readArticle)
