/**
 * The one way the project writes its words: a dictionary per area in English and Ukrainian, and
 * `{name}` placeholders filled by `fill`. The site's messages, the booking widget's words and the
 * admin's texts all use these.
 */
import type { Locale } from './locales'

/** The same words in each locale. */
export type Bilingual<T> = Record<Locale, T>

/**
 * A dictionary in both languages. The English defines the keys; the Ukrainian must give every one
 * of them and no other (a type error otherwise).
 */
export function bilingual<T extends Record<string, string>>(
  en: T,
  uk: NoInfer<{ [K in keyof T]: string }>,
): Bilingual<T> {
  return { en, uk: uk as T }
}

/** The words for a language: Ukrainian for 'uk', English for anything else (an admin's language may be neither). */
export function wordsFor<T>(texts: Bilingual<T>, language: string | null | undefined): T {
  return language === 'uk' ? texts.uk : texts.en
}

/** Fills `{name}` placeholders; a name without a value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match))
}
