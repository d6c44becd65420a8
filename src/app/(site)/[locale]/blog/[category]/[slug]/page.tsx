import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache, Fragment } from 'react'

import { articlePath } from '@/ui/cards/article-card'
import { RichText } from '@/ui/content/rich-text'
import { getArticle, getArticles, titleLinesText, getSiteSettings, publishedPageMetadata } from '@/features/content'
import type { TitleLine } from '@/features/content/contract'
import { getEnv } from '@/platform/env'
import { formatLongDate } from '@/platform/format/date'
import { excerpt } from '@/platform/format/text'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import { brandedTitle } from '@/platform/seo/page-metadata'

import { ArticleFrame } from '../../../_editorial/article-frame'
import { articleJsonLd } from '../../../_editorial/metadata'
import { blogPath } from '../../blog-list'
import styles from './article.module.css'

type Params = { locale: string; category: string; slug: string }

/** Longest meta description taken from the article text when the editors set none. */
const DESCRIPTION_CHARS = 160

/**
 * Every article of both languages is built ahead, under the category it is listed by. (Returning
 * [] for one language would make Next 16 drop the prerendering of the other too:
 * vercel/next.js#95166.)
 */
export async function generateStaticParams({ params }: { params: { locale: string } | Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return []
  const articles = await getArticles(locale, null)
  return articles.map((a) => ({ locale, category: a.categorySlug, slug: a.slug }))
}

const load = cache(async (locale: Locale, category: string, slug: string) => {
  const [article, settings] = await Promise.all([getArticle(locale, category, slug), getSiteSettings(locale)])
  if (!article) return null
  return {
    article,
    brand: settings.brandName,
    description: article.metaDescription || excerpt(article.excerpt, DESCRIPTION_CHARS),
  }
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, category, slug } = await params
  if (!isLocale(locale)) return {}
  const loaded = await load(locale, category, slug)
  if (!loaded) return {}
  const { article, brand, description } = loaded
  return publishedPageMetadata({
    siteUrl: getEnv().siteUrl,
    locale,
    path: articlePath(article),
    title: article.metaTitle || brandedTitle(article.title, brand),
    description,
    brand,
    image: article.heroImage,
    article: { publishedTime: article.date, section: article.category.name },
  })
}

/** The headline as the editors set it, line by line, accent pieces in the brand colour. */
function Headline({ id, lines }: { id: string; lines: TitleLine[] }) {
  return (
    <h1 id={id} className={styles.headline}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {/* Spaces between pieces and lines keep the heading's text readable as one sentence. */}
          {i > 0 && ' '}
          <span className={styles.line}>
            {line.map((item, j) => (
              <Fragment key={j}>
                {j > 0 && ' '}
                {item.accent ? <span className={styles.accent}>{item.text}</span> : item.text}
              </Fragment>
            ))}
          </span>
        </Fragment>
      ))}
    </h1>
  )
}

/** /blog/{category}/{slug}/ (and under /ua/): one article; 404 when it is not in that category. */
export default async function ArticlePage({ params }: { params: Promise<Params> }) {
  const { locale, category, slug } = await params
  if (!isLocale(locale)) notFound()
  const loaded = await load(locale, category, slug)
  if (!loaded) notFound()
  const { article, brand, description } = loaded
  const t = messages(locale)
  const siteUrl = getEnv().siteUrl
  const path = articlePath(article)
  const categoryPath = blogPath(article.category)
  const crumbs = [
    { name: t.home, path: '/' },
    { name: t.blogTitle, path: blogPath() },
    { name: article.category.name, path: categoryPath },
    { name: article.title, path: null },
  ]
  const jsonLd = articleJsonLd({
    siteUrl,
    locale,
    path,
    headline: titleLinesText(article.titleLines) || article.title,
    description,
    datePublished: article.date,
    image: article.heroImage,
    brand,
    section: article.category.name,
  })

  return (
    <ArticleFrame
      locale={locale}
      crumbs={crumbs}
      path={path}
      jsonLd={jsonLd}
      className={styles.article}
      titleId="article-title"
      header={
        <header className={styles.head}>
          <p className={styles.category}>
            <a href={localePath(locale, categoryPath)}>{article.category.name}</a>
          </p>
          <Headline id="article-title" lines={article.titleLines} />
          {article.date && (
            <p className={styles.date}>
              <time dateTime={article.date}>{formatLongDate(article.date, locale)}</time>
            </p>
          )}
        </header>
      }
      picture={{ image: article.heroImage, fallback: [1600, 1200], column: '52rem', className: styles.hero }}
    >
      <RichText blocks={article.body} className={styles.body} />
      <footer className={styles.foot}>
        <a href={localePath(locale, categoryPath)}>{fill(t.blogMoreIn, { name: article.category.name })}</a>
      </footer>
    </ArticleFrame>
  )
}
