import { ratingLabel, ratingStars } from '@/platform/format/rating'
import type { Locale } from '@/platform/i18n/locales'
import { ICON_SPRITE } from '@/ui/layout/ui-icon'

import styles from './rating-stars.module.css'

/**
 * A rating out of 5 as five stars (full, half or empty, spec service-pages §5). Screen readers
 * get one image named "Rated 4.5 out of 5" instead of five pictures. The stars are drawn once, in
 * the icon sprite (star-full, star-half, star-empty, in the colour of `.star`): a page of reviews
 * carries five short references per rating, not five polygons.
 */
export function RatingStars({
  rating,
  locale,
  size = 'small',
}: {
  rating: number | null | undefined
  locale: Locale
  size?: 'small' | 'large'
}) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating, locale)}
      className={size === 'large' ? `${styles.stars} ${styles.large}` : styles.stars}
      data-testid="rating-stars"
    >
      {ratingStars(rating).map((kind, i) => (
        <svg key={i} className={styles.star} aria-hidden="true" focusable="false">
          <use href={`${ICON_SPRITE}#star-${kind}`} />
        </svg>
      ))}
    </span>
  )
}
