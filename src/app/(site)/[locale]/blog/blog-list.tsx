import type { Metadata } from 'next'
import { cache } from 'react'

import { ArticleCardGrid } from '@/ui/cards/article-card'
import { RichText } from '@/ui/content/rich-text'
import { getArticleCategories, getArticles, getPage, getSiteSettings, publishedPageMetadata } from '@/features/content'
import type { ArticleCategory } from '@/features/content/contract'
import { getEnv } from '@/platform/env'
import type { Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import { brandedTitle } from '@/platform/seo/page-metadata'

import shell from '@/ui/layout/content-page.module.css'
import { ListingPage } from '@/ui/layout/listing-page'

import styles from './blog.module.css'

/**
 * The list shared by /blog/ (every article, with the CMS page "blog" as its introduction) and
 * /blog/{category}/ (the articles of one category). Both link to every category.
 */

/** Address of a blog list without locale prefix: /blog/ or /blog/{category}/. */
export function blogPath(category?: Pick<ArticleCategory, 'slug'> | null): string {
  return category ? `/blog/${category.slug}/` : '/blog/'
}

/**
 * Categories, the articles of the list and the blog page, read once per request. `categorySlug`
 * null is the whole blog; null is returned when the category does not exist.
 */
export const loadBlog = cache(async (locale: Locale, categorySlug: string | null) => {
  const [categories, settings, page] = await Promise.all([
    getArticleCategories(locale),
    getSiteSettings(locale),
    getPage('blog', locale),
  ])
  const current = categorySlug == null ? null : (categories.find((c) => c.slug === categorySlug) ?? null)
  if (categorySlug != null && !current) return null
  const articles = await getArticles(locale, current?.slug ?? null)
  return { categories, current, articles, page, brand: settings.brandName }
})

export type BlogData = NonNullable<Awaited<ReturnType<typeof loadBlog>>>

export function blogMetadata(locale: Locale, data: BlogData): Promise<Metadata> {
  const t = messages(locale)
  const { current, page, brand } = data
  const blogName = page?.title || t.blogTitle
  const title = current
    ? brandedTitle(fill(t.blogCategoryTitle, { name: current.name }), brand)
    : page?.metaTitle || brandedTitle(blogName, brand)
  const description = current
    ? current.description || fill(t.blogCategoryDescription, { name: current.name, brand })
    : page?.metaDescription || page?.description || fill(t.blogDescription, { brand })
  return publishedPageMetadata({
    siteUrl: getEnv().siteUrl,
    locale,
    path: blogPath(current),
    title,
    description,
    brand,
    image: current ? null : page?.image,
  })
}

export function BlogPage({ locale, data }: { locale: Locale; data: BlogData }) {
  const t = messages(locale)
  const { categories, current, articles, page, brand } = data
  const blogName = page?.title || t.blogTitle
  const lead = current ? current.description : page?.description || fill(t.blogLead, { brand })

  return (
    <ListingPage
      locale={locale}
      siteUrl={getEnv().siteUrl}
      path={blogPath(current)}
      parents={current ? [{ name: t.blogTitle, path: blogPath() }] : []}
      crumb={current ? current.name : t.blogTitle}
      title={current ? current.name : blogName}
      lead={lead}
      menuColour="dark"
    >
      {!current && page && page.body.length > 0 && <RichText blocks={page.body} className={styles.intro} />}
      <nav aria-label={t.blogCategories} className={styles.tabs}>
        <ul className={shell.pills}>
          {[null, ...categories].map((category) => {
            const here = (category?.slug ?? null) === (current?.slug ?? null)
            return (
              <li key={category?.slug ?? 'all'}>
                <a href={localePath(locale, blogPath(category))} aria-current={here ? 'page' : undefined}>
                  {category ? category.name : t.blogAllArticles}
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
      <section aria-labelledby="articles-heading" className={styles.section}>
        <h2 id="articles-heading" className="visually-hidden">
          {t.blogArticles}
        </h2>
        {articles.length > 0 ? (
          <ArticleCardGrid articles={articles} locale={locale} testId="articles" />
        ) : (
          <p className={shell.lead}>{t.blogEmpty}</p>
        )}
      </section>
    </ListingPage>
  )
}
