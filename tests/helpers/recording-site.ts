/**
 * A recording HTTP server on loopback standing for server/serve.mjs's own address: what a
 * background job asks the site to expire (POST /api/revalidate) is kept here, as the real route
 * would get it, and answered as the route answers. Its address is the site's own
 * (PARLOUR_INTERNAL_URL) between the file's `beforeAll` and `afterAll`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll } from 'vitest'

import { INTERNAL_URL_VARIABLE } from '@/platform/cache/expire-tags'

export interface Received {
  at: number
  authorization: string
  body: { tags: string[] }
}

export function recordingSite(): { received: Received[]; readonly url: string } {
  const received: Received[] = []
  let site: http.Server
  let url = ''
  beforeAll(async () => {
    site = http.createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        received.push({
          at: Date.now(),
          authorization: request.headers.authorization ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { tags: string[] },
        })
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}')
      })
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    process.env[INTERNAL_URL_VARIABLE] = url
  })
  afterAll(async () => {
    delete process.env[INTERNAL_URL_VARIABLE]
    await new Promise((resolve) => site.close(resolve))
  })
  return {
    received,
    get url() {
      return url
    },
  }
}
