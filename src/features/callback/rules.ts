/**
 * The callback form's rules (spec site §5), shared by the popup and POST /api/callback.
 *
 * Phone: invalid when empty, not numeric or under 10 digits. A leading `+` and spaces are
 * accepted and ignored (people paste "+44 20 7946 0321"); anything else — letters, dashes,
 * brackets — makes it not numeric. At most 15 digits (the longest number E.164 allows).
 */

export const PHONE_MIN_DIGITS = 10
export const PHONE_MAX_DIGITS = 15
export const NAME_MAX_LENGTH = 120
export const PATH_MAX_LENGTH = 2000

/** The digits of a phone as typed, or null when it is not a phone by the rule above. */
export function phoneDigits(value: string): string | null {
  const compact = value.replace(/\s+/g, '')
  const match = /^\+?(\d+)$/.exec(compact)
  if (!match) return null
  const digits = match[1]!
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS ? digits : null
}

/** The phone as stored: `+` kept when typed, spaces removed. */
export function normalisePhone(value: string): string {
  return value.replace(/\s+/g, '')
}

/**
 * A page address the visitor was on: a path on this site (`/ua/services/…?x=1`), never another
 * origin (`//evil.example`), a backslash trick or control characters.
 */
export function isSitePath(value: string): boolean {
  return (
    value.length <= PATH_MAX_LENGTH &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !/[\\\s\u0000-\u001f\u007f]/.test(value)
  )
}
