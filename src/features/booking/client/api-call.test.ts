import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi } from './api-call'

let base = ''
const seen: { method?: string; type?: string; accept?: string; key?: string; body: string }[] = []
const server = http.createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c))
  req.on('end', () => {
    seen.push({
      method: req.method,
      type: req.headers['content-type'],
      accept: req.headers.accept,
      key: req.headers['idempotency-key'] as string | undefined,
      body,
    })
    if (req.url === '/ok') return res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":"7"}')
    if (req.url === '/busy')
      return res
        .writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '120' })
        .end('{"message":"Too many","reason":"rate_limited"}')
    res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>')
  })
})

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
beforeAll(() => {
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('callApi', () => {
  it('sends JSON with the given headers and gives the answer back', async () => {
    const result = await callApi<{ id: string }>(
      'POST',
      `${base}/ok`,
      { start: '2026-12-01T10:00' },
      {
        'idempotency-key': 'k1',
      },
    )
    expect(result).toEqual({ ok: true, data: { id: '7' } })
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      type: 'application/json',
      accept: 'application/json',
      key: 'k1',
      body: '{"start":"2026-12-01T10:00"}',
    })
  })

  it("keeps a refusal's status, body and Retry-After", async () => {
    expect(await callApi('GET', `${base}/busy`)).toEqual({
      ok: false,
      status: 429,
      body: { message: 'Too many', reason: 'rate_limited' },
      retryAfter: 120,
    })
    expect(seen.at(-1)?.type).toBeUndefined()
  })

  it('gives an empty body for an answer that is not JSON, and status 0 when nothing answers', async () => {
    expect(await callApi('GET', `${base}/broken`)).toEqual({ ok: false, status: 502, body: {}, retryAfter: null })
    expect(await callApi('GET', 'http://127.0.0.1:9/nothing')).toEqual({
      ok: false,
      status: 0,
      body: {},
      retryAfter: null,
    })
  })
})
