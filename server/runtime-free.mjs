/**
 * Public pages without Next's client runtime (docs/plans/runtime-free-pages.md §2 A, decision 0056).
 * A page that carries `<meta name="parlour-runtime" content="none">` is sent without Next's
 * `<script src="/_next/static/…">` tags, its Turbopack bootstrap (`<script id="_R_">`), the inlined
 * RSC flight data (`self.__next_f`) and the script preloads; the marker goes too. Every other
 * answer passes through byte for byte, with Next's own compression.
 *
 * The layout emits the marker on every public page (decision 0055); the account, booking and
 * gift-voucher pages keep the App Router. On a marked page, Next's small stylesheets and the sprite
 * icons it draws are also written into the page (`smallStylesheets`, `inlineableSprite`, decision 0060).
 *
 * How: Next compresses inside its request handler (its router server's `compression`), below which
 * this wrapper sits, so it sees Next's gzip/deflate bytes. For a GET page request that may be
 * stripped it decodes the start of a 200 `text/html` answer until `</head>`: without the marker it
 * sends the held bytes on untouched and steps aside (streaming goes on); with it, it holds the whole
 * answer, decodes it, strips it and compresses it itself (brotli when accepted, else gzip, else
 * none). Next's ETag stays, so Next's 304 answers work; HEAD, 304, RSC requests and draft mode
 * (`__prerender_bypass`) pass through. Results are kept by ETag in a small LRU.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\bas="script")(?=[^>]*\brel="(?:preload|modulepreload)")[^>]*>/g
const BOUNDARY_COMMENT = /<!--\/?\$[!?]?-->/g
const MARKER = /<meta\b(?=[^>]*\bname="parlour-runtime")(?=[^>]*\bcontent="none")[^>]*>/
const MARKERS = new RegExp(MARKER.source, 'g')
const HEAD_END = '</head>'
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="(\/_next\/static\/[^"?#]+\.css)")[^>]*>/g
/** A relative url() in a stylesheet (not data:, a fragment, an absolute path or another origin). */
const RELATIVE_URL = /url\((["']?)(?![a-z][a-z0-9+.-]*:|\/|#)([^)"']+)\1\)/gi

/** `href="/icons.svg#name"` of a `<use>`, the sprite's address and the symbol's name. */
const SPRITE_USE = /\bhref="(\/[\w./-]+\.svg)#([\w-]+)"/g
const BODY_START = /<body\b[^>]*>/
/** The prefix of a sprite symbol's id once written into a page, clear of the page's own ids. */
const INLINE_ICON_PREFIX = 'icon-'

/**
 * The sprite served at `href` from `file`, for stripNextRuntime's `sprite`: its symbols
 * (`<symbol id="…">…</symbol>`, whitespace between tags dropped) by id, read on first use and kept.
 * @param {string} href
 * @param {string} file
 * @returns {{ href: string, symbols: () => Map<string, string> }}
 */
export function inlineableSprite(href, file) {
  /** @type {Map<string, string> | undefined} */
  let symbols
  const read = () =>
    new Map(
      [...readFileSync(file, 'utf8').matchAll(/<symbol\b[^>]*\bid="([\w-]+)"[\s\S]*?<\/symbol>/g)].map((m) => [
        m[1],
        m[0].replace(/>\s+</g, '><'),
      ]),
    )
  return { href, symbols: () => (symbols ??= read()) }
}

/** Stylesheets up to this size are written into the page (decision 0060). */
export const INLINE_STYLESHEET_MAX = 4096

/**
 * Reads Next's small stylesheets from the build (`distDir`/static), by their /_next/static address:
 * the CSS with its relative url()s made absolute, or undefined for a larger or missing file. Names
 * are content-hashed, so each is read once.
 * @param {string} distDir
 * @returns {(href: string) => string | undefined}
 */
export function smallStylesheets(distDir, maxBytes = INLINE_STYLESHEET_MAX) {
  /** @type {Map<string, string | undefined>} */
  const known = new Map()
  return (href) => {
    if (known.has(href)) return known.get(href)
    let css
    try {
      const file = path.join(distDir, 'static', href.slice('/_next/static/'.length))
      if (file.startsWith(path.join(distDir, 'static') + path.sep) && statSync(file).size <= maxBytes) {
        css = readFileSync(file, 'utf8').replace(
          RELATIVE_URL,
          (_, quote, url) => `url(${quote}${new URL(url, `http://x${href}`).pathname}${quote})`,
        )
        if (/<\/style/i.test(css)) css = undefined
      }
    } catch {
      css = undefined
    }
    known.set(href, css)
    return css
  }
}

/** Whether an HTML document (or its start, up to `</head>`) asks to be served without the runtime. */
export const hasRuntimeFreeMarker = (html) => MARKER.test(html)

/**
 * The page without Next's runtime: `html` and what was removed (`flightBytes`: the flight scripts'
 * bytes; `kept`: inline scripts left, e.g. JSON-LD). React's streaming scripts ($RC …) are kept and
 * counted (`streaming`), since without them a streamed page would lose content; they need React's
 * `<!--$?-->` boundary comments, so those are removed only when no streaming script is left.
 * With `stylesheet`, each stylesheet link it returns CSS for is replaced by that CSS in a `<style>`
 * (`inlined` counts them): a phone then waits for one request fewer before the first paint.
 * With `sprite` (its address and symbols), the symbols the page's `<use>`s name are written at the
 * start of its body and the `<use>`s point there (`icons` counts them): no sprite request either.
 * @param {string} html
 * @param {{
 *   stylesheet?: (href: string) => string | undefined,
 *   sprite?: { href: string, symbols: () => Map<string, string> },
 * }} [options]
 */
export function stripNextRuntime(html, { stylesheet, sprite } = {}) {
  const removed = { scripts: 0, flightBytes: 0, preloads: 0, kept: 0, streaming: 0, inlined: 0, icons: 0 }
  let out = html
    .replace(SCRIPT, (whole, attributes, body) => {
      if (/\bsrc="\/_next\/static\//.test(attributes) || /\bid="_R_"/.test(attributes)) {
        removed.scripts++
        return ''
      }
      if (/^\s*\(?self\.__next_f/.test(body)) {
        removed.flightBytes += Buffer.byteLength(whole)
        return ''
      }
      if (/\$R[CSX]\b/.test(body)) removed.streaming++
      removed.kept++
      return whole
    })
    .replace(SCRIPT_PRELOAD, () => {
      removed.preloads++
      return ''
    })
    .replace(MARKERS, '')
    .replace(STYLESHEET, (whole, href) => {
      const css = stylesheet?.(href)
      if (css === undefined) return whole
      removed.inlined++
      return `<style>${css}</style>`
    })
  if (removed.streaming === 0) out = out.replace(BOUNDARY_COMMENT, '')
  if (sprite) out = inlineSprite(out, sprite, removed)
  return { html: out, removed }
}

/** The page with the sprite symbols it uses written into its body (see stripNextRuntime). */
function inlineSprite(html, sprite, removed) {
  /** @type {Map<string, string>} */
  const used = new Map()
  const pointed = html.replace(SPRITE_USE, (whole, href, id) => {
    const symbol = href === sprite.href ? sprite.symbols().get(id) : undefined
    if (symbol === undefined) return whole
    used.set(id, symbol.replace(`id="${id}"`, `id="${INLINE_ICON_PREFIX}${id}"`))
    return `href="#${INLINE_ICON_PREFIX}${id}"`
  })
  if (used.size === 0 || !BODY_START.test(pointed)) return html
  removed.icons = used.size
  const defs = `<svg width="0" height="0" aria-hidden="true" style="position:absolute"><defs>${[...used.values()].join('')}</defs></svg>`
  return pointed.replace(BODY_START, (body) => body + defs)
}

/** The encodings a client accepts (q > 0), from an Accept-Encoding header. */
function acceptedEncodings(header) {
  const accepted = new Set()
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) <= 0)) accepted.add(name)
  }
  return accepted
}

/** The encoding this wrapper answers in: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding)
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return 'identity'
}

/** Decodes Next's answer body (`gzip`, `deflate` or none); `partial` accepts a cut-off stream. */
function decode(body, encoding, partial) {
  const options = partial ? { finishFlush: zlib.constants.Z_SYNC_FLUSH } : {}
  if (encoding === 'gzip') return zlib.gunzipSync(body, options)
  if (encoding === 'deflate') return zlib.inflateSync(body, options)
  return body
}

function encode(body, encoding) {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    })
  if (encoding === 'gzip') return zlib.gzipSync(body)
  return body
}

/** A page request that may be served without the runtime: not the API, admin, Next's files, RSC or drafts. */
function mayStrip(req) {
  if (req.method !== 'GET') return false
  const url = req.url ?? '/'
  const mark = url.indexOf('?')
  const path = mark === -1 ? url : url.slice(0, mark)
  if (/^\/(api|admin|_next)(\/|$)/.test(path)) return false
  if (req.headers.rsc !== undefined || /[?&]_rsc=/.test(url.slice(mark === -1 ? url.length : mark))) return false
  return !/(?:^|;\s*)__prerender_bypass=/.test(String(req.headers.cookie ?? ''))
}

/**
 * Returns `watch(req, res)`, called before Next handles a request (after server/full-not-found.mjs's
 * watch, so it wraps that one's methods). `memoEntries` bounds the ETag memo.
 */
export function runtimeFree({ memoEntries = 500, stylesheet, sprite } = {}) {
  /** @type {Map<string, Buffer>} ETag + encoding → the stripped, encoded body (oldest first). */
  const memo = new Map()
  const remember = (key, body) => {
    memo.delete(key)
    memo.set(key, body)
    if (memo.size > memoEntries) memo.delete(memo.keys().next().value)
  }

  return function watch(req, res) {
    if (!mayStrip(req)) return
    const answerIn = chooseEncoding(req.headers['accept-encoding'])
    const real = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
    /** @type {Buffer[]} */
    const held = []
    let state = 'undecided'
    let status = 200

    const nextEncoding = () => String(res.getHeader('content-encoding') ?? 'identity').toLowerCase()
    // 'peek' until the head is read, then 'pass' (send on as it is) or 'hold' (strip at the end).
    const decide = () => {
      if (state !== 'undecided') return state
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
      const decodable = ['gzip', 'deflate', 'identity'].includes(nextEncoding())
      state = res.statusCode === 200 && html && decodable ? 'peek' : 'pass'
      return state
    }
    // The head read so far: marker → hold; end of head without it → pass on what was held.
    const look = (whole) => {
      let start
      try {
        start = decode(Buffer.concat(held), nextEncoding(), !whole).toString('utf8')
      } catch {
        start = ''
      }
      const headEnd = start.indexOf(HEAD_END)
      const head = headEnd === -1 ? start : start.slice(0, headEnd)
      if (hasRuntimeFreeMarker(head)) state = 'hold'
      else if (headEnd !== -1 || whole) {
        state = 'pass'
        real.writeHead.call(res, status)
        for (const chunk of held.splice(0)) real.write.call(res, chunk)
      }
    }

    // The wrappers stay in place once decided: Next's compression wraps them in turn.
    res.writeHead = function writeHead(code, ...rest) {
      res.statusCode = code
      const headers = rest.find((r) => r && typeof r === 'object')
      if (Array.isArray(headers))
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
      else if (headers) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v)
      status = code
      return decide() === 'pass' ? real.writeHead.call(res, code) : res
    }
    res.flushHeaders = function flushHeaders() {
      if (decide() === 'pass') real.flushHeaders.call(res)
    }
    res.write = function write(chunk, encoding, callback) {
      status = res.statusCode
      if (decide() === 'pass') return real.write.call(res, chunk, encoding, callback)
      if (chunk && typeof chunk !== 'function')
        held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
      if (state === 'peek') look(false)
      const done = typeof encoding === 'function' ? encoding : typeof chunk === 'function' ? chunk : callback
      if (done) process.nextTick(done)
      return true
    }
    res.end = function end(chunk, encoding, callback) {
      status = res.statusCode
      if (decide() === 'pass') return real.end.call(res, chunk, encoding, callback)
      if (chunk && typeof chunk !== 'function') res.write(chunk, encoding)
      if (state === 'peek') look(true)
      const done = [chunk, encoding, callback].find((c) => typeof c === 'function')
      if (state === 'pass') return real.end.call(res, done)
      const etag = res.getHeader('etag')
      const key = etag ? `${etag}\n${answerIn}` : undefined
      let body = key ? memo.get(key) : undefined
      try {
        body ??= encode(
          Buffer.from(
            stripNextRuntime(decode(Buffer.concat(held), nextEncoding(), false).toString(), { stylesheet, sprite })
              .html,
          ),
          answerIn,
        )
      } catch {
        // Bytes that do not decode go out as Next sent them.
        real.writeHead.call(res, status)
        return real.end.call(res, Buffer.concat(held), done)
      }
      if (key) remember(key, body)
      for (const name of ['content-length', 'content-encoding', 'transfer-encoding']) res.removeHeader(name)
      if (answerIn !== 'identity') res.setHeader('content-encoding', answerIn)
      res.setHeader('content-length', String(body.length))
      const vary = String(res.getHeader('vary') ?? '')
      if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
        res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      real.writeHead.call(res, status)
      return real.end.call(res, body, done)
    }
  }
}
