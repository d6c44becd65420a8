import { NextResponse, type NextRequest } from 'next/server'

import { routeRequest } from '@/platform/i18n/routing'
import { redirectFor } from '@/features/content/contract'

const REWRITTEN = 'x-parlour-rewritten'

/**
 * Stored redirects (features/content/redirects), trailing-slash 301s and the locale mapping (/ → /en/…, /ua/ → /uk/…;
 * see platform/i18n/routing).
 */
export async function proxy(request: NextRequest) {
  // The address as requested: `nextUrl` may come normalised without its trailing slash (seen when
  // the server is bound to a host with -H), which would turn the slash rule into a loop.
  const requested = new URL(request.url)
  // A rewrite can come back through the proxy when Next fetches it from its own server over HTTP
  // (`next start -H 127.0.0.1`; server/serve.mjs avoids that hop): its internal /en/ or /uk/
  // address must then be served, not sent back to the public form.
  if (request.headers.get(REWRITTEN) === '1') return NextResponse.next()
  // server/full-not-found.mjs asking for the 404 page at an address Next answered 404.
  const notFoundToken = (globalThis as Record<symbol, unknown>)[Symbol.for('parlour.not-found-token')]
  if (notFoundToken && request.headers.get('x-parlour-not-found') === notFoundToken) {
    const url = request.nextUrl.clone()
    url.pathname = `/${/^\/ua(\/|$)/.test(requested.pathname) ? 'uk' : 'en'}/page-not-found/`
    url.search = ''
    const headers = new Headers(request.headers)
    headers.set(REWRITTEN, '1')
    return NextResponse.rewrite(url, { request: { headers } })
  }
  // Stored redirects (decision 0027) come first, so an old address without its slash takes one hop.
  if (request.method === 'GET' || request.method === 'HEAD') {
    const location = await redirectFor(requested.pathname, requested.search)
    if (location) return NextResponse.redirect(new URL(location, request.nextUrl.origin), 301)
  }
  const decision = routeRequest(requested.pathname, requested.search)
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), decision.status)
  }
  if (decision.kind === 'rewrite') {
    const url = request.nextUrl.clone()
    url.pathname = decision.pathname
    const headers = new Headers(request.headers)
    headers.set(REWRITTEN, '1')
    return NextResponse.rewrite(url, { request: { headers } })
  }
  return NextResponse.next()
}

export const config = {
  // Everything but Next's own assets and the API (routeRequest passes /api/ through untouched, so
  // running the proxy there only cost every booking API request time; docs/decisions/0014).
  matcher: ['/((?!_next/static|_next/image|api/).*)'],
}
