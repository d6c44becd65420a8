import { describe, expect, it } from 'vitest'

import { formatFromPrice, formatPounds, formatPrice, formatPriceRange, groupDigits } from './price'

describe('groupDigits', () => {
  it('puts a space before the last three digits and each group before them', () => {
    expect(groupDigits(45)).toBe('45')
    expect(groupDigits(999)).toBe('999')
    expect(groupDigits(1200)).toBe('1 200')
    expect(groupDigits(1234567)).toBe('1 234 567')
  })
  it('keeps pence when there are any', () => {
    expect(groupDigits(45.5)).toBe('45.50')
    expect(groupDigits(1200.05)).toBe('1 200.05')
  })
})

describe('formatPrice', () => {
  it('shows a single price in pounds', () => {
    expect(formatPrice({ priceFrom: 45 })).toBe('£45')
    expect(formatPounds(1500)).toBe('£1 500')
  })
  it('shows the range when the highest of several prices is known', () => {
    expect(formatPrice({ priceFrom: 120, priceTo: 220, hasSeveralPrices: true })).toBe('£120 – £220')
    expect(formatPrice({ priceFrom: 1200, priceTo: 1500 }, 'uk')).toBe('£1 200 – £1 500')
  })
  it('says "from" when there are several prices and the highest is unknown', () => {
    expect(formatPrice({ priceFrom: 120, hasSeveralPrices: true })).toBe('from £120')
    expect(formatPrice({ priceFrom: 120, priceTo: 120, hasSeveralPrices: true }, 'uk')).toBe('від £120')
  })
  it('reads "No price available" without a stray zero when there is no price', () => {
    expect(formatPrice({ priceFrom: null })).toBe('No price available')
    expect(formatPrice({ priceFrom: undefined, priceTo: 0 })).toBe('No price available')
    expect(formatPrice({ priceFrom: null }, 'uk')).toBe('Ціну уточнюйте')
  })
  it('treats a zero price as free of charge, not as missing', () => {
    expect(formatPrice({ priceFrom: 0 })).toBe('£0')
  })
})

describe('formatFromPrice (cards)', () => {
  it('shows the lowest of several prices with "from"', () => {
    expect(formatFromPrice({ priceFrom: 120, priceTo: 220 })).toBe('from £120')
    expect(formatFromPrice({ priceFrom: 120, hasSeveralPrices: true }, 'uk')).toBe('від £120')
    expect(formatFromPrice({ priceFrom: 45 })).toBe('£45')
    expect(formatFromPrice({ priceFrom: null })).toBe('No price available')
  })
})

describe('formatPriceRange', () => {
  it('formats both ends with grouped digits', () => {
    expect(formatPriceRange(1200, 1500)).toBe('£1 200 – £1 500')
  })
  it('collapses to one price when the ends are equal or the top is missing', () => {
    expect(formatPriceRange(80, 80)).toBe('£80')
    expect(formatPriceRange(80, null)).toBe('£80')
  })
  it('reads "No price available" without a price', () => {
    expect(formatPriceRange(null, 100)).toBe('No price available')
  })
})
