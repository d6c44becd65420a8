import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { compressedSizes, documentScripts, servedFirstLoadJs, staticImports } from './bundles.mjs'

const text = 'const parlour = "a salon in Chelsea";\n'.repeat(200)

describe('compressedSizes', () => {
  it('counts the bytes as they are, gzipped and brotli-compressed', () => {
    const sizes = compressedSizes(Buffer.from(text))
    expect(sizes.raw).toBe(Buffer.byteLength(text))
    expect(sizes.gzip).toBeGreaterThan(0)
    expect(sizes.brotli).toBeGreaterThan(0)
    // Repetitive text compresses well, and brotli at its best beats gzip on it.
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10)
    expect(sizes.brotli).toBeLessThan(sizes.gzip)
  })
  it('uses gzip level 9 and brotli quality 11, the settings the report names', () => {
    const bytes = Buffer.from(text)
    expect(compressedSizes(bytes)).toMatchObject({
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    })
  })
})

describe('documentScripts', () => {
  const page = 'http://127.0.0.1:3000/price/'
  it('lists the same-origin scripts and module preloads a page loads, once each and in order', () => {
    const html = [
      '<head><link rel="modulepreload" href="/_parlour/islands-1.js"><script type="module" src="/_parlour/site-2.js"></script>',
      '<script src="/_next/static/chunks/a.js?v=1&amp;x=2" async></script><script src="/_next/static/chunks/a.js?v=1&amp;x=2"></script>',
      '<script type="application/ld+json">{"@type":"BeautySalon"}</script><script>self.__next_f=[]</script>',
      '<script nomodule src="/legacy.js"></script><script src="https://elsewhere.example/x.js"></script></head>',
      // The inline start's script (decision 0061), fetched once the first screen is drawn.
      '<body><script data-src="/_parlour/site-3.js">(()=>{})()</script></body>',
    ].join('')
    expect(documentScripts(html, page)).toEqual([
      'http://127.0.0.1:3000/_parlour/site-2.js',
      'http://127.0.0.1:3000/_next/static/chunks/a.js?v=1&x=2',
      'http://127.0.0.1:3000/_parlour/site-3.js',
      'http://127.0.0.1:3000/_parlour/islands-1.js',
    ])
  })
})

describe('staticImports', () => {
  it('follows static imports and re-exports, not imports made on demand', () => {
    const code =
      'import{a as b}from"./chunk-A.js";import"./side.js";export{c}from"../shared/c.js";' +
      'const later=()=>import("./widget.js");import x from "react"'
    expect(staticImports(code, 'http://h/_parlour/site.js')).toEqual([
      'http://h/_parlour/chunk-A.js',
      'http://h/_parlour/side.js',
      'http://h/shared/c.js',
    ])
  })
})

describe('servedFirstLoadJs', () => {
  const files: Record<string, string> = {
    '/': '<html><head><script type="module" src="/s/site.js"></script></head><body><a href="/s/widget.js">x</a></body></html>',
    '/s/site.js': `import{x}from"./shared.js";document.onclick=()=>import("./widget.js");${text}`,
    '/s/shared.js': 'export const x=1',
    '/s/widget.js': 'export const widget=1;'.repeat(1000),
  }
  let server: http.Server
  let origin = ''
  beforeEach(async () => {
    server = http.createServer((req, res) => {
      const body = files[req.url ?? '']
      res.writeHead(body === undefined ? 404 : 200).end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('weighs what the served page loads and imports statically, not what it loads on demand', async () => {
    const measured = await servedFirstLoadJs(origin, '/')
    expect(measured.files).toEqual(['/s/site.js', '/s/shared.js'])
    const site = compressedSizes(Buffer.from(files['/s/site.js']!))
    const shared = compressedSizes(Buffer.from(files['/s/shared.js']!))
    expect(measured).toMatchObject({ rawBytes: site.raw + shared.raw, gzipBytes: site.gzip + shared.gzip })
  })
  it('says which script is missing rather than counting it as nothing', async () => {
    files['/missing/'] = '<script src="/s/gone.js"></script>'
    await expect(servedFirstLoadJs(origin, '/missing/')).rejects.toThrow(
      '/s/gone.js (loaded by /missing/) answered 404',
    )
  })
})
