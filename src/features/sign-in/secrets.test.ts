import { describe, expect, it } from 'vitest'

import { deriveKey, generateCode, generateToken, keyedHash, sameHash } from './secrets'

describe('sign-in secrets', () => {
  it('makes six-digit codes, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, generateCode)
    for (const c of codes) expect(c).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(1900)
  })

  it('makes long unguessable tokens', () => {
    const t = generateToken()
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(generateToken()).not.toBe(t)
  })

  it('hashes under a key per purpose and secret', () => {
    const a = deriveKey('x'.repeat(32), 'auth-code')
    const b = deriveKey('x'.repeat(32), 'session')
    const c = deriveKey('y'.repeat(32), 'auth-code')
    expect(keyedHash(a, 'id', '123456')).toBe(keyedHash(a, 'id', '123456'))
    expect(keyedHash(a, 'id', '123456')).not.toBe(keyedHash(b, 'id', '123456'))
    expect(keyedHash(a, 'id', '123456')).not.toBe(keyedHash(c, 'id', '123456'))
    // Parts are separated: ("id1", "23456") is not ("id", "123456").
    expect(keyedHash(a, 'id1', '23456')).not.toBe(keyedHash(a, 'id', '123456'))
    expect(sameHash(keyedHash(a, 'q'), keyedHash(a, 'q'))).toBe(true)
    expect(sameHash(keyedHash(a, 'q'), keyedHash(a, 'r'))).toBe(false)
    expect(sameHash('short', 'longer')).toBe(false)
  })
})
