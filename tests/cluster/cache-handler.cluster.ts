/**
 * The shared cache handler (server/cache-handler.mjs) against a real redis-server of its own,
 * started from deploy/redis.conf as the cluster starts it: what Next gets back, the expiry of an
 * entry whose data were read before an edit, and Redis going away and coming back.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@redis/client'
import { expect, test } from '@playwright/test'

import { ensureServerPackages, startRedis } from '../../scripts/lib/cluster.mjs'
import { freePort } from '../../scripts/lib/pg-cluster.mjs'

type Handler = {
  get(key: string, ctx?: object): Promise<{ value: Record<string, unknown>; lastModified: number } | null>
  set(key: string, value: object | null, ctx?: object): Promise<void>
  revalidateTag(tags: string[]): Promise<void>
}

let redis: Awaited<ReturnType<typeof startRedis>>
let port: number
let dir: string
let Handler: new (options: { serverDistDir: string }) => Handler
let distDir: string

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parlour-cache-handler-'))
  port = await freePort()
  redis = await startRedis({ binary: ensureServerPackages()['redis-server']!, port, dir })
  // A build folder of its own: the handler files entries under the build's id.
  distDir = path.join(dir, 'build')
  const { mkdirSync, writeFileSync } = await import('node:fs')
  mkdirSync(path.join(distDir, 'server'), { recursive: true })
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'handler-test-build')
  process.env.REDIS_URL = redis.url
  process.env.CACHE_PREFIX = 'handler-test:'
  Handler = ((await import('../../server/cache-handler.mjs')) as unknown as { default: typeof Handler }).default
})

test.afterAll(async () => {
  await redis?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const handler = () => new Handler({ serverDistDir: path.join(distDir, 'server') })
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_index', Buffer.from('segment')]]),
  headers: { 'x-next-cache-tags': 'collection:services,content:all' },
  status: 200,
})

test('gives Next back what it stored, Buffers and Maps included, under its lifetime', async () => {
  const writer = handler()
  await writer.set('/services/a', page('<p>A</p>'), { cacheControl: { revalidate: false, expire: 3600 } })
  const read = await handler().get('/services/a', {})
  expect(read).not.toBeNull()
  expect(read!.value.html).toBe('<p>A</p>')
  expect(Buffer.isBuffer(read!.value.rscData)).toBe(true)
  expect(String(read!.value.rscData)).toBe('rsc:<p>A</p>')
  expect((read!.value.segmentData as Map<string, Buffer>).get('/_index')!.toString()).toBe('segment')
  expect(read).toMatchObject({ cacheControl: { revalidate: false, expire: 3600 } })
})

test('an expired tag makes its entries misses; an entry whose data were read before the expiry is one too', async () => {
  await handler().set('/services/b', page('<p>B</p>'))
  await handler().revalidateTag(['collection:services'])
  expect(await handler().get('/services/b', {})).toBeNull()

  // A render that asked before an edit's expiry and writes after it: its data may predate the edit.
  const slowRender = handler()
  expect(await slowRender.get('/services/c', {})).toBeNull()
  await handler().revalidateTag(['collection:services'])
  await slowRender.set('/services/c', page('<p>old</p>'))
  expect(await handler().get('/services/c', {})).toBeNull()

  // Written after the expiry by a request that asked after it: a hit.
  const fresh = handler()
  await fresh.get('/services/c', {})
  await fresh.set('/services/c', page('<p>new</p>'))
  expect((await handler().get('/services/c', {}))!.value.html).toBe('<p>new</p>')
})

test('Redis away: a miss at once, and an expiry made meanwhile is written when Redis is back', async () => {
  test.setTimeout(60_000)
  await handler().set('/services/d', page('<p>D</p>'))
  await redis.stop()
  // A miss, not a wait for Redis (how quick it is, the bench reports).
  expect(await handler().get('/services/d', {})).toBeNull()
  await handler().revalidateTag(['global:contacts'])

  redis = await startRedis({ binary: ensureServerPackages()['redis-server']!, port, dir })
  const raw = createClient({ url: redis.url })
  await raw.connect()
  try {
    // The handler reconnects by itself and writes what it owes.
    await expect
      .poll(async () => raw.hGet('handler-test:tags', 'global:contacts'), { timeout: 20_000, intervals: [200] })
      .toMatch(/^\d+$/)
  } finally {
    await raw.quit()
  }
})
