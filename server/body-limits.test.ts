import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BODY_LIMITS, bodyLimit, refuseLargeBody } from './body-limits.mjs'

describe('bodyLimit', () => {
  it.each([
    ['/api/auth/code', BODY_LIMITS.api],
    ['/api/booking/holds', BODY_LIMITS.api],
    ['/api/callback', BODY_LIMITS.api],
    ['/api/staff/visits/1', BODY_LIMITS.api],
    ['/api/staff/import', BODY_LIMITS.import],
    ['/api/staff/import/preview', BODY_LIMITS.import],
    ['/api/staff/importer', BODY_LIMITS.api],
    ['/api/revalidate', BODY_LIMITS.api],
    ['/api/media', BODY_LIMITS.media],
    ['/api/media/3', BODY_LIMITS.media],
    ['/api/mediaeval', BODY_LIMITS.cms],
    ['/api/pages/4', BODY_LIMITS.cms],
    ['/api/users/login', BODY_LIMITS.cms],
    ['/admin/collections/pages/4', BODY_LIMITS.cms],
    ['/en/salons/', BODY_LIMITS.api],
  ])('%s → %i bytes', (path, limit) => expect(bodyLimit(path)).toBe(limit))

  it('keeps the media limit with nginx’s client_max_body_size (deploy/) and above Payload’s 20 MB per file', () => {
    expect(BODY_LIMITS.media).toBe(25 * 1024 * 1024)
    expect(BODY_LIMITS.api).toBe(64 * 1024)
  })
})

describe('refuseLargeBody on a real socket', () => {
  let server: http.Server
  let base = ''
  let reachedNext = 0
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (refuseLargeBody(req, res)) return
      reachedNext++
      req.resume()
      req.on('end', () => res.end('next'))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const post = (path: string, size: number) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(size) })

  it('answers a declared length over the limit with 413 in the API’s error shape, before the body', async () => {
    const before = reachedNext
    const response = await post('/api/auth/code', 10 * 1024 * 1024)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      message: 'The request body is too large: at most 64 KB can be sent here.',
      reason: 'too_large',
    })
    expect(reachedNext).toBe(before)
  })

  it('leaves a body within the limit, and the larger limits of Payload and media, to the server', async () => {
    expect(await (await post('/api/auth/code', 64 * 1024)).text()).toBe('next')
    expect(await (await post('/api/pages', 1024 * 1024)).text()).toBe('next')
    expect(await (await post('/api/media', 10 * 1024 * 1024)).text()).toBe('next')
    expect((await post('/api/pages', 3 * 1024 * 1024)).status).toBe(413)
  })
})
