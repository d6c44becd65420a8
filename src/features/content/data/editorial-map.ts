import type { Article, ArticlesCategory } from '@/cms/payload-types'
import { excerpt as clip } from '@/platform/format/text'

import { toImage, toMeta } from './map'
import { richPlainText, toRichBlocks } from './rich-text'
import type { ArticleCard, ArticleCategory, ArticleDetail, TitleLine } from './types'

/**
 * Blog documents → app shapes. Pure (no database, no Next), so it is unit-tested; the reads
 * live in ./editorial.
 */

/** Longest card text taken from the body when an article has no excerpt (the card clamps it). */
export const EXCERPT_FROM_BODY_CHARS = 320

export function toArticleCategory(doc: ArticlesCategory): ArticleCategory {
  return { id: doc.id, slug: doc.slug, name: doc.name, description: doc.description ?? '' }
}

/**
 * The headline lines an editor set, without empty pieces or empty lines. With none left, the
 * plain title is the one line, so a headline can always be drawn from the lines.
 */
export function toTitleLines(lines: Article['titleLines'], title: string): TitleLine[] {
  const out: TitleLine[] = []
  for (const line of lines ?? []) {
    const items = (line.items ?? [])
      .map((item) => ({ text: (item.text ?? '').replace(/\s+/g, ' ').trim(), accent: item.accent === true }))
      .filter((item) => item.text !== '')
    if (items.length > 0) out.push(items)
  }
  const plain = title.replace(/\s+/g, ' ').trim()
  return out.length > 0 || plain === '' ? out : [[{ text: plain, accent: false }]]
}

/** The headline as one plain string: pieces and lines joined by single spaces. */
export function titleLinesText(lines: TitleLine[]): string {
  return lines
    .map((line) => line.map((item) => item.text).join(' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** "2025-02-18T09:00:00.000Z" → "2025-02-18": the stored day, never shifted; "" when malformed. */
export function articleDay(iso: string | null | undefined): string {
  if (typeof iso !== 'string') return ''
  const day = iso.trim().split(/[T ]/, 1)[0] ?? ''
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return ''
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const check = new Date(0)
  check.setUTCFullYear(year, month - 1, date)
  const real = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date
  return real ? day : ''
}

/** The article's categories that were loaded (depth ≥ 1), in the order the editors set them. */
function loadedCategories(doc: Article): ArticlesCategory[] {
  return (doc.categories ?? []).filter((c): c is ArticlesCategory => typeof c === 'object' && c !== null)
}

/**
 * The category an article is shown under: `preferred` when the article has it (a category list
 * links within itself), otherwise its first category; null when it has none it can be linked by.
 */
export function listedCategory(doc: Article, preferred?: string | null): ArticlesCategory | null {
  const all = loadedCategories(doc)
  if (preferred != null) {
    const match = all.find((c) => c.slug === preferred)
    if (match) return match
  }
  return all[0] ?? null
}

/** Whether the article belongs to the category with this slug. */
export function inCategory(doc: Article, slug: string): boolean {
  return loadedCategories(doc).some((c) => c.slug === slug)
}

function cardOf(doc: Article, category: ArticlesCategory, body: ReturnType<typeof toRichBlocks>): ArticleCard {
  const text = (doc.excerpt ?? '').trim() || clip(richPlainText(body), EXCERPT_FROM_BODY_CHARS)
  return {
    id: doc.id,
    slug: doc.slug,
    categorySlug: category.slug,
    categoryName: category.name,
    title: doc.title,
    titleLines: toTitleLines(doc.titleLines, doc.title),
    excerpt: text,
    date: articleDay(doc.date),
    image: toImage(doc.previewImage, 'card'),
  }
}

/** An article as a card under `preferredCategory` (or its first category); null when it has none. */
export function toArticleCard(doc: Article, preferredCategory?: string | null): ArticleCard | null {
  const category = listedCategory(doc, preferredCategory)
  if (!category) return null
  return cardOf(doc, category, doc.excerpt?.trim() ? [] : toRichBlocks(doc.body))
}

/** The article page at /blog/{categorySlug}/{slug}/; null when it is not in that category. */
export function toArticleDetail(doc: Article, categorySlug: string): ArticleDetail | null {
  if (!inCategory(doc, categorySlug)) return null
  const category = listedCategory(doc, categorySlug)!
  const body = toRichBlocks(doc.body)
  return {
    ...cardOf(doc, category, body),
    category: toArticleCategory(category),
    heroImage: toImage(doc.previewImage, 'large'),
    body,
    ...toMeta(doc),
  }
}
