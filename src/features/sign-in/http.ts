/**
 * The sign-in edges that are about the visitor: the session cookie and the caller's address.
 */
import { readCookie } from '@/platform/http/api'

import { SESSION_COOKIE } from './sessions'

/**
 * A readable (not HttpOnly) companion of the session cookie that only says "try the account API":
 * pages load signed-in extras (the favourite hearts) only when it is present, so signed-out
 * visitors never call an endpoint that would answer 401. It grants nothing by itself.
 */
export const SIGNED_IN_MARKER = 'parlour_signed_in'

export const sessionToken = (request: Request) => readCookie(request, SESSION_COOKIE)

/**
 * `Secure` everywhere except plain http on this machine (http://localhost, 127.0.0.1, ::1), so
 * the demo and the tests work without TLS while any real host always gets a Secure cookie.
 */
function secureFor(request: Request): boolean {
  const url = new URL(request.url)
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  return !(url.protocol === 'http:' && local)
}

function cookie(request: Request, nameValue: string, expiresAt: Date, httpOnly: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
  return [
    nameValue,
    'Path=/',
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    `Expires=${expiresAt.toUTCString()}`,
    ...(secureFor(request) ? ['Secure'] : []),
  ].join('; ')
}

export const sessionCookie = (request: Request, token: string, expiresAt: Date) =>
  cookie(request, `${SESSION_COOKIE}=${token}`, expiresAt, true)

export const clearedSessionCookie = (request: Request) => cookie(request, `${SESSION_COOKIE}=`, new Date(0), true)

/** The session cookie and its readable marker, both with the session's expiry. */
export const signedInCookies = (request: Request, token: string, expiresAt: Date) => [
  sessionCookie(request, token, expiresAt),
  cookie(request, `${SIGNED_IN_MARKER}=1`, expiresAt, false),
]

export const clearedMarkerCookie = (request: Request) => cookie(request, `${SIGNED_IN_MARKER}=`, new Date(0), false)

export const signedOutCookies = (request: Request) => [clearedSessionCookie(request), clearedMarkerCookie(request)]

/** Adds Set-Cookie headers to a response (a header object cannot hold two). */
export function withCookies(response: Response, cookies: string[]): Response {
  for (const c of cookies) response.headers.append('set-cookie', c)
  return response
}
