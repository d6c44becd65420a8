import { describe, expect, it } from 'vitest'

import { isRevalidateToken, revalidateToken, TOKEN_LIFETIME_S } from './revalidate-token'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'
const NOW = Date.UTC(2030, 0, 15, 12, 0, 0)

describe('revalidate token', () => {
  it('is accepted with the same secret within its lifetime', () => {
    const token = revalidateToken(SECRET, NOW)
    expect(isRevalidateToken(token, SECRET, NOW)).toBe(true)
    expect(isRevalidateToken(token, SECRET, NOW + (TOKEN_LIFETIME_S - 1) * 1000)).toBe(true)
  })

  it('is refused with another secret, after its lifetime, tampered or malformed', () => {
    const token = revalidateToken(SECRET, NOW)
    expect(isRevalidateToken(token, `${SECRET}x`, NOW)).toBe(false)
    expect(isRevalidateToken(token, SECRET, NOW + (TOKEN_LIFETIME_S + 1) * 1000)).toBe(false)
    const [seconds, nonce, mac] = token.split('.')
    expect(isRevalidateToken(`${Number(seconds) + 1}.${nonce}.${mac}`, SECRET, NOW)).toBe(false)
    expect(isRevalidateToken(`${seconds}.${'A'.repeat(16)}.${mac}`, SECRET, NOW)).toBe(false)
    for (const bad of ['', null, undefined, 'abc', `${seconds}.`, `${seconds}.${mac}`, `${seconds}.${nonce}.${mac}x`])
      expect(isRevalidateToken(bad, SECRET, NOW)).toBe(false)
  })

  it('is new each time, even twice in one second', () => {
    const first = revalidateToken(SECRET, NOW)
    const second = revalidateToken(SECRET, NOW)
    expect(second).not.toBe(first)
    expect(isRevalidateToken(first, SECRET, NOW)).toBe(true)
    expect(isRevalidateToken(second, SECRET, NOW)).toBe(true)
  })
})
