import config from '@payload-config'
import { getPayload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/revalidate/route'
import { EXPIRE_QUIET_MS } from '@/platform/cache/expire-tags'
import { consumeRevalidateToken } from '@/platform/cache/revalidate-once'
import { isRevalidateToken, revalidateToken } from '@/platform/cache/revalidate-token'
import { getEnv } from '@/platform/env'

import { testPayload } from '../helpers/payload'
import { recordingSite, type Received } from '../helpers/recording-site'

/**
 * Content written outside a request — a background job of the running site, such as the WordPress
 * sync — expires its pages by asking the site (POST /api/revalidate), because Next's revalidateTag
 * has no request to attach to there. The site here is a recording HTTP server on loopback standing
 * for server/serve.mjs's own address; what it receives is what the real route would get.
 */

const { received } = recordingSite()

beforeAll(async () => {
  await testPayload()
})

/** Waits until the site has been asked `count` times in all (the request is sent after the write). */
async function asked(count: number): Promise<Received[]> {
  await expect.poll(() => received.length, { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(count)
  return received
}

describe('expiring pages after a write outside a request', () => {
  it('asks the site for what a job wrote, in one request a second after its last write, with a valid token', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'services', limit: 1, depth: 0, overrideAccess: true })
    const service = docs[0]!
    const before = received.length
    const writes: number[] = []
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { title: `${service.title}` },
      overrideAccess: true,
    })
    writes.push(Date.now())
    await payload.updateGlobal({ slug: 'contacts', data: {}, overrideAccess: true })
    writes.push(Date.now())
    const wanted = ['collection:services', 'collection:services-categories', 'global:contacts']
    await expect
      .poll(() => [...new Set(received.slice(before).flatMap((r) => r.body.tags))].sort(), { timeout: 10_000 })
      .toEqual(wanted)
    const requests = received.slice(before)
    // Normally one request; two only if the writes were more than a second apart.
    expect(requests.length).toBeLessThanOrEqual(2)
    for (const request of requests) {
      // A second after the last write it carries, when the writes' transactions have committed.
      const lastWrite = Math.max(...writes.filter((at) => at <= request.at))
      expect(request.at - lastWrite).toBeGreaterThanOrEqual(EXPIRE_QUIET_MS - 20)
      const token = /^Bearer (\S+)$/.exec(request.authorization)?.[1]
      expect(isRevalidateToken(token, getEnv().payloadSecret)).toBe(true)
    }
  })

  it('asks nothing when the write says so (the seed)', async () => {
    const payload = await testPayload()
    const before = received.length
    await payload.updateGlobal({
      slug: 'contacts',
      data: {},
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // A write that does ask, after it: only that one arrives.
    await payload.updateGlobal({ slug: 'site-settings', data: {}, overrideAccess: true })
    const all = await asked(before + 1)
    expect(all.slice(before).flatMap((r) => r.body.tags)).toEqual(['global:site-settings'])
  })
})

describe('POST /api/revalidate', () => {
  const call = (body: string | undefined, token: string | null = revalidateToken(getEnv().payloadSecret)) =>
    POST(
      new Request('http://127.0.0.1/api/revalidate', {
        method: 'POST',
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
        body,
      }),
    )

  it('refuses a call without a valid token', async () => {
    const response = await call(JSON.stringify({ tags: ['content:all'] }), null)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'unauthorized' })
  })

  it('takes a token once: shown again, it is refused, also by another instance on the same database', async () => {
    const secret = getEnv().payloadSecret
    // A body the route refuses after taking the token (no page is expired outside Next).
    const bad = JSON.stringify({ tags: ['collection:nothing'] })
    const token = revalidateToken(secret)
    expect((await call(bad, token)).status).toBe(400)
    const replayed = await call(bad, token)
    expect(replayed.status).toBe(401)
    expect(await replayed.json()).toMatchObject({ error: 'unauthorized' })

    // A second Payload instance (as another `npm start` on the database) refuses what the first took…
    const other = await getPayload({ config, key: 'second-instance' })
    const first = await testPayload()
    expect(other).not.toBe(first)
    expect(await consumeRevalidateToken(token, secret, { payload: other })).toBe(false)
    // …and the first refuses what the second took.
    const fresh = revalidateToken(secret)
    expect(await consumeRevalidateToken(fresh, secret, { payload: other })).toBe(true)
    expect((await call(bad, fresh)).status).toBe(401)
    expect(await consumeRevalidateToken(fresh, secret, { payload: first })).toBe(false)
    await other.db.destroy?.()
  })

  it('forgets the use of a token once it is too old to be shown anyway', async () => {
    const payload = await testPayload()
    const secret = getEnv().payloadSecret
    const at = Date.UTC(2031, 5, 1, 9, 0, 0)
    const token = revalidateToken(secret, at)
    const rowsOf = async (t: string) =>
      (
        await payload.find({
          collection: 'rate-limits',
          where: { key: { equals: `revalidate-token:${t.split('.').slice(0, 2).join('.')}` } },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await consumeRevalidateToken(token, secret, { now: at, payload })).toBe(true)
    expect(await rowsOf(token)).toBe(1)
    const later = at + 3 * 60_000
    expect(await consumeRevalidateToken(revalidateToken(secret, later), secret, { now: later, payload })).toBe(true)
    expect(await rowsOf(token)).toBe(0)
    expect(await consumeRevalidateToken(token, secret, { now: later, payload })).toBe(false)
  })

  it('refuses tags the site does not cache under, and a body that is not JSON, with a message', async () => {
    for (const body of [
      JSON.stringify({ tags: ['collection:nothing'] }),
      JSON.stringify({ tags: [] }),
      JSON.stringify({ tags: 'content:all' }),
      '{not json',
    ]) {
      const response = await call(body)
      expect(response.status, body).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/tags/) })
    }
  })
})
