import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  chooseEncoding,
  INLINE_STYLESHEET_MAX,
  runtimeFree,
  inlineableSprite,
  smallStylesheets,
  stripNextRuntime,
} from './runtime-free.mjs'

// The start and end of /about/ from a production build of Next 16.4.5, cut short (the flight data
// and the middle of the body): Next's script tags, the Turbopack bootstrap, one script preload,
// React's boundary comments, JSON-LD and two flight scripts, as Next writes them.
const page = readFileSync(new URL('./fixtures/next-page.html', import.meta.url), 'utf8')
const MARKER = '<meta name="parlour-runtime" content="none"/>'
const marked = page.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${MARKER}`)

describe('a page without Next runtime', () => {
  it('loses the runtime scripts, the flight data, the script preloads and the marker, and keeps the rest', () => {
    const { html, removed } = stripNextRuntime(marked)
    expect(html).not.toMatch(/<script[^>]*src="\/_next\/static\//)
    expect(html).not.toContain('__next_f')
    expect(html).not.toContain('TURBOPACK')
    expect(html).not.toContain('as="script"')
    expect(html).not.toContain('parlour-runtime')
    expect(html).not.toMatch(/<!--\/?\$!?-->/)
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/3xdpg1-5m5xv3.css" data-precedence="next"/>',
    )
    expect(html).toContain('<title>About Parlour | Parlour</title>')
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org"')
    expect(html).toContain('<a class="skip-link" href="#content">Skip to content</a>')
    expect(html.endsWith('</div></div></body></html>\n')).toBe(true)
    expect(removed).toMatchObject({ scripts: 11, preloads: 1, kept: 1, streaming: 0 })
    expect(removed.flightBytes).toBeGreaterThan(600)
  })

  it("keeps React's streaming scripts and the boundaries they fill, and says so", () => {
    const streamed =
      '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0">late</div><script>$RC("B:0","S:0")</script>'
    const { html, removed } = stripNextRuntime(streamed)
    expect(html).toBe(streamed)
    expect(removed.streaming).toBe(1)
  })

  it('answers in brotli when accepted, else gzip, else plain', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip')
    expect(chooseEncoding('deflate')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
  })
})

describe("Next's small stylesheets, written into the page (decision 0060)", () => {
  // A build folder with a small stylesheet (url()s of every kind), a large one, and none for the third address.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'parlour-inline-css-'))
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  const small =
    ':root{--ink:#1f1b18}@font-face{src:url(../media/face.p.woff2)format("woff2")}' +
    '.a{background:url("../media/x.svg")}.b{background:url(data:image/png;base64,AA)}.c{filter:url(#f)}.d{background:url(/abs.png)}'
  writeFileSync(path.join(dist, 'static', 'chunks', 'small.css'), small)
  writeFileSync(path.join(dist, 'static', 'chunks', 'large.css'), `.big{color:red}${' '.repeat(INLINE_STYLESHEET_MAX)}`)
  const link = (name: string) =>
    `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`
  const head = `<head>${link('small')}${link('large')}${link('gone')}<title>x</title></head>`

  it('inlines the small one with its relative url()s made absolute, and leaves the others linked', () => {
    const { html, removed } = stripNextRuntime(head, { stylesheet: smallStylesheets(dist) })
    expect(removed.inlined).toBe(1)
    expect(html).not.toContain(link('small'))
    expect(html).toContain(link('large'))
    expect(html).toContain(link('gone'))
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]
    expect(style).toBe(
      ':root{--ink:#1f1b18}@font-face{src:url(/_next/static/media/face.p.woff2)format("woff2")}' +
        '.a{background:url("/_next/static/media/x.svg")}.b{background:url(data:image/png;base64,AA)}.c{filter:url(#f)}.d{background:url(/abs.png)}',
    )
  })

  it('reads nothing outside the build, and leaves the page as it is without a reader', () => {
    const read = smallStylesheets(dist)
    expect(read('/_next/static/../../etc/passwd.css')).toBeUndefined()
    expect(stripNextRuntime(head).html).toBe(head)
  })
})

describe('the icons a page draws, written into it (decision 0060)', () => {
  const sprite = inlineableSprite('/icons.svg', path.join(process.cwd(), 'public', 'icons.svg'))
  const use = (id: string) => `<svg width="16" height="16"><use href="/icons.svg#${id}"></use></svg>`

  it('writes each symbol used once at the start of the body, under its own id, and points the uses there', () => {
    const page = `<html><head></head><body class="x">${use('menu')}<p id="menu">Menu</p>${use('menu')}${use('account')}</body></html>`
    const { html, removed } = stripNextRuntime(page, { sprite })
    expect(removed.icons).toBe(2)
    expect(html).not.toContain('/icons.svg')
    expect(html.match(/<use href="#icon-menu">/g)).toHaveLength(2)
    expect(html).toContain('<use href="#icon-account">')
    const defs =
      /<body class="x"><svg width="0" height="0" aria-hidden="true" style="position:absolute"><defs>([\s\S]*?)<\/defs><\/svg>/.exec(
        html,
      )![1]!
    expect([...defs.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])).toEqual(['icon-menu', 'icon-account'])
    expect(defs).toContain('viewBox="0 0 24 24"')
    // The page's own element with the same name keeps its id, alone.
    expect(html.match(/id="menu"/g)).toHaveLength(1)
  })

  it('leaves a use of an unknown symbol, or of another file, pointing where it pointed', () => {
    const page = `<body>${use('no-such-icon')}<svg><use href="/other.svg#menu"></use></svg></body>`
    const { html, removed } = stripNextRuntime(page, { sprite })
    expect(html).toBe(page)
    expect(removed.icons).toBe(0)
  })
})

// A server that answers like Next: its own `compression` (as its router server installs it inside
// the request handler), an ETag, its Vary, and the page in several writes.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void
const pages: Record<string, { body: string; etag: string }> = {
  '/marked/': { body: marked, etag: '"m1"' },
  '/plain/': { body: page, etag: '"p1"' },
}

const gzipped = zlib.gzipSync(marked)
const cutShort = gzipped.subarray(0, gzipped.length - 12)

function nextLike(strip: boolean) {
  const watch = runtimeFree({ memoEntries: 4 })
  const compress = compression()
  return http.createServer((req, res) => {
    if (strip) watch(req, res)
    compress(req, res, () => {})
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/cut-short/') {
      // Already encoded (Next's compression leaves it alone), with its last bytes missing.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
      return res.end(cutShort)
    }
    const found = pages[path]
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
      return res.end('<!DOCTYPE html><html><head></head><body>missing</body></html>')
    }
    if (req.headers['if-none-match'] === found.etag) {
      res.writeHead(304, { etag: found.etag })
      return res.end()
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('etag', found.etag)
    res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch')
    res.setHeader('content-length', String(Buffer.byteLength(found.body)))
    if (req.method === 'HEAD') return res.end()
    for (let at = 0; at < found.body.length; at += 1000) res.write(found.body.slice(at, at + 1000))
    res.end()
  })
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
const servers: Record<'strip' | 'bare', http.Server> = { strip: nextLike(true), bare: nextLike(false) }

function ask(
  which: 'strip' | 'bare',
  path: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
): Promise<Answer> {
  const { port } = servers[which].address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
const withoutDate = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest

beforeAll(async () => {
  for (const server of Object.values(servers))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  for (const server of Object.values(servers)) await new Promise((resolve) => server.close(resolve))
})

describe('the server wrapper', () => {
  it('sends a marked page stripped, in brotli, gzip or plain, with Next ETag, a length and Vary on encoding', async () => {
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, none: (b: Buffer) => b }
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['', 'none'],
    ] as const) {
      const answer = await ask('strip', '/marked/', accept ? { 'accept-encoding': accept } : {})
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding'] ?? 'none').toBe(encoding)
      expect(answer.headers['transfer-encoding']).toBeUndefined()
      expect(answer.headers['content-length']).toBe(String(answer.body.length))
      expect(answer.headers.etag).toBe('"m1"')
      expect(answer.headers.vary).toBe(
        'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      )
      const html = decoders[encoding](answer.body).toString('utf8')
      expect(html).toBe(stripNextRuntime(marked).html)
      expect(html).not.toMatch(/<script[^>]*src="\/_next\/static\//)
      expect(html).not.toContain('__next_f')
    }
  })

  it('passes byte for byte: pages without the marker, RSC requests, drafts, HEAD, 304, other statuses, bad bytes', async () => {
    const cases: [string, http.OutgoingHttpHeaders, string?][] = [
      ['/plain/', { 'accept-encoding': 'gzip, deflate, br' }],
      ['/plain/', {}],
      ['/marked/', { 'accept-encoding': 'gzip', rsc: '1' }],
      ['/marked/?_rsc=1x2y3', { 'accept-encoding': 'gzip' }],
      ['/marked/', { 'accept-encoding': 'gzip', cookie: 'a=1; __prerender_bypass=abc' }],
      ['/marked/', { 'accept-encoding': 'gzip' }, 'HEAD'],
      ['/marked/', { 'accept-encoding': 'gzip', 'if-none-match': '"m1"' }],
      ['/missing/', { 'accept-encoding': 'gzip' }],
      // A marked answer that does not decode to its end goes out as it came.
      ['/cut-short/', { 'accept-encoding': 'gzip' }],
    ]
    for (const [path, headers, method] of cases) {
      const stripped = await ask('strip', path, headers, method)
      const bare = await ask('bare', path, headers, method)
      expect({ ...stripped, headers: withoutDate(stripped.headers) }).toEqual({
        ...bare,
        headers: withoutDate(bare.headers),
      })
    }
    expect((await ask('strip', '/marked/', { 'if-none-match': '"m1"' })).status).toBe(304)
    const rsc = await ask('strip', '/marked/', { rsc: '1' })
    expect(rsc.body.toString('utf8')).toContain('self.__next_f')
  })

  it('keeps a stripped page by its ETag until the ETag changes', async () => {
    const first = await ask('strip', '/marked/', { 'accept-encoding': 'gzip' })
    pages['/marked/'] = { body: marked.replace('About Parlour', 'About us'), etag: '"m1"' }
    const same = await ask('strip', '/marked/', { 'accept-encoding': 'gzip' })
    expect(same.body).toEqual(first.body)
    pages['/marked/'] = { body: marked.replace('About Parlour', 'About us'), etag: '"m2"' }
    const changed = zlib.gunzipSync((await ask('strip', '/marked/', { 'accept-encoding': 'gzip' })).body)
    expect(changed.toString('utf8')).toContain('<title>About us | Parlour</title>')
  })
})
