/** Options of a service document as the engine books them (docs/decisions/0052). */

/** The fields of a service document its options come from. */
interface ParamsOf {
  duration: number
  withParams?: boolean | null
  params?:
    { id?: string | null; name: string; priceFrom: number; priceTo?: number | null; duration?: number | null }[] | null
}

/**
 * A service's bookable options (docs/decisions/0052): its variants (`params`) while "has variants"
 * is on, each with the row's id, its one price at every salon and its minutes (the service's when
 * it gives none, as imported ones do).
 */
export function serviceOptions(
  s: ParamsOf,
): { id: string; name: string; duration: number; price: number; priceTo: number | null }[] {
  if (!s.withParams) return []
  return (s.params ?? [])
    .filter((p) => p.id && p.name)
    .map((p) => ({
      id: p.id!,
      name: p.name,
      duration: p.duration ?? s.duration,
      price: p.priceFrom,
      priceTo: p.priceTo != null && p.priceTo > p.priceFrom ? p.priceTo : null,
    }))
}
