/**
 * Bookable options (docs/decisions/0052): a service may offer options, e.g. hair length, each with
 * its own length and price. A visit books the option's instead of the service's. Pure: no framework,
 * no database.
 */
import { processingOf, type Processing } from './processing'

/** What every option shape shares; `P` is the service's own price shape. */
export interface OptionOf<P> {
  id: string
  name: string
  duration: number
  prices: P
}

/** The message a caller sees when an option is not one of the service's. */
export const UNKNOWN_OPTION = 'Unknown option for this service.'

/** Option ids the API takes: a params row's id in Parlour's engine, a GUID in Beauty Pro mode. */
export const OPTION_ID = /^[0-9A-Za-z_-]{1,64}$/

/**
 * The service as booked with one of its options: the option's length and prices, and the
 * service's processing gap when it still fits inside that length. No option: the service as it
 * is. Null when the option is not one of the service's.
 */
export function bookedAs<
  P,
  O extends OptionOf<P>,
  S extends { duration: number; processing?: Processing | null; prices: P; options?: O[] },
>(service: S, optionId: string | null | undefined): { service: S; option: O | null } | null {
  if (!optionId) return { service, option: null }
  const option = service.options?.find((o) => o.id === optionId)
  if (!option) return null
  const gap = service.processing
    ? processingOf(option.duration, service.processing.after, service.processing.minutes)
    : null
  return {
    service: { ...service, duration: option.duration, prices: option.prices, processing: gap },
    option,
  }
}
