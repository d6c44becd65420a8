/**
 * The sign-in edges that are about the visitor: the session cookie and the caller's address.
 */
import { getEnv } from '@/lib/env'
import { readCookie } from '@/lib/http/api'
import { clientIp } from '@/lib/http/client-ip'

import { SESSION_COOKIE } from './sessions'

export function requestIp(request: Request): string {
  return clientIp(request.headers, getEnv().trustProxyHops)
}

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

export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    `Expires=${expiresAt.toUTCString()}`,
    ...(secureFor(request) ? ['Secure'] : []),
  ].join('; ')
}

export function clearedSessionCookie(request: Request): string {
  return [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ...(secureFor(request) ? ['Secure'] : []),
  ].join('; ')
}
