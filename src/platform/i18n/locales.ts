/** Content locales: English at the root, Ukrainian under /ua/ (its language code is `uk`). */
export const locales = ['en', 'uk'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
