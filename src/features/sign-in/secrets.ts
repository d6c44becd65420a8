import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/**
 * Secrets of sign-in: one-time codes and session tokens. Only keyed hashes are stored
 * (HMAC-SHA256 under a key derived from PAYLOAD_SECRET), so a copy of the database neither reveals
 * a code nor lets anyone sign in.
 */

/** A key for one purpose, derived from the application secret. */
export function deriveKey(appSecret: string, purpose: 'auth-code' | 'session' | 'auth-id'): Buffer {
  return createHmac('sha256', appSecret).update(`parlour:${purpose}:v1`).digest()
}

/** Six digits from a cryptographically secure source, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** An opaque random token (256 bits), URL- and cookie-safe. */
export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function keyedHash(key: Buffer, ...parts: string[]): string {
  const mac = createHmac('sha256', key)
  for (const part of parts) mac.update(part).update('\u0000')
  return mac.digest('base64url')
}

/** Constant-time comparison of two hashes. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
