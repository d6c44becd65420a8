import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { apiAdmission, createGate, limitsForPool } from './admission.mjs'

afterEach(() => {
  vi.useRealTimers()
})

describe('the gate before Next', () => {
  it('admits in order of arrival, refuses beyond the queue at once and a request that waited too long', async () => {
    vi.useFakeTimers()
    const gate = createGate({ concurrent: 1, queue: 1, waitMs: 1_000 })
    const events: string[] = []
    let done = () => {}
    gate.enter(
      (leave: () => void) => ((done = leave), events.push('first in')),
      () => events.push('first refused'),
    )
    gate.enter(
      () => events.push('second in'),
      () => events.push('second refused'),
    )
    gate.enter(
      () => events.push('third in'),
      () => events.push('third refused'),
    )
    expect(events).toEqual(['first in', 'third refused'])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(events).toEqual(['first in', 'third refused', 'second refused'])
    done()
    done()
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 })
  })

  it('is sized from the pool: two connections stay free', () => {
    expect(limitsForPool(10)).toEqual({ concurrent: 8, queue: 160, waitMs: 10_000, retryAfterSeconds: 2 })
  })

  it('holds API requests over a real socket, answers 503 with Retry-After beyond the queue, lets pages by', async () => {
    const admit = apiAdmission([{ key: 'X-Content-Type-Options', value: 'nosniff' }], {
      DATABASE_URL: 'postgres://u@127.0.0.1/parlour',
      DATABASE_POOL_MAX: '3',
    })!
    expect(apiAdmission([], { DATABASE_URL: 'file:./data/parlour.db' })).toBeNull()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let started = 0
    const server = http.createServer((req, res) =>
      admit(req, res, () => {
        started++
        void held.then(() => res.end('done'))
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      // One at work (pool 3 − 2) and twenty waiting; the 22nd is refused at once.
      const waiting = Array.from({ length: 21 }, () => fetch(`${base}/api/booking/appointments`, { method: 'POST' }))
      await vi.waitFor(() => expect({ started, waiting: admit.gate.waiting }).toEqual({ started: 1, waiting: 20 }))
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const refused = await fetch(`${base}/api/auth/me`)
      expect(refused.status).toBe(503)
      expect(warn).toHaveBeenCalledOnce()
      expect(refused.headers.get('retry-after')).toBe('2')
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff')
      expect(await refused.json()).toEqual({
        message: 'We are very busy just now. Please try again in a few seconds.',
        reason: 'busy',
      })
      // Pages and media files are not held.
      const page = fetch(`${base}/about/`)
      const media = fetch(`${base}/api/media/file/x.png`)
      await vi.waitFor(() => expect(started).toBe(3))
      release()
      expect((await Promise.all([...waiting, page, media])).map((r) => r.status)).toEqual(Array(23).fill(200))
      expect(started).toBe(23)
    } finally {
      server.close()
    }
  })
})
