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
 * - `/_next/image` of a media file that is not there (404), or whose name does not decode or has a
 *   control character or a query (400): Next fetches the file from Payload inside the process and
 *   answered a 500 when that failed.
 */
import { existsSync } from 'node:fs'
import nodePath from 'node:path'

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

const MEDIA_DIR = nodePath.resolve(process.cwd(), process.env.MEDIA_DIR || 'data/media')
const MEDIA_PATH = '/api/media/file/'

/** The refusal (400, 404) of an optimised image of a media file, or 0 when Next may answer. */
export function imageRefusal(query, mediaDir = MEDIA_DIR) {
  const source = new URLSearchParams(query).get('url')
  if (!source || !source.startsWith(MEDIA_PATH)) return 0
  const name = source.slice(MEDIA_PATH.length)
  if (name.includes('?') || name.includes('#')) return 400
  let file
  try {
    file = decodeURIComponent(name)
  } catch {
    return 400
  }
  if (!file || /[\u0000-\u001f\u007f/\\]/.test(file) || file === '..') return 400
  return existsSync(nodePath.join(mediaDir, file)) ? 0 : 404
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
  if (path === '/_next/image' && mark !== -1) {
    const status = imageRefusal(url.slice(mark + 1))
    if (status) {
      refuse(res, status)
      return true
    }
  }
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
