import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { directReadRoute } from '@/features/booking/http/direct-reads'
import { answer, NO_STORE } from '@/features/booking/http/respond'

import { directReads } from './direct-reads.mjs'
import { securityHeaders } from './security-headers.mjs'

/** A raw answer: status, headers and the body bytes as sent (no decompression). */
function get(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

const logged: string[] = []
let base = ''
let server: http.Server

beforeAll(async () => {
  // The work of three endpoints, offered the way the route modules offer theirs.
  directReadRoute('/api/test/echo', async (query) => answer({ query }, { cache: 'public, max-age=60' }))
  directReadRoute('/api/test/long', async () =>
    answer(
      Array.from({ length: 200 }, (_, i) => ({ id: String(i), name: `Service ${i}` })),
      { cache: NO_STORE },
    ),
  )
  directReadRoute('/api/test/broken', async () => {
    throw new Error('disk on fire')
  })
  const take = directReads(securityHeaders('https://parlour.example'), (_error: unknown, path: string) =>
    logged.push(path),
  )
  server = http.createServer((req, res) => {
    if (take(req, res)) return
    res.writeHead(200, { 'Content-Type': 'text/plain' })
    res.end(`next: ${req.method} ${req.url}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the direct path for the booking read API', () => {
  it('answers an offered endpoint with its status, JSON, caching and the security headers', async () => {
    const res = await get(`${base}/api/test/echo?location=2&services=1,2&employee=`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/json')
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['strict-transport-security']).toContain('max-age=')
    // Empty parameters count as absent, as in Next's route.
    expect(JSON.parse(res.body.toString())).toEqual({ query: { location: '2', services: '1,2' } })
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(`${base}/api/test/echo?location=2`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/json')
    expect(res.body.length).toBe(0)
  })

  it('compresses a long answer for a client that accepts gzip, and only then', async () => {
    const plain = await get(`${base}/api/test/long`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    const zipped = await get(`${base}/api/test/long`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.body.length).toBeLessThan(plain.body.length)
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString())
  })

  it('leaves other paths, other methods and the slash form to Next', async () => {
    for (const [method, path] of [
      ['GET', '/api/test/unknown?x=1'],
      ['POST', '/api/test/echo'],
      ['GET', '/api/test/echo/'],
      ['GET', '/services/female/'],
    ]) {
      const res = await get(`${base}${path}`, { method })
      expect(res.body.toString()).toBe(`next: ${method} ${path}`)
    }
  })

  it('answers 503 with a message, and logs, when an endpoint fails unexpectedly', async () => {
    const res = await get(`${base}/api/test/broken`)
    expect(res.status).toBe(503)
    expect(JSON.parse(res.body.toString())).toMatchObject({ reason: 'unavailable', message: expect.any(String) })
    expect(res.headers['cache-control']).toBe('no-store')
    expect(logged).toContain('/api/test/broken')
  })
})
