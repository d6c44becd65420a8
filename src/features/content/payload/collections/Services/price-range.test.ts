import { describe, expect, it } from 'vitest'

import { priceRange } from './price-range'

describe('priceRange', () => {
  it('is empty without any price', () => {
    expect(priceRange({})).toEqual({ priceFrom: null, priceTo: null })
    expect(priceRange({ prices: [], withParams: true, params: [] })).toEqual({ priceFrom: null, priceTo: null })
  })
  it('is one price when every salon charges the same', () => {
    expect(priceRange({ prices: [{ price: 45 }, { price: 45 }] })).toEqual({ priceFrom: 45, priceTo: null })
  })
  it('spans the salons when they differ', () => {
    expect(priceRange({ prices: [{ price: 50 }, { price: 45 }] })).toEqual({ priceFrom: 45, priceTo: 50 })
  })
  it('includes the variants only when the service has them switched on', () => {
    const params = [
      { priceFrom: 120, priceTo: 140 },
      { priceFrom: 160, priceTo: null },
    ]
    expect(priceRange({ prices: [{ price: 120 }], withParams: true, params })).toEqual({ priceFrom: 120, priceTo: 160 })
    expect(priceRange({ prices: [{ price: 120 }], withParams: false, params })).toEqual({
      priceFrom: 120,
      priceTo: null,
    })
  })
})
