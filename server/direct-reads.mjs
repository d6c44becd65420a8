/**
 * The direct path for the booking read API (decision 0016). Next's request pipeline costs about
 * 1 ms of CPU per request on this machine before a route's own work starts; the booking widget's
 * reads (salons, services, stylists, free times) are asked for in bursts, so the server answers
 * them itself once Next has loaded their route modules, which offer their work in a global
 * registry (src/features/booking/http/direct-reads.ts). The answer is the same status, JSON text,
 * caching and security headers Next would send. Anything else, and any method but GET and HEAD,
 * goes on to Next.
 */
import { gzipSync } from 'node:zlib'

const REGISTRY = Symbol.for('parlour.directReads')
/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const GZIP_FROM_BYTES = 1024
/** Compressed copies of recent answers (catalogue lists repeat until content changes). */
const GZIP_KEEP = 64

/**
 * @param {{ key: string, value: string }[]} extraHeaders sent with every answer (security headers)
 * @param {(error: unknown, path: string) => void} logError
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   true when the request was taken (and will be answered)
 */
export function directReads(extraHeaders, logError = (error, path) => console.error(`${path} failed`, error)) {
  /** @type {Map<string, Buffer>} */
  const gzipped = new Map()

  function compressed(text) {
    let body = gzipped.get(text)
    if (!body) {
      body = gzipSync(text)
      if (gzipped.size >= GZIP_KEEP) gzipped.delete(gzipped.keys().next().value)
      gzipped.set(text, body)
    }
    return body
  }

  function send(req, res, { status, text, cache }) {
    const headers = { 'Content-Type': 'application/json', 'Cache-Control': cache }
    for (const { key, value } of extraHeaders) headers[key] = value
    let body = text
    if (Buffer.byteLength(text) >= GZIP_FROM_BYTES) {
      headers.Vary = 'Accept-Encoding'
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = compressed(text)
        headers['Content-Encoding'] = 'gzip'
      }
    }
    headers['Content-Length'] = Buffer.byteLength(body)
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  return function take(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const registry = globalThis[REGISTRY]
    if (!registry) return false
    const url = req.url ?? '/'
    const mark = url.indexOf('?')
    const path = mark === -1 ? url : url.slice(0, mark)
    const read = registry.get(path)
    if (!read) return false
    read(mark === -1 ? '' : url.slice(mark + 1)).then(
      (answer) => send(req, res, answer),
      (error) => {
        // The endpoints answer their own failures; this is only a last guard.
        logError(error, path)
        const message = 'This cannot be read just now. Please try again in a moment.'
        send(req, res, { status: 503, text: JSON.stringify({ message, reason: 'unavailable' }), cache: 'no-store' })
      },
    )
    return true
  }
}
