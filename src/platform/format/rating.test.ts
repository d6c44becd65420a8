import { describe, expect, it } from 'vitest'

import { RATING_SCALE, ratingLabel, ratingStars, ratingSummary } from './rating'

const empty = ['empty', 'empty', 'empty', 'empty', 'empty']

describe('ratingStars', () => {
  it('always returns five stars', () => {
    for (const rating of [null, 0, 0.3, 1, 2.5, 4.9, 5, 7, -1, Number.NaN]) {
      expect(ratingStars(rating)).toHaveLength(RATING_SCALE)
    }
  })
  it('shows full stars for the whole part and empty stars for the rest', () => {
    expect(ratingStars(5)).toEqual(['full', 'full', 'full', 'full', 'full'])
    expect(ratingStars(4)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(ratingStars(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty'])
  })
  it('adds nothing for a fraction under 0.25', () => {
    expect(ratingStars(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty'])
    expect(ratingStars(3.24)).toEqual(['full', 'full', 'full', 'empty', 'empty'])
    expect(ratingStars(0.2)).toEqual(empty)
  })
  it('adds a half star for a fraction from 0.25 up to but not including 0.75', () => {
    expect(ratingStars(3.25)).toEqual(['full', 'full', 'full', 'half', 'empty'])
    expect(ratingStars(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty'])
    expect(ratingStars(3.74)).toEqual(['full', 'full', 'full', 'half', 'empty'])
    expect(ratingStars(4.5)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(ratingStars(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty'])
  })
  it('rounds a fraction of 0.75 or more up to a full star', () => {
    expect(ratingStars(3.75)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(ratingStars(4.8)).toEqual(['full', 'full', 'full', 'full', 'full'])
    expect(ratingStars(0.9)).toEqual(['full', 'empty', 'empty', 'empty', 'empty'])
  })
  it('is not thrown off by floating-point noise at the band edges', () => {
    expect(ratingStars(3.7499999999999)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(ratingStars(3.2499999999999)).toEqual(['full', 'full', 'full', 'half', 'empty'])
    expect(ratingStars((4.7 + 4.8) / 2)).toEqual(['full', 'full', 'full', 'full', 'full'])
  })
  it('shows five empty stars for zero, missing, NaN, infinite or negative ratings', () => {
    expect(ratingStars(0)).toEqual(empty)
    expect(ratingStars(null)).toEqual(empty)
    expect(ratingStars(undefined)).toEqual(empty)
    expect(ratingStars(Number.NaN)).toEqual(empty)
    expect(ratingStars(Number.POSITIVE_INFINITY)).toEqual(empty)
    expect(ratingStars(-3)).toEqual(empty)
  })
  it('clamps ratings above 5 to five full stars', () => {
    expect(ratingStars(5.4)).toEqual(['full', 'full', 'full', 'full', 'full'])
    expect(ratingStars(12)).toEqual(['full', 'full', 'full', 'full', 'full'])
  })
})

describe('ratingLabel', () => {
  it('reads the rating with one decimal', () => {
    expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5')
    expect(ratingLabel(4)).toBe('Rated 4.0 out of 5')
    expect(ratingLabel(4.83)).toBe('Rated 4.8 out of 5')
    expect(ratingLabel(3.75, 'en')).toBe('Rated 3.8 out of 5')
  })
  it('speaks Ukrainian with a decimal comma', () => {
    expect(ratingLabel(4.5, 'uk')).toBe('Оцінка 4,5 з 5')
    expect(ratingLabel(5, 'uk')).toBe('Оцінка 5,0 з 5')
  })
  it('says there is no rating yet for zero or missing ratings', () => {
    expect(ratingLabel(0)).toBe('Not rated yet')
    expect(ratingLabel(null)).toBe('Not rated yet')
    expect(ratingLabel(undefined, 'en')).toBe('Not rated yet')
    expect(ratingLabel(Number.NaN)).toBe('Not rated yet')
    expect(ratingLabel(-1)).toBe('Not rated yet')
    expect(ratingLabel(0, 'uk')).toBe('Ще немає оцінок')
    expect(ratingLabel(null, 'uk')).toBe('Ще немає оцінок')
  })
  it('clamps ratings above 5', () => {
    expect(ratingLabel(7)).toBe('Rated 5.0 out of 5')
    expect(ratingLabel(7, 'uk')).toBe('Оцінка 5,0 з 5')
  })
})

describe('ratingSummary', () => {
  const text = (...args: Parameters<typeof ratingSummary>) => {
    const parts = ratingSummary(...args)
    return parts && `${parts.value} ★ ${parts.count}`
  }

  it('reads "4.8 ★ from 45 reviews" in English, one review in the singular', () => {
    expect(text(4.8, 45, 'en')).toBe('4.8 ★ from 45 reviews')
    expect(text(5, 1, 'en')).toBe('5.0 ★ from 1 review')
    expect(text(4.75, 1200, 'en')).toBe('4.8 ★ from 1,200 reviews')
  })

  it('uses the Ukrainian decimal comma and the plural form of the count', () => {
    expect(text(4.8, 45, 'uk')).toBe('4,8 ★ — 45 відгуків')
    expect(text(4.8, 1, 'uk')).toBe('4,8 ★ — 1 відгук')
    expect(text(4.8, 21, 'uk')).toBe('4,8 ★ — 21 відгук')
    expect(text(4.8, 3, 'uk')).toBe('4,8 ★ — 3 відгуки')
    expect(text(4.8, 22, 'uk')).toBe('4,8 ★ — 22 відгуки')
    expect(text(4.8, 11, 'uk')).toBe('4,8 ★ — 11 відгуків')
  })

  it('shows nothing without reviews or a rating', () => {
    expect(ratingSummary(null, 0, 'en')).toBeNull()
    expect(ratingSummary(4.5, 0, 'en')).toBeNull()
    expect(ratingSummary(0, 3, 'uk')).toBeNull()
  })
})
