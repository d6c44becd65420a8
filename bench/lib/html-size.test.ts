import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HTML_PAGES, htmlSizeRow, htmlSizes, htmlSizeSection } from './html-size.mjs'

const page = (kB: number) => `<!doctype html><title>x</title>${'<p>Balayage</p>'.repeat(Math.round((kB * 1000) / 15))}`

describe('HTML size', () => {
  it('weighs the service page and the price list against 45 and 80 kB, and home and a salon without a budget', () => {
    expect(HTML_PAGES).toEqual([
      { name: 'Service', path: '/services/female/hair/colouring/air-touch/', budget: 45_000 },
      { name: 'Prices', path: '/price/', budget: 80_000 },
      { name: 'Home', path: '/' },
      { name: 'Salon', path: '/salons/backstage-chelsea/' },
    ])
  })

  it('counts the uncompressed and gzip bytes and checks the budget on the uncompressed size', () => {
    const html = page(44)
    const row = htmlSizeRow({ name: 'Service', path: '/s/', budget: 45_000 }, html)
    expect(row.rawBytes).toBe(Buffer.byteLength(html))
    expect(row.gzipBytes).toBe(gzipSync(Buffer.from(html), { level: 9 }).length)
    expect(row.withinBudget).toBe(true)
    expect(htmlSizeRow({ name: 'Service', path: '/s/', budget: 45_000 }, page(46)).withinBudget).toBe(false)
    expect(htmlSizeRow({ name: 'Home', path: '/' }, html).withinBudget).toBeNull()
    // Exactly at the budget is within it; multi-byte characters count as bytes.
    expect(htmlSizeRow({ name: 'x', path: '/', budget: 4 }, 'ab£').withinBudget).toBe(true)
    expect(htmlSizeRow({ name: 'x', path: '/', budget: 4 }, 'abc£').withinBudget).toBe(false)
  })

  it('writes a table in kB of 1,000 bytes, marking a page over its budget', () => {
    const lines = htmlSizeSection([
      { name: 'Service', path: '/s/', budget: 45_000, rawBytes: 68_100, gzipBytes: 12_345, withinBudget: false },
      { name: 'Home', path: '/', rawBytes: 90_100, gzipBytes: 15_000, withinBudget: null },
    ])
    expect(lines[0]).toBe('## HTML size')
    expect(lines).toContain('| Service (`/s/`) | 68.1 kB | 12.3 kB | ≤ 45 kB ✗ over |')
    expect(lines).toContain('| Home (`/`) | 90.1 kB | 15.0 kB | — |')
  })

  describe('from a server', () => {
    let server: Server
    let origin: string
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/missing/') return void res.writeHead(404).end()
        // Sent gzipped, as the site sends it: the size is the document's, not the transfer's.
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
        res.end(gzipSync(page(req.url === '/' ? 10 : 2)))
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it('fetches each page and measures its decompressed document', async () => {
      const rows = await htmlSizes(origin, [
        { name: 'Home', path: '/' },
        { name: 'Prices', path: '/price/', budget: 80_000 },
      ])
      expect(rows.map((r) => [r.name, r.rawBytes, r.withinBudget])).toEqual([
        ['Home', Buffer.byteLength(page(10)), null],
        ['Prices', Buffer.byteLength(page(2)), true],
      ])
    })

    it('fails on a page that does not answer 200', async () => {
      await expect(htmlSizes(origin, [{ name: 'Gone', path: '/missing/' }])).rejects.toThrow('/missing/ answered 404')
    })
  })
})
