/**
 * The account's calls to the booking and sign-in API (docs/booking-api.md) from the browser, made
 * by the same fetch as the widget's (features/booking/client/api-call.ts); every answer comes back as a value,
 * never a thrown error, so the views can say in words what happened.
 */

import { announceSession, callApi, maybeSignedIn, SIGNED_IN_MARKER } from '@/features/booking/client'
import type { AccountAppointmentView } from '@/features/booking/contract'

export interface AccountClient {
  id: string | number
  phone: string
  firstName: string
  lastName: string
  email: string
  /** Offers and news by text / by email: true once the client has ticked it. */
  marketing: { sms: boolean; email: boolean; changedAt: string | null }
}

/** A visit in the account, as the API answers it (the one contract, features/booking/contract). */
export type AccountVisit = AccountAppointmentView

export type Answer<T> =
  { ok: true; data: T } | { ok: false; status: number; reason?: string; fields?: Record<string, string> }

export async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const result = await callApi<T>(method, path, body)
  if (result.ok) return result
  return { ok: false, status: result.status, reason: result.body.reason, fields: result.body.fields }
}

export type Favourites = { stylists: string[]; services: string[] }

export { maybeSignedIn }

/** Drops the marker when the API says the session has ended, so pages stop asking. */
export function forgetSignIn() {
  document.cookie = `${SIGNED_IN_MARKER}=; Path=/; Max-Age=0; SameSite=Lax`
  favourites = undefined
  notify(null)
  announceSession()
}

export type FavouriteKind = 'stylist' | 'service'

/** The favourites as sets of ids, one per kind. */
export interface FavouriteSets {
  stylist: Set<string>
  service: Set<string>
}

const toSets = (f: Favourites): FavouriteSets => ({
  stylist: new Set(f.stylists.map(String)),
  service: new Set(f.services.map(String)),
})

/**
 * The signed-in client's favourite stylists and services, shared by every heart and the account
 * page of this browser tab: loaded once, updated by each change.
 */
let favourites: Promise<FavouriteSets | null> | undefined
const listeners = new Set<(ids: FavouriteSets | null) => void>()
const notify = (ids: FavouriteSets | null) => listeners.forEach((listener) => listener(ids))

export function loadFavourites(): Promise<FavouriteSets | null> {
  if (!maybeSignedIn()) return Promise.resolve(null)
  favourites ??= call<Favourites>('GET', '/api/booking/favourites').then((answer) => {
    if (answer.ok) return toSets(answer.data)
    favourites = undefined
    if (answer.status === 401) forgetSignIn()
    return null
  })
  return favourites
}

/** Calls `listener` with the new favourites after each change, or null when signed out. */
export function onFavourites(listener: (ids: FavouriteSets | null) => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Adds a stylist or a service to the favourites, or removes it when it is one already; `null`
 * clears that whole list.
 */
export async function toggleFavourite(kind: FavouriteKind, id: string | null) {
  const answer = await call<Favourites & { added: boolean }>('POST', '/api/booking/favourites', { kind, id })
  if (answer.ok) {
    const sets = toSets(answer.data)
    favourites = Promise.resolve(sets)
    notify(sets)
  } else if (answer.status === 401) forgetSignIn()
  return answer
}
