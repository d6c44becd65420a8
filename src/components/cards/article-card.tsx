import Image from 'next/image'
import Link from 'next/link'
import type { CSSProperties } from 'react'

import type { ArticleCard as ArticleCardData } from '@/lib/cms/types'
import { formatDate } from '@/lib/format/date'
import { clampStyle } from '@/lib/format/text'
import type { Locale } from '@/lib/i18n/locales'
import { localePath } from '@/lib/i18n/routing'

import styles from './article-card.module.css'

/** Listings show cards in three columns; card `i` is in column `i % 3`. */
export const ARTICLE_COLUMNS = 3

/** Address of an article without locale prefix: /blog/{category}/{slug}/. */
export function articlePath(article: Pick<ArticleCardData, 'categorySlug' | 'slug'>): string {
  return `/blog/${article.categorySlug}/${article.slug}/`
}

const excerptStyle = clampStyle() as CSSProperties

/** One article as a card: picture, date (dd/mm/yyyy), title linking to the article, clamped text. */
export function ArticleCard({
  article,
  locale,
  column,
}: {
  article: ArticleCardData
  locale: Locale
  /** Its column on the widest layout (index % 3), for the staggered reveal. */
  column?: number
}) {
  return (
    <li className={styles.card} data-column={column}>
      {article.image && (
        <Image
          className={styles.image}
          src={article.image.url}
          alt=""
          width={article.image.width ?? 640}
          height={article.image.height ?? 480}
          sizes="(max-width: 760px) 100vw, (max-width: 1200px) 50vw, 33vw"
        />
      )}
      <div className={styles.body}>
        {article.date && (
          <p className={styles.meta}>
            <time dateTime={article.date}>{formatDate(article.date)}</time>
          </p>
        )}
        <h3 className={styles.title}>
          <Link className={styles.link} href={localePath(locale, articlePath(article))}>
            {article.title}
          </Link>
        </h3>
        {article.excerpt && (
          <p className={styles.excerpt} style={excerptStyle}>
            {article.excerpt}
          </p>
        )}
      </div>
    </li>
  )
}

/**
 * Cards in a grid of three columns (two under 1200 px, one under 760 px). The grid fills row by
 * row, so card `i` lands in column `i % 3` while the reading order stays the order of the list.
 */
export function ArticleCardGrid({
  articles,
  locale,
  testId,
}: {
  articles: ArticleCardData[]
  locale: Locale
  testId?: string
}) {
  return (
    <ul className={styles.grid} data-testid={testId}>
      {articles.map((article, index) => (
        <ArticleCard key={article.id} article={article} locale={locale} column={index % ARTICLE_COLUMNS} />
      ))}
    </ul>
  )
}
