/**
 * What sign-in says to the client, in the language of the page they signed in from (issue 33):
 * the texted codes and the API's refusals. English when the request names no language.
 */
import type { Locale } from '@/platform/i18n/locales'
import { bilingual, fill, wordsFor } from '@/platform/i18n/text'

const texts = bilingual(
  {
    codeSms: '{code} is your Parlour sign-in code. It expires in {minutes} minutes. Never share it.',
    eraseSms:
      '{code} is your code to delete your Parlour account and your data. It expires in {minutes} minutes. If you did not ask for it, do not share it and ignore this text.',
    tooManyCodes: 'Too many codes asked for. Please wait a little and try again.',
    tooManyAttempts: 'Too many attempts. Please wait and try again.',
    codeGone: 'This code has expired or was already used. Ask for a new code.',
    sendFailed: 'We could not send the text just now. Please try again in a minute.',
    checkFailed: 'We could not check the code just now. Please try again in a minute.',
    tooManyWrong: 'Too many wrong codes. Ask for a new code.',
    wrongCodeNoneLeft: 'That code is not right. Ask for a new code.',
    wrongCodeOne: 'That code is not right. {left} try left.',
    wrongCodeFew: 'That code is not right. {left} tries left.',
    wrongCodeMany: 'That code is not right. {left} tries left.',
  },
  {
    // One text of 70 Cyrillic characters at most (a longer one is sent, and paid for, as two).
    codeSms: '{code} — код входу в Parlour, дійсний {minutes} хв. Нікому не повідомляйте.',
    eraseSms:
      '{code} — ваш код для видалення облікового запису Parlour і ваших даних. Він дійсний {minutes} хвилин. Якщо ви його не просили, нікому його не повідомляйте й проігноруйте це повідомлення.',
    tooManyCodes: 'Забагато запитів коду. Зачекайте трохи й спробуйте ще раз.',
    tooManyAttempts: 'Забагато спроб. Зачекайте й спробуйте ще раз.',
    codeGone: 'Цей код застарів або вже використаний. Попросіть новий код.',
    sendFailed: 'Зараз не вдалося надіслати SMS. Спробуйте ще раз за хвилину.',
    checkFailed: 'Зараз не вдалося перевірити код. Спробуйте ще раз за хвилину.',
    tooManyWrong: 'Забагато неправильних кодів. Попросіть новий код.',
    wrongCodeNoneLeft: 'Код неправильний. Попросіть новий код.',
    wrongCodeOne: 'Код неправильний. Залишилася {left} спроба.',
    wrongCodeFew: 'Код неправильний. Залишилося {left} спроби.',
    wrongCodeMany: 'Код неправильний. Залишилося {left} спроб.',
  },
)

export type SignInTexts = (typeof texts)['en']

/** The words for the request's language; English for anything but Ukrainian. */
export const signInTexts = (locale: Locale | null | undefined): SignInTexts => wordsFor(texts, locale)

/** "That code is not right. 2 tries left." with the count's plural form in either language. */
export function wrongCodeText(locale: Locale | null | undefined, left: number): string {
  const t = signInTexts(locale)
  if (left <= 0) return t.wrongCodeNoneLeft
  const form = new Intl.PluralRules(locale === 'uk' ? 'uk' : 'en').select(left)
  const template = form === 'one' ? t.wrongCodeOne : form === 'few' ? t.wrongCodeFew : t.wrongCodeMany
  return fill(template, { left })
}

/** The texted sign-in code. */
export const codeSmsText = (locale: Locale | null | undefined, code: string, minutes: number) =>
  fill(signInTexts(locale).codeSms, { code, minutes })

/** The texted code confirming the deletion of an account. */
export const eraseSmsText = (locale: Locale | null | undefined, code: string, minutes: number) =>
  fill(signInTexts(locale).eraseSms, { code, minutes })
