/**
 * What the production server (server/serve.mjs) decides before Next sees a request, over real
 * sockets: whose address a request comes from (TRUST_PROXY, server/client-address.mjs) and how
 * large a body may be (server/body-limits.mjs).
 *
 * The main site trusts one proxy (as behind the nginx of deploy/); the Beauty Pro site trusts none,
 * as `npm start` by default. Both serve the same build from the same database.
 */
import http from 'node:http'
import { randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { beautyProSitePort } from '../../playwright.config'
import { messagesTo } from '../helpers/sms-outbox'

const mainPort = Number(process.env.E2E_PORT || 3100)
const keepAlive = new http.Agent({ keepAlive: true })
test.afterAll(() => keepAlive.destroy())
const TEN_MB = 10 * 1024 * 1024

interface Answer {
  status: number
  body: { message?: string; reason?: string }
}

/**
 * One request. With a length it goes on its own connection that closes after the answer (the
 * server reads and drops the rest of a refused body, so the answer arrives before the close). A
 * body without a length (`chunked`, sent in pieces) is refused by the route handler once it passes
 * the limit, and Node drops the rest only on a connection kept alive, as browsers and fetch keep it.
 */
function send(
  port: number,
  path: string,
  body: string | Buffer,
  { chunked = false, headers = {} }: { chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(body)
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: chunked ? keepAlive : false,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': String(data.length) }),
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          let parsed: Answer['body'] = {}
          try {
            parsed = JSON.parse(text)
          } catch {
            parsed = { message: text }
          }
          resolve({ status: response.statusCode!, body: parsed })
        })
      },
    )
    request.on('error', reject)
    if (chunked) {
      // Piece by piece, so the server has the first pieces long before the last.
      const piece = 256 * 1024
      let offset = 0
      const more = () => {
        while (offset < data.length) {
          const next = data.subarray(offset, offset + piece)
          offset += piece
          if (!request.write(next)) return void request.once('drain', more)
        }
        request.end()
      }
      more()
    } else request.end(data)
  })
}

/** A UK mobile number no other test uses. */
const freshPhone = () => `0794${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`

/** A JSON body whose useful part is `fields`, padded to about `size` bytes. */
const padded = (fields: Record<string, unknown>, size: number) =>
  JSON.stringify({ ...fields, padding: 'x'.repeat(size) })

test.describe('request bodies', () => {
  test('10 MB to the sign-in code is refused with 413 at once and texts nothing', async () => {
    const phone = freshPhone()
    const answer = await send(mainPort, '/api/auth/code', padded({ phone }, TEN_MB))
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({
      reason: 'too_large',
      message: 'The request body is too large: at most 64 KB can be sent here.',
    })
    // The same body sent without a length is counted as it arrives and refused the same way.
    const chunked = await send(mainPort, '/api/auth/code', padded({ phone }, TEN_MB), { chunked: true })
    expect(chunked.status).toBe(413)
    expect(chunked.body.reason).toBe('too_large')
    expect(messagesTo(`+44${phone.slice(1)}`)).toEqual([])

    // A request of normal size still texts the code.
    const normal = await send(mainPort, '/api/auth/code', JSON.stringify({ phone }), {
      headers: { 'x-forwarded-for': `198.51.100.${1 + (randomBytes(1)[0]! % 250)}` },
    })
    expect(normal.status).toBe(200)
    expect(messagesTo(`+44${phone.slice(1)}`)).toHaveLength(1)
  })

  test('10 MB to a hold is refused with 413, with or without a length', async () => {
    const hold = { location: '1', start: '2030-01-07T10:00', items: [{ service: '1' }] }
    for (const chunked of [false, true]) {
      const answer = await send(mainPort, '/api/booking/holds', padded(hold, TEN_MB), { chunked })
      expect(answer.status).toBe(413)
      expect(answer.body.reason).toBe('too_large')
    }
  })

  test('Payload’s REST routes refuse a body over 2 MB, also when sent without a length', async () => {
    const big = padded({ title: 'x' }, 3 * 1024 * 1024)
    for (const chunked of [false, true]) {
      const answer = await send(mainPort, '/api/services', big, { chunked })
      expect(answer.status).toBe(413)
      expect(answer.body.message).toBe('The request body is too large: at most 2 MB can be sent here.')
    }
    // Under the limit the request reaches Payload, which refuses an anonymous write as before.
    expect((await send(mainPort, '/api/services', padded({ title: 'x' }, 1024 * 1024))).status).toBe(403)
  })
})

test.describe('the client address', () => {
  const callback = (port: number, name: string, forwardedFor: string) =>
    send(port, '/api/callback', JSON.stringify({ name, phone: '07946055503', consent: true, path: '/' }), {
      headers: { 'x-forwarded-for': forwardedFor },
    })

  test('without a trusted proxy a new X-Forwarded-For does not escape the per-address limit', async () => {
    let status = 0
    for (let i = 0; i < 6 && status !== 429; i++)
      status = (await callback(beautyProSitePort, `No proxy ${i}`, `203.0.113.${i + 1}`)).status
    expect(status).toBe(429)
    // The socket's address is the visitor's: other forwarded addresses and X-Real-IP change nothing.
    expect((await callback(beautyProSitePort, 'No proxy again', '192.0.2.77')).status).toBe(429)
    const realIp = await send(
      beautyProSitePort,
      '/api/callback',
      JSON.stringify({ name: 'No proxy real', phone: '07946055503', consent: true, path: '/' }),
      { headers: { 'x-real-ip': '192.0.2.78', 'x-parlour-client-address': '192.0.2.79' } },
    )
    expect(realIp.status).toBe(429)
  })

  test('behind one trusted proxy the forwarded address counts', async () => {
    const first = `2001:db8:32::${randomBytes(2).toString('hex')}`
    const second = `2001:db8:33::${randomBytes(2).toString('hex')}`
    let status = 0
    for (let i = 0; i < 6 && status !== 429; i++) status = (await callback(mainPort, `Proxy ${i}`, first)).status
    expect(status).toBe(429)
    // A forged entry left of the proxy's own counts for nothing; the proxy's entry is the address.
    expect((await callback(mainPort, 'Proxy forged', `${second}, ${first}`)).status).toBe(429)
    expect((await callback(mainPort, 'Proxy other', second)).status).toBe(201)
  })
})
