import type { ServiceDetail, ServiceSummary } from './types'

/** The price a page shows for a service: its lowest, its highest when higher, and whether it has several. */
export type ShownPrice = Pick<ServiceSummary, 'priceFrom' | 'priceTo' | 'hasSeveralPrices'>

/** What a service's price at one salon is read from (a catalogue service has all of it). */
export type PricedService = ShownPrice &
  Pick<ServiceDetail, 'salonPrices'> & {
    variants: Pick<ServiceDetail['variants'][number], 'priceFrom' | 'priceTo'>[]
  }

/**
 * A service's price at one salon, for the pages of that salon (issue 33): the range of its variants
 * when it has them (variants are priced for every salon alike), else that salon's own price, never
 * the range across salons. With no salon in context, or a salon that sets no price for it, the
 * service's list price (the lowest and highest of every salon and variant) stands.
 */
export function priceAt(service: PricedService, salonId: string | number | null | undefined): ShownPrice {
  const listPrice = {
    priceFrom: service.priceFrom,
    priceTo: service.priceTo,
    hasSeveralPrices: service.hasSeveralPrices,
  }
  if (salonId == null) return listPrice
  if (service.variants.length > 0) {
    const known = service.variants
      .flatMap((v) => [v.priceFrom, v.priceTo])
      .filter((p): p is number => typeof p === 'number' && Number.isFinite(p))
    if (known.length === 0) return listPrice
    const low = Math.min(...known)
    const high = Math.max(...known)
    return { priceFrom: low, priceTo: high > low ? high : null, hasSeveralPrices: service.variants.length > 1 }
  }
  const own = service.salonPrices[String(salonId)]
  if (typeof own !== 'number' || !Number.isFinite(own)) return listPrice
  return { priceFrom: own, priceTo: null, hasSeveralPrices: false }
}
