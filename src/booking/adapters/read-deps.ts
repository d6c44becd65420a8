/**
 * The read side's ports wired to this process's Payload (its catalogue kept in Next's data cache),
 * the system clock and Payload's logger. For route handlers inside the Next.js server.
 */
import { payloadClient } from '@/lib/cms/payload'

import { systemClock } from '../ports'
import type { BookingCatalogue, Clock, ErrorLog } from '../read-ports'
import { cachedCatalogue } from './cached-catalogue'
import { createPayloadCatalogue } from './payload-catalogue'

export interface BookingReadDeps {
  catalogue: BookingCatalogue
  clock: Clock
  log: ErrorLog
}

let deps: Promise<BookingReadDeps> | undefined

export function bookingReadDeps(): Promise<BookingReadDeps> {
  deps ??= payloadClient()
    .then((payload) => ({
      catalogue: cachedCatalogue(createPayloadCatalogue(payload)),
      clock: systemClock,
      log: { error: (context: Record<string, unknown>, message: string) => payload.logger.error(context, message) },
    }))
    .catch((error: unknown) => {
      deps = undefined // try again on the next request
      throw error
    })
  return deps
}
