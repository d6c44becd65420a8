/**
 * The booking provider of this process, chosen by `BOOKING_PROVIDER` (src/platform/env.ts): Parlour's
 * own engine on this process's Payload (its catalogue kept in Next's data cache) by default, or
 * Beauty Pro over this process's one connection to it. For route handlers inside the Next.js server.
 */
import type { Payload } from 'payload'

import { beautyProConnection, beautyProProvider } from '@/features/beauty-pro'
import { visitPayments } from '@/features/payments'
import { visitBalance } from '@/features/till'
import { visitVouchers } from '@/features/vouchers'
import { payloadClient } from '@/platform/db/payload'
import { onConfigurationReset } from '@/platform/configuration-reset'
import { getEnv } from '@/platform/env'

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

const errorLog = (payload: Payload): ErrorLog => ({
  error: (context: Record<string, unknown>, message: string) => payload.logger.error(context, message),
})

function providerFor(payload: Payload): BookingProvider {
  // Next's data cache exists only inside a Next.js server (not in a bare Node process such as a script).
  const site = process.env.NEXT_RUNTIME
    ? cachedCatalogue(createPayloadCatalogue(payload))
    : createPayloadCatalogue(payload)
  const beautyPro = beautyProConnection()
  if (!beautyPro)
    return parlourProvider(payload, site, systemClock, {
      money: visitPayments(payload),
      vouchers: visitVouchers(payload),
      balance: visitBalance(payload),
    })
  return beautyProProvider({
    payload,
    api: beautyPro,
    site,
    secret: getEnv().payloadSecret,
    clock: systemClock,
    log: errorLog(payload),
  })
}

let provider: Promise<BookingProvider> | undefined

export function bookingProvider(): Promise<BookingProvider> {
  provider ??= payloadClient()
    .then(providerFor)
    .catch((error: unknown) => {
      provider = undefined // try again on the next request
      throw error
    })
  return provider
}

let readDeps: Promise<BookingReadDeps> | undefined

// Beauty Pro mode or Parlour's own engine is the configuration's choice.
onConfigurationReset(() => {
  provider = undefined
  readDeps = undefined
})

export function bookingReadDeps(): Promise<BookingReadDeps> {
  readDeps ??= Promise.all([payloadClient(), bookingProvider()])
    .then(([payload, { catalogue, times }]) => ({
      catalogue,
      times,
      clock: systemClock,
      log: errorLog(payload),
    }))
    .catch((error: unknown) => {
      readDeps = undefined
      throw error
    })
  return readDeps
}
