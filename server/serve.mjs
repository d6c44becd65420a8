/**
 * The production server: Next.js behind a plain Node HTTP server that answers the booking read
 * API directly once Next has loaded those routes (server/direct-reads.mjs, decision 0016).
 * Before that it writes down the client's address (server/client-address.mjs), refuses a body
 * larger than the path allows (server/body-limits.mjs) and, on PostgreSQL, admits API requests a
 * few at a time before Next sees them (server/admission.mjs). Everything else is Next's as with
 * `next start`.
 *
 *   node server/serve.mjs [-p PORT] [-H HOST]     (defaults: PORT or 3000, HOST or 0.0.0.0)
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { refuseLargeBody } from './body-limits.mjs'
import { CLIENT_ADDRESS_STAMPED, stampClientAddress, trustProxyHops } from './client-address.mjs'
import { apiAdmission } from './admission.mjs'
import { directReads } from './direct-reads.mjs'
import { fullNotFound } from './full-not-found.mjs'
import { guardRequest } from './request-guards.mjs'
import { decodableTarget } from './request-target.mjs'
import { inlineableSprite, runtimeFree, smallStylesheets } from './runtime-free.mjs'
import { securityHeaders } from './security-headers.mjs'
import { dropKeptCache, holdUntilFresh } from './start-fresh.mjs'

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.hostname ?? process.env.HOST ?? '0.0.0.0'
// The port this server listens on, also when given as -p: the admin accepts its session cookie from
// this server's own loopback addresses on it (src/platform/staff/origins.ts, read by the CMS config).
process.env.PORT = String(port)
process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
// Without the shared cache, nothing Next kept on disk from before this start is served, and requests
// wait until the build's own pages are expired (./start-fresh.mjs).
dropKeptCache(root)
const fresh = holdUntilFresh()

// Imported after NODE_ENV is set: Next reads it when it loads.
const { default: next } = await import('next')
// Next compares a rewrite's target with the address it builds from `hostname`, while its proxy URL
// names every loopback address "localhost". Given 127.0.0.1, the two origins differed and each
// rewrite of src/proxy.ts (/price/ → /en/price/) was fetched from this server over HTTP again: a
// second request per page, and now and then an ECONNRESET answered as a 500 (decision 0019).
// The name only builds URLs; the socket is still bound to `hostname` below.
const nextHostname = /^(127\.\d+\.\d+\.\d+|::1|\[::1\])$/.test(hostname) ? 'localhost' : hostname
const app = next({
  dev: false,
  dir: root,
  hostname: nextHostname,
  port,
})
await app.prepare()
// Every request below carries the client's address as this server decided it from the socket; the
// route handlers, in this same process, read that and nothing the client wrote (decision 0009).
const hops = trustProxyHops(process.env.TRUST_PROXY)
globalThis[CLIENT_ADDRESS_STAMPED] = true
const handle = app.getRequestHandler()
const take = directReads(securityHeaders(process.env.SITE_URL))
// On PostgreSQL, API requests wait their turn here, before Next, or are told 503 (./admission.mjs).
const admit = apiAdmission(securityHeaders(process.env.SITE_URL)) ?? ((req, res, next) => next())
/** This server's own address, on the interface it is bound to (loopback when bound to all). */
function ownUrl() {
  const { address, family, port: bound } = server.address()
  const loopback = family === 'IPv6' ? '[::1]' : '127.0.0.1'
  const host = address === '0.0.0.0' || address === '::' ? loopback : family === 'IPv6' ? `[${address}]` : address
  return `http://${host}:${bound}`
}
// Ask this server itself for the 404 page.
const watchNotFound = fullNotFound(ownUrl)
// Pages that carry the runtime-free marker lose Next's scripts and flight data, and carry Next's
// small stylesheets and the icons they draw inline (./runtime-free.mjs). Installed after the 404
// watch, so it wraps that one.
const stripRuntime = runtimeFree({
  stylesheet: smallStylesheets(path.join(root, process.env.NEXT_DIST_DIR || '.next')),
  sprite: inlineableSprite('/icons.svg', path.join(root, 'public', 'icons.svg')),
})

const server = http.createServer((req, res) => {
  req.url = decodableTarget(req.url ?? '/')
  fresh.admit(req, () => serve(req, res))
})
function serve(req, res) {
  stampClientAddress(req, hops)
  if (refuseLargeBody(req, res) || guardRequest(req, res) || take(req, res)) return
  admit(req, res, () => {
    watchNotFound(req, res)
    stripRuntime(req, res)
    handle(req, res).catch((error) => {
      console.error(`${req.method} ${req.url} failed`, error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error')
    })
  })
}
server.on('error', (error) => {
  console.error(error.message)
  process.exit(1)
})
// A deep accept queue: under a burst, connections wait to be admitted (and perhaps told 503)
// instead of being reset by the kernel when Node's default queue of 511 is full.
server.listen({ port, host: hostname, backlog: 4096 }, () => {
  // The site's own background jobs reach it here to expire what they changed (src/platform/cache/expire-tags.ts).
  process.env.PARLOUR_INTERNAL_URL = ownUrl()
  // src/platform/cache/expire-tags.ts: what waits for the server to listen (LISTENING_EVENT).
  process.emit('parlour:listening')
  // Ready once nothing from before this start can be served (at once with the shared cache).
  void fresh.opened.then(() => console.log(`✓ Ready on http://${hostname}:${port}`))
})

// A stop finishes what the server holds: the listening socket closes at once (a proxy in front sends
// new requests to another instance), requests in progress are answered, then Next closes. A request
// that has not ended in 20 seconds does not keep the process.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    setTimeout(() => process.exit(0), 20_000).unref()
    server.close(() => {
      app.close().finally(() => process.exit(0))
    })
  })
}
