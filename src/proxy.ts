import { NextResponse, type NextRequest } from 'next/server'

import { routeRequest } from '@/lib/i18n/routing'

/** Trailing-slash 301s and the locale mapping (/ → /en/…, /ua/ → /uk/…); see lib/i18n/routing. */
export function proxy(request: NextRequest) {
  const decision = routeRequest(request.nextUrl.pathname, request.nextUrl.search)
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), decision.status)
  }
  if (decision.kind === 'rewrite') {
    const url = request.nextUrl.clone()
    url.pathname = decision.pathname
    return NextResponse.rewrite(url)
  }
  return NextResponse.next()
}

export const config = {
  // Everything but Next's own assets; routeRequest decides the rest.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
