import { describe, expect, it } from 'vitest'

import { formatFromPrice, formatPrice } from '@/platform/format/price'

import { type PricedService, priceAt } from './price'

const CHELSEA = 1
const KENSINGTON = 2

/** A service as the catalogue maps it: list price over every salon and variant (see map.ts). */
const service = (salonPrices: Record<string, number>, variants: PricedService['variants'] = []): PricedService => {
  const all = [...Object.values(salonPrices), ...variants.flatMap((v) => [v.priceFrom, v.priceTo ?? v.priceFrom])]
  const low = Math.min(...all)
  const high = Math.max(...all)
  return {
    priceFrom: low,
    priceTo: high > low ? high : null,
    hasSeveralPrices: variants.length > 1 || new Set(Object.values(salonPrices)).size > 1,
    salonPrices,
    variants,
  }
}

const airTouch = service({ [CHELSEA]: 260, [KENSINGTON]: 260 }, [
  { priceFrom: 260, priceTo: null },
  { priceFrom: 310, priceTo: null },
  { priceFrom: 360, priceTo: null },
])
const manicure = service({ [CHELSEA]: 45, [KENSINGTON]: 50 })

describe('priceAt', () => {
  it('gives the range of the variants at a salon: AirTouch at Kensington is £260 – £360', () => {
    const price = priceAt(airTouch, KENSINGTON)
    expect(formatPrice(price)).toBe('£260 – £360')
    expect(formatFromPrice(price)).toBe('from £260')
  })

  it('gives each salon its own price, not the range across salons', () => {
    expect(formatPrice(manicure)).toBe('£45 – £50')
    expect(formatPrice(priceAt(manicure, CHELSEA))).toBe('£45')
    expect(formatFromPrice(priceAt(manicure, CHELSEA))).toBe('£45')
    expect(formatPrice(priceAt(manicure, String(KENSINGTON)))).toBe('£50')
    expect(formatFromPrice(priceAt(manicure, KENSINGTON), 'uk')).toBe('£50')
  })

  it('keeps the variants’ own range even where one salon’s price lies outside it', () => {
    const dearer = service({ [CHELSEA]: 260, [KENSINGTON]: 400 }, airTouch.variants)
    expect(formatPrice(dearer)).toBe('£260 – £400')
    expect(priceAt(dearer, KENSINGTON)).toEqual({ priceFrom: 260, priceTo: 360, hasSeveralPrices: true })
  })

  it('keeps the list price with no salon in context or a salon that sets no price', () => {
    expect(priceAt(manicure, null)).toEqual({ priceFrom: 45, priceTo: 50, hasSeveralPrices: true })
    expect(priceAt(manicure, 3)).toEqual({ priceFrom: 45, priceTo: 50, hasSeveralPrices: true })
  })

  it('reads one variant with a range of its own as that range', () => {
    const one = service({ [CHELSEA]: 30 }, [{ priceFrom: 30, priceTo: 40 }])
    expect(priceAt(one, CHELSEA)).toEqual({ priceFrom: 30, priceTo: 40, hasSeveralPrices: false })
    expect(formatFromPrice(priceAt(one, CHELSEA))).toBe('from £30')
  })
})
