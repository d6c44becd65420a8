/**
 * How large a request body may be, by path, and the server's refusal of a larger one (issue 32).
 *
 * - Parlour's own JSON APIs (sign-in, booking, callback, staff calendar, revalidation): 64 KB —
 *   their largest real body is a booking of ten services, well under 2 KB.
 * - Media uploads (/api/media): 25 MB, the same as nginx's client_max_body_size in deploy/ —
 *   Payload refuses a file over 20 MB itself; the rest is room for the form around it.
 * - Payload's other REST routes and the admin: 2 MB — documents with rich text, sent as JSON or as
 *   the admin's form data.
 * - A client list moved in from another platform (/api/staff/import): 25 MB, like media — a CSV
 *   export of tens of thousands of clients, read as a stream.
 * - Anything else (the pages take no bodies): 64 KB.
 *
 * A declared Content-Length over the limit is answered 413 here before the body is read. A body
 * sent without a length (chunked) is counted where it is read: src/platform/http/body.ts for Parlour's
 * routes, the wrapper of Payload's REST route, Next's own limit for the admin's server actions.
 */

const KB = 1024
const MB = 1024 * KB

export const BODY_LIMITS = { api: 64 * KB, cms: 2 * MB, media: 25 * MB, import: 25 * MB }

const OWN_API = /^\/api\/(auth|booking|booking-system|callback|staff|revalidate|search-index)(\/|$)/
const MEDIA = /^\/api\/media(\/|$)/
const IMPORT = /^\/api\/staff\/import(\/|$)/
const CMS = /^\/(api|admin)(\/|$)/

/** The largest body, in bytes, a request to `path` may carry. */
export function bodyLimit(path) {
  if (IMPORT.test(path)) return BODY_LIMITS.import
  if (OWN_API.test(path)) return BODY_LIMITS.api
  if (MEDIA.test(path)) return BODY_LIMITS.media
  if (CMS.test(path)) return BODY_LIMITS.cms
  return BODY_LIMITS.api
}

/** `65536` → `64 KB`, `26214400` → `25 MB`. */
export function sizeText(bytes) {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`
}

/** The refusal in the API's one error shape (src/platform/http/api.ts). */
export function tooLargeBody(limit) {
  return {
    message: `The request body is too large: at most ${sizeText(limit)} can be sent here.`,
    reason: 'too_large',
  }
}

// Once refused, the rest of a body is read and dropped, and the answer ends only then: a client
// still sending would otherwise have its connection closed under it (EPIPE, or a reset that loses
// the answer) — Node closes at once after an answer to a request that said `Connection: close`.
// Past this much the connection is cut.
const DISCARD_AT_MOST = 32 * MB

/**
 * Answers 413 at once (true) when the request declares a body larger than its path allows, or
 * leaves it (false). Called before anything reads the body.
 */
export function refuseLargeBody(req, res) {
  const declared = req.headers['content-length']
  if (declared === undefined) return false
  const length = Number(declared)
  const url = req.url ?? '/'
  const mark = url.indexOf('?')
  const limit = bodyLimit(mark === -1 ? url : url.slice(0, mark))
  if (!(length > limit)) return false
  const body = JSON.stringify(tooLargeBody(limit))
  res.writeHead(413, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.write(body)
  let dropped = 0
  req.on('data', (chunk) => {
    dropped += chunk.length
    if (dropped > DISCARD_AT_MOST) req.socket.destroy()
  })
  req.on('end', () => res.end())
  return true
}
