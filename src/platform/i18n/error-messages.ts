import type { Locale } from './locales'
import { bilingual } from './text'

/**
 * The words of the error and 404 views, en + uk. Kept apart from messages.ts on purpose: the
 * error view is a client component that ships with every page, and importing the whole site
 * dictionary there would put both languages of all of it in every page's first-load script
 * (docs/decisions/0054).
 */
const errorWords = bilingual(
  {
    backHome: 'Back to the home page',
    errorTitle: 'Something went wrong',
    errorText: 'This page could not be shown (error {status}). Please try again or go back to the home page.',
    errorRetry: 'Try again',
  },
  {
    backHome: 'На головну',
    errorTitle: 'Щось пішло не так',
    errorText: 'Не вдалося показати цю сторінку (помилка {status}). Спробуйте ще раз або поверніться на головну.',
    errorRetry: 'Спробувати ще раз',
  },
)

/** The 404 view's words: read on the server only. */
const notFoundWords = bilingual(
  { notFoundTitle: 'This page could not be found' },
  { notFoundTitle: 'Цю сторінку не знайдено' },
)

export function errorMessages(locale: Locale) {
  return errorWords[locale]
}

export function notFoundMessages(locale: Locale) {
  return { ...notFoundWords[locale], backHome: errorWords[locale].backHome }
}
