export interface PriceRangeInput {
  prices?: { price?: number | null }[] | null
  withParams?: boolean
  params?: { priceFrom?: number | null; priceTo?: number | null }[] | null
}

/**
 * A service's list price: the lowest and highest of its salon prices and, when it has variants,
 * of the variants' ranges. No prices at all → no price (the site says "No price available").
 */
export function priceRange(input: PriceRangeInput): { priceFrom: number | null; priceTo: number | null } {
  const values: number[] = []
  for (const row of input.prices ?? []) if (typeof row.price === 'number') values.push(row.price)
  if (input.withParams) {
    for (const p of input.params ?? []) {
      if (typeof p.priceFrom === 'number') values.push(p.priceFrom)
      if (typeof p.priceTo === 'number') values.push(p.priceTo)
    }
  }
  if (values.length === 0) return { priceFrom: null, priceTo: null }
  const min = Math.min(...values)
  const max = Math.max(...values)
  return { priceFrom: min, priceTo: max > min ? max : null }
}
