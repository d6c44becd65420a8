import type { Locale } from '@/platform/i18n/locales'

/**
 * Employee ratings on a scale of 5, drawn as five stars. Zero, missing, NaN, infinite or
 * negative ratings mean "not rated yet" (five empty stars); ratings above 5 count as 5.
 */

export const RATING_SCALE = 5

export type Star = 'full' | 'half' | 'empty'

/** A usable rating clamped to the scale, or null when there is none to show. */
function usableRating(rating: number | null | undefined): number | null {
  if (rating == null || !Number.isFinite(rating) || rating <= 0) return null
  return Math.min(rating, RATING_SCALE)
}

/**
 * Five stars for a rating: full stars for the whole part, a half star when the fraction is from
 * 0.25 up to but not including 0.75, empty stars for the rest: 3.2 → ★★★☆☆, 3.5 → ★★★½☆.
 *
 * A fraction of 0.75 or more adds a full star (4.8 → ★★★★★). The spec lists only the half-star
 * band; read literally it would leave 4.8 at four stars, below the 4.5 that earns a half star.
 * Rounding up keeps the stars monotonic and makes them round to the nearest half star, which
 * also matches the one-decimal label ("4.8" reads closer to 5 than to 4.5).
 */
export function ratingStars(rating: number | null | undefined): Star[] {
  const value = usableRating(rating)
  if (value == null) return Array<Star>(RATING_SCALE).fill('empty')
  const whole = Math.floor(value)
  // Round the fraction to 3 decimals so that computed averages such as 3.7499999999 or
  // 3.2500000001 land in the band they are meant to be in.
  const fraction = Math.round((value - whole) * 1000) / 1000
  const extra: Star | null = fraction >= 0.75 ? 'full' : fraction >= 0.25 ? 'half' : null
  return Array.from({ length: RATING_SCALE }, (_, index): Star => {
    if (index < whole) return 'full'
    if (index === whole && extra) return extra
    return 'empty'
  })
}

const words = {
  en: { rated: (value: string) => `Rated ${value} out of ${RATING_SCALE}`, none: 'Not rated yet' },
  uk: { rated: (value: string) => `Оцінка ${value} з ${RATING_SCALE}`, none: 'Ще немає оцінок' },
} satisfies Record<Locale, { rated: (value: string) => string; none: string }>

const intlLocales = { en: 'en-GB', uk: 'uk-UA' } satisfies Record<Locale, string>

/**
 * The rating for screen readers, with one decimal and the locale's decimal separator:
 * "Rated 4.5 out of 5" / "Оцінка 4,5 з 5"; "Not rated yet" / "Ще немає оцінок" without a rating.
 */
export function ratingLabel(rating: number | null | undefined, locale: Locale = 'en'): string {
  const w = words[locale]
  const value = usableRating(rating)
  if (value == null) return w.none
  const number = new Intl.NumberFormat(intlLocales[locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
  return w.rated(number)
}

/** "review"/"reviews" and the Ukrainian forms, by the count's plural category (Intl.PluralRules). */
const reviewWords = {
  en: { one: 'review', other: 'reviews' },
  uk: { one: 'відгук', few: 'відгуки', many: 'відгуків', other: 'відгуку' },
} satisfies Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>

/**
 * The salon's rating with its count, in two parts around the star the page draws between them:
 * { value: '4.8', count: 'from 45 reviews' } / { value: '4,8', count: '— 45 відгуків' }. Null
 * without a rating or reviews: nothing to show.
 */
export function ratingSummary(
  average: number | null | undefined,
  count: number,
  locale: Locale = 'en',
): { value: string; count: string } | null {
  const value = usableRating(average)
  if (value == null || !Number.isInteger(count) || count < 1) return null
  const tag = intlLocales[locale]
  const words: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } = reviewWords[locale]
  const word = words[new Intl.PluralRules(tag).select(count)] ?? words.other
  const number = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)
  const counted = `${new Intl.NumberFormat(tag).format(count)} ${word}`
  return { value: number, count: locale === 'uk' ? `— ${counted}` : `from ${counted}` }
}
