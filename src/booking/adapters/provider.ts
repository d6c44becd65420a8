/**
 * The booking provider of this process, chosen by `BOOKING_PROVIDER` (src/lib/config.ts): Parlour's
 * own engine on this process's Payload (its catalogue kept in Next's data cache) by default.
 * For route handlers inside the Next.js server.
 */
import { payloadClient } from '@/lib/cms/payload'

import { cachedCatalogue } from './cached-catalogue'
import { createPayloadCatalogue } from './payload-catalogue'
import {
  systemClock,
  type BookingCatalogue,
  type BookingProvider,
  type Clock,
  type ErrorLog,
  type FreeTimeSource,
} from '../ports'
import { parlourProvider } from './parlour-provider'

/** What the read handlers are built from. */
export interface BookingReadDeps {
  catalogue: BookingCatalogue
  times: FreeTimeSource
  clock: Clock
  log: ErrorLog
}

let provider: Promise<BookingProvider> | undefined

export function bookingProvider(): Promise<BookingProvider> {
  provider ??= payloadClient()
    .then((payload) => parlourProvider(payload, cachedCatalogue(createPayloadCatalogue(payload)), systemClock))
    .catch((error: unknown) => {
      provider = undefined // try again on the next request
      throw error
    })
  return provider
}

let readDeps: Promise<BookingReadDeps> | undefined

export function bookingReadDeps(): Promise<BookingReadDeps> {
  readDeps ??= Promise.all([payloadClient(), bookingProvider()])
    .then(([payload, { catalogue, times }]) => ({
      catalogue,
      times,
      clock: systemClock,
      log: { error: (context: Record<string, unknown>, message: string) => payload.logger.error(context, message) },
    }))
    .catch((error: unknown) => {
      readDeps = undefined
      throw error
    })
  return readDeps
}
