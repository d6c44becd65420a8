import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardRequest } from './request-guards.mjs'

let server: http.Server
let base = ''

beforeAll(async () => {
  // Whatever the guard leaves to "Next" answers 200 with the address it was given.
  server = http.createServer((req, res) => {
    if (guardRequest(req, res)) return
    res.end(`next:${req.url}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const call = (method: string, path: string) =>
  new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const req = http.request(base + path, { method }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }))
    })
    req.on('error', reject)
    req.end()
  })

describe('guardRequest', () => {
  it('refuses TRACE everywhere', async () => {
    for (const path of ['/', '/api/booking/locations', '/admin'])
      expect((await call('TRACE', path)).status, path).toBe(405)
  })

  it('reads pages with GET and HEAD only, and says so', async () => {
    expect(await call('GET', '/about/')).toMatchObject({ status: 200, body: 'next:/about/' })
    expect((await call('HEAD', '/ua/about/')).status).toBe(200)
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'])
      expect(await call(method, '/price/'), method).toMatchObject({ status: 405, allow: 'GET, HEAD, OPTIONS' })
    expect(await call('OPTIONS', '/price/')).toMatchObject({ status: 204, allow: 'GET, HEAD, OPTIONS' })
  })

  it('leaves the API, the admin and Next’s files to Next, whatever the method', async () => {
    for (const path of ['/api/callback', '/admin/collections/services', '/_next/static/x.js'])
      expect(await call('POST', path)).toMatchObject({ status: 200, body: `next:${path}` })
  })

  it('sends page addresses longer than any real one, or with control characters, to the 404 page', async () => {
    expect((await call('GET', `/services/${'a'.repeat(201)}/`)).body).toBe('next:/page-not-found/')
    expect((await call('GET', `/ua/${'x/'.repeat(800)}`)).body).toBe('next:/ua/page-not-found/')
    expect((await call('GET', `/services/${'a'.repeat(200)}/`)).body).toBe(`next:/services/${'a'.repeat(200)}/`)
    expect((await call('GET', '/services/%00female/')).body).toBe('next:/page-not-found/')
    expect((await call('GET', '/ua/blog/%0Anews/')).body).toBe('next:/ua/page-not-found/')
    expect((await call('GET', '/services/%C3%A9/')).body).toBe('next:/services/%C3%A9/')
  })
})
