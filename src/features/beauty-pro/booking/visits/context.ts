/**
 * What every part of the Beauty Pro visits desk shares, passed to each explicitly: the desk's
 * dependencies, the two ways to call Beauty Pro (as the database, or as a signed-in client with the
 * client's token, whose refreshed tokens are kept), and the booking requests running now.
 */
import type { AppointmentView } from '@/features/booking/contract'
import type { BeautyProApi, ClientGrant, Query } from '../../api/api'
import type { GrantStore } from '../../grants'

import type { BookingCatalogue, Clock, ErrorLog, FreeTimeSource, Id, PaymentLink, Result } from '@/features/booking/kit'

export interface BeautyProVisitsDeps {
  api: BeautyProApi
  /** Beauty Pro's catalogue, named in the site's languages. */
  catalogue: BookingCatalogue
  times: FreeTimeSource
  /** The signed-in clients' Beauty Pro tokens, by Parlour client id. */
  grants: GrantStore<ClientGrant>
  /** Idempotency keys of booking requests and the Beauty Pro appointment each produced. */
  requests: {
    result(key: string): Promise<string | null>
    save(key: string, clientId: Id, appointmentId: string): Promise<void>
  }
  clock: Clock
  /** Signs hold tokens (so a hold needs no row of ours). */
  holdKey: Buffer
  log: ErrorLog
}

/** One way of calling Beauty Pro's API. */
export type Caller = <T>(method: string, path: string, options?: { query?: Query; body?: unknown }) => Promise<T>

export type BookResult = Result<{ appointment: AppointmentView; replayed: boolean; payment?: PaymentLink | null }>

export interface VisitsContext extends BeautyProVisitsDeps {
  /** Calls with the database token. */
  asDatabase: Caller
  /** Calls with the client's token (a refreshed token is saved for them). */
  asClient(clientId: Id, grant: ClientGrant): Caller
  /** Booking requests under way, by idempotency key: the same key twice at once waits for the first. */
  inflight: Map<string, Promise<BookResult>>
}

export function visitsContext(deps: BeautyProVisitsDeps): VisitsContext {
  const { api, grants } = deps
  return {
    ...deps,
    asDatabase: <T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}) =>
      api.call<T>(method, path, options),
    asClient:
      (clientId, grant) =>
      <T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}) =>
        api.clientCall<T>(grant, (next) => grants.put(clientId, next), method, path, options),
    inflight: new Map(),
  }
}
