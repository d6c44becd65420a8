/**
 * The change bus through a real Redis (decision 0044): a change an instance saves before it has
 * reached Redis — just started, or its connection lost while the other instances kept theirs — is
 * delivered to its own screens at once and published to the others as soon as it gets through,
 * instead of never (their screens are connected, so they do not poll).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { startRedis } from '../../scripts/lib/cluster.mjs'
import { freePort } from '../../scripts/lib/pg-cluster.mjs'
import type { LiveChange } from '../../src/platform/live/bus'
import { redisBus } from '../../src/platform/live/redis-bus'

test('a change saved before an instance reaches Redis gets to the other instances once it does', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parlour-live-bus-'))
  const redis = await startRedis({ port: (await freePort()) as number, dir })
  const prefix = `live-bus-test-${process.pid}:`
  const running = redisBus(redis.url, prefix)
  let starting: ReturnType<typeof redisBus> | null = null
  try {
    const heardByRunning: LiveChange[] = []
    const heardByStarting: LiveChange[] = []
    running.subscribe((c) => void heardByRunning.push(c))
    await expect.poll(() => running.connected).toBe(true)
    // Another instance starts: its connections to Redis are on their way.
    starting = redisBus(redis.url, prefix)
    starting.subscribe((c) => void heardByStarting.push(c))

    // Saved at once, before the starting instance's connection is up: its own screens have it now.
    const freshAt = starting.connected
    await starting.publish('7', '2031-03-04')
    expect(freshAt).toBe(false)
    expect(heardByStarting).toMatchObject([{ salon: '7', date: '2031-03-04' }])

    // The running instance hears it once the starting one gets through, with a version above any before.
    await expect.poll(() => heardByRunning.map((c) => `${c.salon} ${c.date}`)).toEqual(['7 2031-03-04'])
    await expect.poll(() => starting!.connected).toBe(true)

    // Connected, a change goes through Redis to both, once each.
    await running.publish('7', '2031-03-05')
    await expect.poll(() => heardByStarting.filter((c) => c.date === '2031-03-05').length).toBe(1)
    await expect.poll(() => heardByRunning.filter((c) => c.date === '2031-03-05').length).toBe(1)
    expect(heardByRunning.filter((c) => c.date === '2031-03-04')).toHaveLength(1)
  } finally {
    await running.close()
    await starting?.close()
    await redis.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})
