import type { Locale } from './locales'
import { bilingual } from './text'

/**
 * The words of the error and 404 views, en + uk. Kept apart from messages.ts on purpose: the
 * error view is a client component that ships with every page, and importing the whole site
 * dictionary there would put both languages of all of it in every page's first-load script
 * (docs/decisions/0054).
 */
export const errorWords = bilingual(
  {
    notFoundTitle: 'This page could not be found',
    backHome: 'Back to the home page',
    errorTitle: 'Something went wrong',
    errorText: 'This page could not be shown (error {status}). Please try again or go back to the home page.',
    errorRetry: 'Try again',
  },
  {
    notFoundTitle: 'Цю сторінку не знайдено',
    backHome: 'На головну',
    errorTitle: 'Щось пішло не так',
    errorText: 'Не вдалося показати цю сторінку (помилка {status}). Спробуйте ще раз або поверніться на головну.',
    errorRetry: 'Спробувати ще раз',
  },
)

export function errorMessages(locale: Locale) {
  return errorWords[locale]
}
