/**
 * Gift voucher codes: 11 random characters and a check character, shown as XXXX-XXXX-XXXX.
 *
 * - The alphabet is Crockford's base 32 (digits and capitals without I, L, O, U), so a code read
 *   aloud or copied by hand has no look-alikes; typing O for 0 or I/L for 1 is forgiven.
 * - 11 random characters carry 55 bits: with look-ups rate-limited, guessing one is hopeless.
 * - The check character is the Luhn mod N algorithm over the 32 symbols. It catches every single
 *   mistyped character and most swaps of two neighbours, so "mistyped" is told apart from "not a
 *   voucher" without a database look-up.
 */
import { randomBytes } from 'node:crypto'

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const N = CODE_ALPHABET.length
const RANDOM_LENGTH = 11
export const CODE_LENGTH = RANDOM_LENGTH + 1

const valueOf = (ch: string) => CODE_ALPHABET.indexOf(ch)

/** Luhn mod N: the symbol that makes the whole code's weighted sum a multiple of N. */
export function checkCharacter(body: string): string {
  let factor = 2
  let sum = 0
  for (let i = body.length - 1; i >= 0; i--) {
    const addend = factor * valueOf(body[i]!)
    sum += Math.floor(addend / N) + (addend % N)
    factor = factor === 2 ? 1 : 2
  }
  return CODE_ALPHABET[(N - (sum % N)) % N]!
}

function checks(code: string): boolean {
  let factor = 1
  let sum = 0
  for (let i = code.length - 1; i >= 0; i--) {
    const addend = factor * valueOf(code[i]!)
    sum += Math.floor(addend / N) + (addend % N)
    factor = factor === 2 ? 1 : 2
  }
  return sum % N === 0
}

/** A new code, unformatted (12 characters). `random` is for tests; real codes use the OS's CSPRNG. */
export function newVoucherCode(random: (size: number) => Uint8Array = randomBytes): string {
  let body = ''
  // 256 is a multiple of 32: taking each byte mod 32 keeps every symbol equally likely.
  for (const byte of random(RANDOM_LENGTH)) body += CODE_ALPHABET[byte % N]
  return body + checkCharacter(body)
}

/** XXXX-XXXX-XXXX, as printed on the voucher. */
export const formatVoucherCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-')

export type ParsedCode = { ok: true; code: string } | { ok: false; reason: 'malformed' | 'mistyped' }

/**
 * What a person typed, read as a code: spaces and dashes dropped, case ignored, O read as 0 and I or
 * L as 1. `malformed`: not the shape of a code at all; `mistyped`: the shape, but a character is
 * wrong (the check fails).
 */
export function parseVoucherCode(typed: string): ParsedCode {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (code.length !== CODE_LENGTH || [...code].some((ch) => valueOf(ch) < 0)) return { ok: false, reason: 'malformed' }
  return checks(code) ? { ok: true, code } : { ok: false, reason: 'mistyped' }
}
