import { describe, expect, it } from 'vitest'

import { codeMessage } from './sign-in'
import { codeSmsText, eraseSmsText, signInTexts, wrongCodeText } from './texts'

describe('sign-in texts in the client’s language', () => {
  it('texts the code in English by default and in Ukrainian for a Ukrainian page', () => {
    expect(codeMessage('123456')).toBe('123456 is your Parlour sign-in code. It expires in 10 minutes. Never share it.')
    expect(codeMessage('123456', 'uk')).toBe('123456 — код входу в Parlour, дійсний 10 хв. Нікому не повідомляйте.')
    expect(codeSmsText('en', '654321', 10)).toBe(codeMessage('654321', 'en'))
  })

  it('starts every text with the code, so the log can mask it and the phone can offer it', () => {
    for (const locale of ['en', 'uk'] as const) {
      expect(codeSmsText(locale, '123456', 10)).toMatch(/^123456 /)
      expect(eraseSmsText(locale, '123456', 10)).toMatch(/^123456 /)
    }
    expect(eraseSmsText('uk', '123456', 10)).toContain('видалення облікового запису')
  })

  it('counts the tries left with each language’s plural forms', () => {
    expect([4, 3, 2, 1, 0].map((left) => wrongCodeText('en', left))).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'That code is not right. Ask for a new code.',
    ])
    expect([5, 4, 2, 1, 0].map((left) => wrongCodeText('uk', left))).toEqual([
      'Код неправильний. Залишилося 5 спроб.',
      'Код неправильний. Залишилося 4 спроби.',
      'Код неправильний. Залишилося 2 спроби.',
      'Код неправильний. Залишилася 1 спроба.',
      'Код неправильний. Попросіть новий код.',
    ])
  })

  it('gives English for a missing or unknown language', () => {
    expect(signInTexts(undefined)).toBe(signInTexts('en'))
    expect(signInTexts(null).codeGone).toBe('This code has expired or was already used. Ask for a new code.')
    expect(signInTexts('uk').codeGone).toBe('Цей код застарів або вже використаний. Попросіть новий код.')
  })
})

describe('the Ukrainian sign-in text', () => {
  it('fits one text message (70 characters once it has Cyrillic letters)', () => {
    expect(codeSmsText('uk', '123456', 10).length).toBeLessThanOrEqual(70)
  })
})
