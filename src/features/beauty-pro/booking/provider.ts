/**
 * Beauty Pro as a `BookingProvider` (BOOKING_PROVIDER=beautypro): its catalogue named from the
 * site's linked content, its free time, and the visits desk over its appointments, with the
 * clients' tokens and the booking requests' idempotency keys kept in Payload.
 */
import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import type { BeautyProApi, ClientGrant } from '../api/api'
import { payloadGrantStore } from '../grants'

import type { BookingCatalogue, BookingProvider, Clock, ErrorLog, VisitDesk } from '@/features/booking/kit'

import { beautyProCatalogue } from './catalogue'
import { payloadContentLinks } from './content-links'
import { beautyProFreeTime } from './free-time'
import { beautyProVisits } from './visits'

/** Idempotency keys of booking requests and the Beauty Pro appointment each produced. */
export function payloadCrmRequests(payload: Payload) {
  const o = { overrideAccess: true, depth: 0 } as const
  return {
    async result(key: string) {
      const { docs } = await payload.find({
        collection: 'booking-requests',
        where: { key: { equals: key } },
        limit: 1,
        ...o,
      })
      return docs[0]?.crmAppointment ?? null
    },
    async save(key: string, clientId: string, appointmentId: string) {
      await payload.create({
        collection: 'booking-requests',
        data: { key, client: Number(clientId), crmAppointment: appointmentId },
        ...o,
      })
    },
  }
}

export function beautyProProvider(deps: {
  payload: Payload
  api: BeautyProApi
  /** The site's own catalogue: page addresses, photos and names of the linked content. */
  site: BookingCatalogue
  secret: string
  clock: Clock
  log: ErrorLog
}): BookingProvider {
  const catalogue = beautyProCatalogue(deps.api, payloadContentLinks(deps.payload, deps.site))
  const times = beautyProFreeTime(deps.api)
  const visits = forgettingFreeTimes(
    times.forget,
    beautyProVisits({
      api: deps.api,
      catalogue,
      times,
      grants: payloadGrantStore<ClientGrant>(deps.payload, 'beautypro', deps.secret),
      requests: payloadCrmRequests(deps.payload),
      clock: deps.clock,
      holdKey: createHmac('sha256', deps.secret).update('parlour:beautypro-hold:v1').digest(),
      log: deps.log,
    }),
  )
  return { name: 'beautypro', catalogue, times, visits }
}

/**
 * The desk whose writes (holds, bookings, moves, services, cancels), answered or not, drop the
 * shared free-time answers of this process: the time just taken is no longer offered here, the
 * time just freed is offered at once (src/platform/cache/CACHING.md, F1).
 */
function forgettingFreeTimes(forget: () => void, desk: VisitDesk): VisitDesk {
  const then =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      try {
        return await write(...args)
      } finally {
        forget()
      }
    }
  return {
    ...desk,
    hold: then(desk.hold),
    releaseHold: then(desk.releaseHold),
    book: then(desk.book),
    reschedule: then(desk.reschedule),
    addService: then(desk.addService),
    removeService: then(desk.removeService),
    cancel: then(desk.cancel),
  }
}
