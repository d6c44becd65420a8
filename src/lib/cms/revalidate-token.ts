/**
 * A short-lived proof that a caller holds the site's PAYLOAD_SECRET, for `POST /api/revalidate`:
 * the command-line tools (the WordPress import) write content into the database outside the
 * running site and then ask it to render its pages afresh. `<unix seconds>.<HMAC-SHA256>`,
 * accepted for five minutes either side of the server's clock; nothing is stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const PURPOSE = 'parlour:revalidate:'
export const TOKEN_LIFETIME_S = 300

const sign = (secret: string, seconds: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}${seconds}`).digest('base64url')

export function revalidateToken(secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
  return `${seconds}.${sign(secret, seconds)}`
}

export function isRevalidateToken(token: string | null | undefined, secret: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return false
  const seconds = Number(match[1])
  if (Math.abs(now / 1000 - seconds) > TOKEN_LIFETIME_S) return false
  const given = Buffer.from(match[2]!)
  const wanted = Buffer.from(sign(secret, seconds))
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
