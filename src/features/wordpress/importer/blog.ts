/** The blog: its categories (parents first), then the articles, each at its first category's address. */
import { mapArticle, type ArticleDraft } from '../source/map'

import { postFields } from './posts'
import type { ImportRun } from './run'
import { importTerms } from './terms'
import { fingerprint, resolve, type Listed } from './types'

/** The imported blog categories' slugs by WordPress id (an article's address starts with one). */
async function categorySlugs(run: ImportRun): Promise<Map<number, string>> {
  const slugs = new Map<number, string>()
  const { docs } = await run.payload.find({
    collection: 'articles-categories',
    where: { 'wordpress.itemId': { exists: true } },
    pagination: false,
    ...run.o,
    select: { slug: true, wordpress: true },
  })
  for (const c of docs as { slug: string; wordpress?: { itemId?: number | null; source?: string | null } }[])
    if (c.wordpress?.itemId) slugs.set(c.wordpress.itemId, c.slug)
  return slugs
}

export async function importBlog(run: ImportRun): Promise<{ categories: Listed; articles: Listed }> {
  const categories = await importTerms(run, 'articles_categories', 'blog category')
  const slugs = await categorySlugs(run)
  const articles = await run.posts('articles', 'article', mapArticle, async (listed, d: ArticleDraft, label, item) => {
    const categoryIds = resolve(categories.ids, d.categoryWpIds)
    if (!categoryIds.length) return run.skip('articles', label, 'none of its categories was imported')
    const id = await run.upsert(listed, d, label, {
      html: d.bodyHtml,
      build: async (req, bodies) => {
        const post = await postFields(run, d, label, req, bodies)
        return {
          en: { ...post.en, date: `${d.date}T12:00:00.000Z`, categories: categoryIds, titleLines: d.titleLines },
          uk: post.uk && { ...post.uk, titleLines: d.titleLinesUk ?? d.titleLines },
        }
      },
      hash: fingerprint({ ...d, categoryIds }),
    })
    const category = slugs.get(d.categoryWpIds.find((c) => slugs.has(c)) ?? -1)
    if (id !== null && category)
      await run.redirect(`/blog/${category}/${run.oldSlug(item, d.slug)}/`, `/blog/${category}/${d.slug}/`)
  })
  return { categories, articles }
}
