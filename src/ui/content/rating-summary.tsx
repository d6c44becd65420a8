import { ratingSummary } from '@/platform/format/rating'
import type { Locale } from '@/platform/i18n/locales'

import styles from './rating-summary.module.css'

/**
 * The salon's rating with its count, "4.8 ★ from 45 reviews" (uk "4,8 ★ — 45 відгуків"), linking
 * to the reviews it sums up when `href` is given. Nothing without reviews.
 */
export function RatingSummary({
  average,
  count,
  locale,
  href,
  tone = 'light',
}: {
  average: number | null
  count: number
  locale: Locale
  href?: string
  /** `deep` on the dark band. */
  tone?: 'light' | 'deep'
}) {
  const parts = ratingSummary(average, count, locale)
  if (!parts) return null
  const content = (
    <>
      <span className={styles.value}>{parts.value}</span> <span aria-hidden="true">★</span>{' '}
      <span className={styles.count}>{parts.count}</span>
    </>
  )
  const className = `${styles.summary} ${tone === 'deep' ? styles.deep : ''}`
  return href ? (
    <a className={className} href={href} data-testid="rating-summary">
      {content}
    </a>
  ) : (
    <p className={className} data-testid="rating-summary">
      {content}
    </p>
  )
}
