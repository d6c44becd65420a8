import type { Locale } from '@/platform/i18n/locales'

/**
 * Prices in pounds. A service with several prices shows its range ("£260 – £360") where its
 * highest price is known, else its lowest with "from"; cards show the lowest with "from" (spec
 * service-pages §5). Thousands are separated by a space ("£1 200"), as the salon's printed menu
 * does. A service without any price reads "No price available" (the old site printed
 * "No price available 0").
 */

const words = {
  en: { from: 'from', none: 'No price available' },
  uk: { from: 'від', none: 'Ціну уточнюйте' },
} satisfies Record<Locale, { from: string; none: string }>

/** 1200 → "1 200"; 45.5 → "45.50"; a space before each group of three digits. */
export function groupDigits(value: number): string {
  const negative = value < 0
  const abs = Math.abs(value)
  const whole = Math.floor(abs)
  const pence = Math.round((abs - whole) * 100)
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return `${negative ? '-' : ''}${grouped}${pence ? `.${String(pence).padStart(2, '0')}` : ''}`
}

export function formatPounds(value: number): string {
  return `£${groupDigits(value)}`
}

export interface PriceInput {
  priceFrom: number | null | undefined
  priceTo?: number | null | undefined
  hasSeveralPrices?: boolean
}

const hasTop = (input: PriceInput): input is PriceInput & { priceFrom: number; priceTo: number } =>
  input.priceFrom != null && input.priceTo != null && Number.isFinite(input.priceTo) && input.priceTo > input.priceFrom

/** "£45", "£260 – £360", "from £45" (several prices, highest unknown) or "No price available". */
export function formatPrice(input: PriceInput, locale: Locale = 'en'): string {
  if (hasTop(input)) return formatPriceRange(input.priceFrom, input.priceTo, locale)
  return formatFromPrice(input, locale)
}

/** A card's price: "£45", or the lowest with "from" when there are several; "No price available". */
export function formatFromPrice(input: PriceInput, locale: Locale = 'en'): string {
  const w = words[locale]
  if (input.priceFrom == null || !Number.isFinite(input.priceFrom)) return w.none
  const several = input.hasSeveralPrices || hasTop(input)
  return several ? `${w.from} ${formatPounds(input.priceFrom)}` : formatPounds(input.priceFrom)
}

/** "£1 200 – £1 500", or one price when both ends are equal or the top is missing. */
export function formatPriceRange(
  from: number | null | undefined,
  to: number | null | undefined,
  locale: Locale = 'en',
): string {
  if (from == null || !Number.isFinite(from)) return words[locale].none
  if (to == null || !Number.isFinite(to) || to <= from) return formatPounds(from)
  return `${formatPounds(from)} – ${formatPounds(to)}`
}
