import { describe, expect, it } from 'vitest'

import { clearedSessionCookie, sessionCookie, signedInCookies, signedOutCookies } from './http'

const expires = new Date(Date.now() + 3600_000)

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and Secure on any real host', () => {
    const cookie = sessionCookie(new Request('https://parlour.example/api/auth/verify'), 'tok', expires)
    expect(cookie).toMatch(
      /^parlour_session=tok; Path=\/; HttpOnly; SameSite=Lax; Max-Age=(3599|3600); Expires=.+; Secure$/,
    )
    // Plain http on a real host name (TLS ended at a proxy) still gets Secure.
    expect(sessionCookie(new Request('http://parlour.example/x'), 'tok', expires)).toMatch(/; Secure$/)
  })

  it('leaves Secure off only for plain http on this machine, so the demo and tests work', () => {
    for (const url of ['http://localhost:3000/x', 'http://127.0.0.1:3130/x', 'http://[::1]:3000/x'])
      expect(sessionCookie(new Request(url), 'tok', expires)).not.toMatch(/Secure/)
    expect(clearedSessionCookie(new Request('https://parlour.example/'))).toMatch(
      /^parlour_session=; .*Max-Age=0.*; Secure$/,
    )
  })
})

describe('the signed-in marker', () => {
  it('goes with the session cookie, readable by scripts, with the same expiry, and is cleared with it', () => {
    const request = new Request('https://parlour.example/api/auth/verify')
    const [session, marker] = signedInCookies(request, 'tok', expires)
    expect(session).toBe(sessionCookie(request, 'tok', expires))
    expect(marker).toMatch(/^parlour_signed_in=1; Path=\/; SameSite=Lax; Max-Age=(3599|3600); Expires=.+; Secure$/)
    expect(marker).toContain(`Expires=${expires.toUTCString()}`)
    const [cleared, clearedMarker] = signedOutCookies(request)
    expect(cleared).toBe(clearedSessionCookie(request))
    expect(clearedMarker).toMatch(/^parlour_signed_in=; Path=\/; SameSite=Lax; Max-Age=0/)
  })
})
