/**
 * Whole 404 pages for documents. Next answers a `notFound()` with an empty HTML shell and draws the
 * not-found view in the browser only (vercel/next.js#62228, open): without JavaScript, and for a
 * search engine, the page is blank and has no `lang`. So when Next answers a page request with a
 * 404 document, the server asks itself for the same address again, marked with a per-process
 * token; src/proxy.ts rewrites such a request to `/{locale}/page-not-found/`, which renders the same
 * view inside the site's layout at the visitor's address, and that is sent with status 404. Next's
 * data answers (client navigations) are left alone: the browser draws those itself.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { gzipSync } from 'node:zlib'

export const NOT_FOUND_PAGE = 'page-not-found'
const INTERNAL = 'x-parlour-not-found'
const token = randomBytes(12).toString('hex')
// src/proxy.ts compares the header with this (one process: the proxy runs inside this server).
globalThis[Symbol.for('parlour.not-found-token')] = token

/** The site's page requests: not the API, the admin or Next's files. */
function isPageRequest(req, path) {
  return (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|admin|_next)(\/|$)/.test(path)
}

/** Whether the address is the 404 page's own, in either language (a 404 as well). */
const isOwnAddress = (path) => new RegExp(`^(/ua)?/${NOT_FOUND_PAGE}/?$`).test(path)

/**
 * Returns `watch(req, res)`, called before Next handles a request. `origin()` gives the address
 * this server answers on (for asking itself for the page).
 */
export function fullNotFound(origin, logError = console.error) {
  function fetchPage(address) {
    return new Promise((resolve, reject) => {
      const target = new URL(address, origin())
      const req = http.get(target, { headers: { [INTERNAL]: token, 'accept-encoding': 'identity' } }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${target.pathname} answered ${res.statusCode}`)),
        )
        res.on('error', reject)
      })
      req.on('error', reject)
      req.setTimeout(10_000, () => req.destroy(new Error(`${target.pathname} did not answer in 10 s`)))
    })
  }

  return function watch(req, res) {
    const url = req.url ?? '/'
    const mark = url.indexOf('?')
    const path = mark === -1 ? url : url.slice(0, mark)
    if (!isPageRequest(req, path) || req.headers[INTERNAL] === token) return
    const ownAddress = isOwnAddress(path)
    const real = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
    const held = []
    let state = 'undecided'

    // The wrappers stay in place once decided: Next's compression wraps them in turn, and putting
    // the originals back would drop its wrappers.
    const decide = () => {
      if (state !== 'undecided') return state
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
      state = html && (res.statusCode === 404 || ownAddress) ? 'replace' : 'pass'
      return state
    }

    res.writeHead = function writeHead(status, ...rest) {
      res.statusCode = status
      const headers = rest.find((r) => r && typeof r === 'object')
      if (Array.isArray(headers))
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
      else if (headers) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v)
      return decide() === 'pass' ? real.writeHead.call(res, status) : res
    }
    res.flushHeaders = function flushHeaders() {
      if (decide() === 'pass') real.flushHeaders.call(res)
    }
    res.write = function write(chunk, encoding, callback) {
      if (decide() === 'pass') return real.write.call(res, chunk, encoding, callback)
      if (chunk)
        held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
      const done = typeof encoding === 'function' ? encoding : callback
      if (done) process.nextTick(done)
      return true
    }
    res.end = function end(chunk, encoding, callback) {
      if (decide() === 'pass') return real.end.call(res, chunk, encoding, callback)
      if (chunk && typeof chunk !== 'function') res.write(chunk, encoding)
      const finish = (body, headers) => {
        for (const name of [
          'content-length',
          'content-encoding',
          'etag',
          'transfer-encoding',
          'x-nextjs-cache',
          'x-nextjs-prerender',
        ])
          res.removeHeader(name)
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
        real.writeHead.call(res, 404)
        real.end.call(res, req.method === 'HEAD' ? undefined : body)
      }
      fetchPage(path).then(
        (page) => {
          const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
          const body = gzip ? gzipSync(page) : page
          finish(body, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
            vary: 'Accept-Encoding',
            'content-length': String(body.length),
            ...(gzip ? { 'content-encoding': 'gzip' } : {}),
          })
        },
        (error) => {
          // Next's own answer (the shell) is still a 404 with the view for browsers with scripts.
          logError(`The 404 page could not be built for ${path}`, error)
          const encoding = res.getHeader('content-encoding')
          const body = Buffer.concat(held)
          finish(body, { 'content-length': String(body.length), ...(encoding ? { 'content-encoding': encoding } : {}) })
        },
      )
      return res
    }
  }
}
