/**
 * A short-lived proof that a caller holds the site's PAYLOAD_SECRET, for `POST /api/revalidate`:
 * the command-line tools (the WordPress import) write content into the database outside the
 * running site and then ask it to render its pages afresh, and the site's own background jobs do
 * the same (src/platform/cache/expire-tags.ts). `<unix seconds>.<nonce>.<HMAC-SHA256>`, accepted once
 * (src/platform/cache/revalidate-once.ts records the tokens taken in the database, so every instance on it
 * refuses a token any of them took), within a minute either side of its clock; the nonce keeps two
 * tokens made in one second apart.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const PURPOSE = 'parlour:revalidate:'
export const TOKEN_LIFETIME_S = 60

const sign = (secret: string, seconds: number, nonce: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}${seconds}.${nonce}`).digest('base64url')

export function revalidateToken(secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
  const nonce = randomBytes(12).toString('base64url')
  return `${seconds}.${nonce}.${sign(secret, seconds, nonce)}`
}

export function isRevalidateToken(token: string | null | undefined, secret: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return false
  const seconds = Number(match[1])
  if (Math.abs(now / 1000 - seconds) > TOKEN_LIFETIME_S) return false
  const given = Buffer.from(match[3]!)
  const wanted = Buffer.from(sign(secret, seconds, match[2]!))
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
