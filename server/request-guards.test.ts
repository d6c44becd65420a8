import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardRequest, imageRefusal } from './request-guards.mjs'

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

describe('optimised images of media files', () => {
  it('are a 404 when the file is missing and a 400 when its name cannot be one; others go to Next', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'parlour-media-'))
    try {
      writeFileSync(path.join(dir, 'chair.webp'), 'x')
      const image = (url: string) => imageRefusal(`url=${encodeURIComponent(url)}&w=640&q=75`, dir)
      expect(image('/api/media/file/chair.webp')).toBe(0)
      expect(image('/api/media/file/missing.webp')).toBe(404)
      expect(image('/api/media/file/%ZZ.png')).toBe(400)
      expect(image('/api/media/file/x%00.png')).toBe(400)
      expect(image('/api/media/file/chair.webp?prefix=x')).toBe(400)
      expect(image('/api/media/file/..%2Fsecret')).toBe(400)
      expect(image('/images/hero.jpg')).toBe(0)
      expect(imageRefusal('w=640', dir)).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
