/**
 * Staff sessions that a busy database does not sign out (issue 32).
 *
 * Payload's JWT strategy (payload/dist/auth/strategies/jwt.js) looks the token's user up with
 * `findByID` inside a `try` whose `catch` answers "no user" to anything — a bad signature and a
 * database without a free connection alike — and `executeAuthStrategies` also swallows whatever a
 * strategy throws. So a signed-in staff member whose session look-up met a full pool was answered
 * 401 (the staff API), 403 or an anonymous answer (Payload's REST API), and sent to the login page.
 *
 * Here the route layer resolves the session first, with Payload's own strategy (the same token
 * extraction, CSRF origin rule, signature, session id and user look-up), watching the look-up: a
 * database failure there is a `SessionUnavailable`, which the route answers 503 with Retry-After
 * before anything else runs. A token that is missing, forged, expired or whose user or session is
 * gone is still "no user" (401). Payload's request pipeline then gets the resolved user from the
 * `staff-session` strategy of the Users collection (it runs before Payload's own), so the user is
 * looked up once per request, not once by the route and again by Payload.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { JWTAuthentication, type AuthStrategy, type Payload, type TypedUser } from 'payload'

import { isDatabaseBusy, SessionUnavailable } from '@/platform/http/admission'

/** A session look-up's own failure: the user is not there (deleted), which is "no user", not a fault. */
const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404

/**
 * The user a request's Payload token (the admin's cookie from an allowed origin, or an
 * `Authorization: JWT …` header) belongs to, or null when there is none or it is not valid.
 * Throws `SessionUnavailable` when the database failed during the look-up.
 */
export async function resolveStaffSession(payload: Payload, headers: Headers): Promise<TypedUser | null> {
  let failure: unknown
  // Payload's strategy with the one call that reaches the database watched: its failure is kept
  // before the strategy's catch turns it into "no user".
  const watched: Payload = Object.create(payload)
  watched.findByID = ((args: Parameters<Payload['findByID']>[0]) =>
    payload.findByID(args).catch((error: unknown) => {
      if (!isNotFound(error)) failure ??= error
      throw error
    })) as Payload['findByID']
  const { user } = await JWTAuthentication({ headers, payload: watched, strategyName: 'local-jwt' })
  if (failure !== undefined) {
    // A full pool is reported where the 503s are counted; anything else is a fault worth a line
    // (through Payload's logger, which leaves the query's parameters out).
    if (!isDatabaseBusy(failure)) payload.logger.error({ err: failure }, 'A staff session look-up failed')
    throw new SessionUnavailable(failure)
  }
  return user
}

interface Resolved {
  user: TypedUser | null
  /** The credentials it was resolved from: another request's headers get nothing from it. */
  credentials: string
}

const credentialsOf = (headers: Headers) =>
  ['authorization', 'cookie', 'origin', 'sec-fetch-site'].map((name) => headers.get(name) ?? '').join('\n')

// One store per process: Next bundles the route handlers apart from the Payload config that holds
// the strategy, and both must see the same store.
const STORE = Symbol.for('parlour.staffSession')
const scope: AsyncLocalStorage<Resolved> = ((globalThis as Record<symbol, unknown>)[STORE] ??=
  new AsyncLocalStorage<Resolved>()) as AsyncLocalStorage<Resolved>

/** Runs `work` (Payload's handling of the request) with the session the route already resolved. */
export function withResolvedStaffSession<T>(headers: Headers, user: TypedUser | null, work: () => Promise<T>) {
  return scope.run({ user, credentials: credentialsOf(headers) }, work)
}

/**
 * The Users collection's strategy: the user the route resolved for this request. Outside such a
 * route (the admin's pages, the sign-in routes), or when it found no user, it has nothing to say and
 * Payload's own JWT strategy, which runs after it, decides as before.
 */
export const resolvedStaffSession: AuthStrategy = {
  name: 'staff-session',
  authenticate: ({ headers }) => {
    const resolved = scope.getStore()
    if (!resolved?.user || resolved.credentials !== credentialsOf(headers)) return { user: null }
    return { user: resolved.user }
  },
}
