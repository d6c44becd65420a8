/**
 * Sessions (docs/decisions/0013): an opaque token in the `parlour_session` cookie, stored as a
 * keyed hash. A refresh swaps it for a new token of the same family with the same absolute
 * expiry; presenting a token that was already swapped means it leaked (or two tabs raced), so the
 * whole family is signed out.
 */
import { generateToken, keyedHash } from './secrets'
import type { AuthClient, AuthDeps, Failure, IssuedSession, StoredSession } from './sign-in'

export const SESSION_COOKIE = 'parlour_session'

const SIGNED_OUT: Failure = { ok: false, status: 401, message: 'Please sign in.' }

type Found = { ok: true; session: StoredSession } | Failure

async function find(deps: AuthDeps, token: string | undefined, now: Date): Promise<Found> {
  if (!token || token.length > 200) return SIGNED_OUT
  const session = await deps.store.findSession(keyedHash(deps.keys.session, token))
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return SIGNED_OUT
  return { ok: true, session }
}

/** The signed-in client of a token, or 401. A swapped (rotated) token no longer signs anybody in. */
export async function currentClient(
  deps: AuthDeps,
  token: string | undefined,
): Promise<{ ok: true; client: AuthClient; session: StoredSession } | Failure> {
  const found = await find(deps, token, deps.clock.now())
  if (!found.ok) return found
  if (found.session.rotatedAt) return SIGNED_OUT
  const client = await deps.store.findClient(found.session.clientId)
  return client ? { ok: true, client, session: found.session } : SIGNED_OUT
}

export async function refreshSession(
  deps: AuthDeps,
  token: string | undefined,
): Promise<{ ok: true; session: IssuedSession } | Failure> {
  const now = deps.clock.now()
  const found = await find(deps, token, now)
  if (!found.ok) return found
  const old = found.session
  // Exactly one refresh of a token wins, across processes; any other use of it is a reuse.
  const claim = await deps.limiter.consume(
    `auth-rotate:${old.id}`,
    { limit: 1, windowSeconds: Math.max(60, Math.ceil((old.expiresAt.getTime() - now.getTime()) / 1000)) },
    now,
  )
  if (old.rotatedAt || !claim.allowed) {
    await deps.store.revokeFamily(old.family, now)
    return { ok: false, status: 401, message: 'For your safety you have been signed out. Please sign in again.' }
  }
  const client = await deps.store.findClient(old.clientId)
  if (!client) return SIGNED_OUT
  const next = generateToken()
  await deps.store.createSession({
    tokenHash: keyedHash(deps.keys.session, next),
    family: old.family,
    clientId: client.id,
    expiresAt: old.expiresAt,
  })
  await deps.store.markRotated(old.id, now)
  return { ok: true, session: { token: next, expiresAt: old.expiresAt, client } }
}

/** Signs the whole family out (this token and any it was refreshed into). */
export async function signOut(deps: AuthDeps, token: string | undefined): Promise<void> {
  const now = deps.clock.now()
  const found = await find(deps, token, now)
  if (!found.ok) return
  await deps.store.revokeFamily(found.session.family, now)
  // The booking system's tokens are the client's, not the device's: they go at any sign-out.
  await deps.outside?.forget(found.session.clientId)
}
