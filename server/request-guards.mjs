/**
 * Requests answered before Next sees them, because Next would answer them with a 500 or write a
 * cache file it cannot name (found by the fuzz suite, decision 0020):
 * - TRACE and CONNECT are no method of this site: 405 (Node's parser answers TRACK itself).
 * - The site's pages are read with GET and HEAD only (they have no server actions; the admin's are
 *   under /admin): anything else is a 405, OPTIONS says what is allowed. Next took a POST with a
 *   form's content type for a server action and failed with a 500.
 * - A page address far longer than any real one (a segment over 200 characters, or 1,500 in all),
 *   or with control characters in it (%00, %0A), is sent to the 404 page: Next would try to cache
 *   it under a file name the disk refuses.
 */
import { NOT_FOUND_PAGE } from './full-not-found.mjs'

const NEVER = new Set(['TRACE', 'CONNECT'])
const PAGE_METHODS = 'GET, HEAD, OPTIONS'

/** Control characters (a typed %00 or %0A): no address of the site has them, and Next cannot cache them. */
function hasControl(path) {
  try {
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(path))
  } catch {
    return false
  }
}

const isPagePath = (path) => !/^\/(api|admin|_next)(\/|$)/.test(path)

function refuse(res, status, headers = {}) {
  const body = status === 204 ? '' : 'This address cannot be used that way.\n'
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  })
  res.end(body)
}

/** Answers the request itself (true) or leaves it to Next, perhaps at another address (false). */
export function guardRequest(req, res) {
  const method = (req.method ?? 'GET').toUpperCase()
  if (NEVER.has(method)) {
    refuse(res, 405)
    return true
  }
  const url = req.url ?? '/'
  const mark = url.indexOf('?')
  const path = mark === -1 ? url : url.slice(0, mark)
  if (!isPagePath(path)) return false
  if (method === 'OPTIONS') {
    refuse(res, 204, { Allow: PAGE_METHODS })
    return true
  }
  if (method !== 'GET' && method !== 'HEAD') {
    refuse(res, 405, { Allow: PAGE_METHODS })
    return true
  }
  if (path.length > 1500 || path.split('/').some((segment) => segment.length > 200) || hasControl(path)) {
    req.url = `${/^\/ua(\/|$)/.test(path) ? '/ua' : ''}/${NOT_FOUND_PAGE}/`
  }
  return false
}
