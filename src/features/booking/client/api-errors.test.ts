import { describe, expect, it } from 'vitest'

import { bookingMessages } from '@/platform/i18n/booking-messages'
import { PLAIN_TEXT_MESSAGE } from '@/platform/validation/plain-text'

import { BookingApiError, errorMessage, fieldErrors, isTimeGone } from './api-errors'

const en = bookingMessages('en')
const uk = bookingMessages('uk')

describe('booking API errors in words', () => {
  const taken = new BookingApiError(409, {
    message: 'Sorry, that time has just been taken. Please choose another time.',
    reason: 'slot_taken',
  })

  it('says a taken time clearly in both languages and asks for fresh times', () => {
    expect(errorMessage(taken, en, 'en')).toBe('Sorry, that time has just been taken. Please choose another time.')
    expect(errorMessage(taken, uk, 'uk')).toBe(uk.bookErrSlotTaken)
    expect(isTimeGone(taken)).toBe(true)
    const notOffered = new BookingApiError(400, { reason: 'not_offered', fields: { start: 'x' } })
    expect(isTimeGone(notOffered)).toBe(true)
    expect(errorMessage(notOffered, uk, 'uk')).toBe(uk.bookErrNotOffered)
  })

  it('names the wait of a rate limit in minutes', () => {
    const limited = new BookingApiError(429, { message: 'Too many' }, 150)
    expect(errorMessage(limited, en, 'en')).toBe('Too many attempts. Please try again in 3 min.')
    expect(errorMessage(new BookingApiError(429, {}), uk, 'uk')).toBe('Забагато спроб. Спробуйте ще раз за 1 хв.')
  })

  it('covers a lost connection, refusals, sign-in and unknown failures', () => {
    expect(errorMessage(new BookingApiError(0, {}), en, 'en')).toBe(en.bookErrNetwork)
    expect(errorMessage(new TypeError('fetch failed'), uk, 'uk')).toBe(uk.bookErrNetwork)
    expect(errorMessage(new BookingApiError(403, { reason: 'forbidden_online_booking' }), uk, 'uk')).toBe(
      uk.bookErrForbidden,
    )
    expect(errorMessage(new BookingApiError(401, { message: 'Please sign in.' }), uk, 'uk')).toBe(uk.bookErrSignIn)
    expect(errorMessage(new BookingApiError(503, { message: 'SMS down' }), en, 'en')).toBe(en.bookErrSms)
    expect(errorMessage(new BookingApiError(503, { reason: 'unavailable' }), en, 'en')).toBe(en.bookErrUnavailable)
    // An overloaded site: busy, try again shortly — in the visitor's language, not "sign in" or "went wrong".
    const busy = new BookingApiError(503, { message: 'We are very busy just now.', reason: 'busy' }, 2)
    expect(errorMessage(busy, en, 'en')).toBe('We are very busy just now. Please try again in a few seconds.')
    expect(errorMessage(busy, uk, 'uk')).toBe('Зараз у нас дуже багато запитів. Спробуйте ще раз за кілька секунд.')
    expect(errorMessage(new BookingApiError(500, { message: 'boom' }), en, 'en')).toBe(en.bookErrGeneric)
    expect(errorMessage(new BookingApiError(400, { message: 'Odd input.' }), en, 'en')).toBe('Odd input.')
    expect(errorMessage(new BookingApiError(400, { message: 'Odd input.' }), uk, 'uk')).toBe(uk.bookErrGeneric)
    expect(isTimeGone(new BookingApiError(400, { reason: 'invalid_request' }))).toBe(false)
  })

  it('sends a client at the limits of online booking to the phone, keeps the chosen time, in both languages', () => {
    const day = new BookingApiError(409, {
      message: 'You can book up to 4 services for one day online. To add more, please call the salon.',
      reason: 'client_limit_day',
    })
    const upcoming = new BookingApiError(409, { message: 'You can have up to 6…', reason: 'client_limit_upcoming' })
    expect(errorMessage(day, en, 'en')).toBe(
      'You can book up to 4 services for one day online. To add more, please call the salon.',
    )
    expect(errorMessage(day, uk, 'uk')).toBe(
      'На цей день у вас уже стільки послуг, скільки можна записати онлайн. Щоб додати ще, зателефонуйте в салон.',
    )
    expect(errorMessage(upcoming, uk, 'uk')).toBe(uk.bookErrUpcomingLimit)
    expect(errorMessage(new BookingApiError(409, { reason: 'client_limit_upcoming' }), en, 'en')).toBe(
      en.bookErrUpcomingLimit,
    )
    // Not a time gone: the widget does not send the visitor back to choose another time.
    expect(isTimeGone(day)).toBe(false)
    expect(isTimeGone(upcoming)).toBe(false)
  })

  it('gives field messages: the API’s in English, ours in Ukrainian', () => {
    const wrong = new BookingApiError(400, { fields: { code: 'That code is wrong. 4 tries left.', other: 'Bad.' } })
    expect(fieldErrors(wrong, en, 'en')).toEqual({ code: 'That code is wrong. 4 tries left.', other: 'Bad.' })
    expect(fieldErrors(wrong, uk, 'uk')).toEqual({ code: uk.bookErrCode, other: uk.bookErrField })
    expect(fieldErrors(taken, en, 'en')).toEqual({})
  })

  it('says a name refused for control characters in the visitor’s language', () => {
    const refused = new BookingApiError(400, { fields: { firstname: PLAIN_TEXT_MESSAGE } })
    expect(fieldErrors(refused, uk, 'uk')).toEqual({ firstname: uk.bookErrPlainText })
    expect(fieldErrors(refused, en, 'en')).toEqual({ firstname: en.bookErrPlainText })
    expect(uk.bookErrPlainText).not.toBe(en.bookErrPlainText)
  })
})
