import type { Locale } from '@/platform/i18n/locales'

const units = {
  en: { h: 'h', min: 'min' },
  uk: { h: 'год', min: 'хв' },
} satisfies Record<Locale, { h: string; min: string }>

/** Service length from minutes: 45 → "45 min", 60 → "1 h", 90 → "1 h 30 min". */
export function formatDuration(minutes: number | null | undefined, locale: Locale = 'en'): string {
  if (minutes == null || !Number.isFinite(minutes) || minutes <= 0) return ''
  const u = units[locale]
  const total = Math.round(minutes)
  const hours = Math.floor(total / 60)
  const rest = total % 60
  if (hours === 0) return `${rest} ${u.min}`
  return rest === 0 ? `${hours} ${u.h}` : `${hours} ${u.h} ${rest} ${u.min}`
}

/** Hours as a number, as the old site computed them (duration / 60), to two decimals. */
export function durationInHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100
}
