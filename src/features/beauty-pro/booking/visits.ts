/**
 * The visits desk over Beauty Pro's appointments (API_DOCUMENTATION.md "Group Appointments"; the
 * old product's calls, spec §7): a hold is an appointment in state `reserved` (Beauty Pro keeps a
 * reserve's time for 15 minutes), booking turns it `planned` with the client's token (or, for a
 * hold taken before sign-in, frees the reserve and books the same items for the client), moves and
 * cancels are `PUT /appointments/{id}`, services are added and removed through
 * `/appointments/services`, the account lists `GET /appointments?client=` with the client's token.
 *
 * Beauty Pro decides conflicts: `409 TIME_CONFLICT` is our `slot_taken` with the engine's message,
 * and a second booking on a day the client already has a visit joins it (Beauty Pro merges). No
 * answer in time or a 5xx is a 503 with a message, and a hold taken for a booking that failed is
 * released. Every answer is in the booking API's views, named from the catalogue in the visitor's
 * language. Texts about visits are Beauty Pro's to send in this mode (docs/decisions/0024).
 */
import type { VisitDesk } from '@/features/booking/kit'

import { mine, review } from './visits/account'
import { book } from './visits/book'
import { addService, cancel, removeService, reschedule } from './visits/changes'
import { type BeautyProVisitsDeps, visitsContext } from './visits/context'
import { hold, releaseHold } from './visits/holds'

export { HOLD_MINUTES } from './visits/hold-rules'
export type { BeautyProVisitsDeps } from './visits/context'

/** The visits desk; its parts (one file each under ./visits) share one context, passed to each. */
export function beautyProVisits(deps: BeautyProVisitsDeps): VisitDesk {
  const ctx = visitsContext(deps)
  return {
    hold: (request) => hold(ctx, request),
    releaseHold: (request) => releaseHold(ctx, request),
    book: (request) => book(ctx, request),
    reschedule: (request) => reschedule(ctx, request),
    addService: (request) => addService(ctx, request),
    removeService: (request) => removeService(ctx, request),
    cancel: (request) => cancel(ctx, request),
    mine: (clientId, locale) => mine(ctx, clientId, locale),
    review,
  }
}
