import { describe, expect, it } from 'vitest'

import { callbackSchema, fieldErrors } from './validation'
import { isSitePath, phoneDigits } from './rules'

describe('phoneDigits', () => {
  it.each([
    ['+44 20 7946 0321', '442079460321'],
    ['07946032100', '07946032100'],
    ['  0 7 9 4 6 0 3 2 1 0  ', '0794603210'],
  ])('accepts %j', (input, digits) => expect(phoneDigits(input)).toBe(digits))

  it.each([
    '',
    '   ',
    '+',
    '123456789',
    '+44 20 7946 03a1',
    '020-7946-0321',
    '(020) 79460321',
    '1234567890123456',
    '++441234567890',
  ])('refuses %j', (input) => expect(phoneDigits(input)).toBeNull())
})

describe('isSitePath', () => {
  it('accepts paths on this site with a query', () => {
    expect(isSitePath('/')).toBe(true)
    expect(isSitePath('/ua/services/female/?utm=x')).toBe(true)
  })
  it.each(['', 'https://evil.example/', '//evil.example/', '/\\evil', '/a b', '/a\nb', `/${'a'.repeat(2000)}`])(
    'refuses %j',
    (input) => expect(isSitePath(input)).toBe(false),
  )
})

describe('callbackSchema', () => {
  const good = { name: ' Ann ', phone: '+44 20 7946 0321', consent: true, path: '/price/' }

  it('trims the name and keeps the phone without spaces', () => {
    expect(callbackSchema('en').parse(good)).toMatchObject({ name: 'Ann', phone: '+442079460321' })
  })

  it('names every bad field in the locale', () => {
    const result = callbackSchema('uk').safeParse({ name: '', phone: '12345', consent: false, path: 'x' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Будь ласка, введіть ім’я',
      phone: 'Введено некоректний номер телефону',
      consent: 'Будь ласка, дайте згоду, щоб ми могли передзвонити',
      path: 'Не вдалося прочитати запит. Оновіть сторінку та спробуйте ще раз.',
    })
    const en = callbackSchema('en').safeParse({ ...good, phone: 'call me' })
    expect(fieldErrors(en.error!)).toEqual({ phone: 'An invalid phone number was entered' })
  })

  it('refuses missing fields with the same messages', () => {
    const result = callbackSchema('en').safeParse({})
    expect(fieldErrors(result.error!)).toMatchObject({
      name: 'Please enter your name',
      phone: 'An invalid phone number was entered',
    })
  })
})
