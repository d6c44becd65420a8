import type { ArticleCard as ArticleCardData } from '@/features/content/contract'
import { formatLongDate } from '@/platform/format/date'
import type { Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/routing'

import card from './card.module.css'
import { CardImage } from './card'
import { CARD_COLUMNS, CardGrid } from './card-grid'
import styles from './article-card.module.css'

/** Address of an article without locale prefix: /blog/{category}/{slug}/. */
export function articlePath(article: Pick<ArticleCardData, 'categorySlug' | 'slug'>): string {
  return `/blog/${article.categorySlug}/${article.slug}/`
}

/** One article as a card: picture, date ("29 March 2026"), title linking to the article, clamped text. */
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
    <li className={`${card.card} ${card.ringOnFocusVisible}`} data-column={column}>
      <CardImage
        image={article.image}
        fallback={[640, 480]}
        sizes="(max-width: 760px) 100vw, (max-width: 1200px) 50vw, 33vw"
      />
      <div className={styles.body}>
        {article.date && (
          <p className={styles.meta}>
            <time dateTime={article.date}>{formatLongDate(article.date, locale)}</time>
          </p>
        )}
        <h3 className={styles.title}>
          <a className={`${card.link} ${styles.link}`} href={localePath(locale, articlePath(article))}>
            {article.title}
          </a>
        </h3>
        {article.excerpt && <p className={`${styles.excerpt} ${card.clamp}`}>{article.excerpt}</p>}
      </div>
    </li>
  )
}

/** Article cards in a `CardGrid` of three columns, each card knowing its column. */
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
    <CardGrid testId={testId} spacing="wide">
      {articles.map((article, index) => (
        <ArticleCard key={article.id} article={article} locale={locale} column={index % CARD_COLUMNS} />
      ))}
    </CardGrid>
  )
}
