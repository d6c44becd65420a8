import 'server-only'

import type { Payload } from 'payload'

import { consumeRateLimit, pruneRateLimits } from '@/platform/db/rate-limits'
import { isRevalidateToken, TOKEN_LIFETIME_S } from './revalidate-token'

const PREFIX = 'revalidate-token:'

/**
 * True the first time a valid revalidation token is shown to any instance on this database; false
 * after, and for any other. The token's use is a row of the `rate-limits` table (one use allowed,
 * kept for twice the token's lifetime, past which the token is refused for its age anyway), so a
 * captured token cannot be replayed against another instance.
 */
export async function consumeRevalidateToken(
  token: string | null | undefined,
  secret: string,
  options: { now?: number; payload?: Payload } = {},
): Promise<boolean> {
  const now = options.now ?? Date.now()
  if (!token || !isRevalidateToken(token, secret, now)) return false
  // `<seconds>.<nonce>` names the token; the MAC proved it is ours.
  const [seconds, nonce] = token.split('.')
  const at = new Date(now)
  const use = await consumeRateLimit(`${PREFIX}${seconds}.${nonce}`, {
    limit: 1,
    windowSeconds: 2 * TOKEN_LIFETIME_S,
    now: at,
    payload: options.payload,
  })
  // Tokens past their age need no row: one per use would otherwise stay for ever.
  if (use.allowed) await pruneRateLimits(PREFIX, { now: at, payload: options.payload })
  return use.allowed
}
