import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { apiAdmission, createGate, limitsForPool, watchEventLoop } from './admission.mjs'

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

  it('lets fewer be at work, with a shorter queue, and takes the places back', () => {
    vi.useFakeTimers()
    const gate = createGate({ concurrent: 4, queue: 8, waitMs: 60_000 })
    const events: string[] = []
    const leaves: (() => void)[] = []
    const enter = (i: number) =>
      gate.enter(
        (leave: () => void) => (leaves.push(leave), events.push(`${i} in`)),
        () => events.push(`${i} refused`),
      )
    for (const i of [0, 1, 2, 3]) enter(i)
    gate.setPlaces(2)
    // Work already admitted goes on; two places wait with two each behind them.
    for (const i of [4, 5, 6, 7, 8]) enter(i)
    expect(events).toEqual(['0 in', '1 in', '2 in', '3 in', '8 refused'])
    expect({ places: gate.places, running: gate.running, waiting: gate.waiting }).toEqual({
      places: 2,
      running: 4,
      waiting: 4,
    })
    // Places above the limit are given up as their work ends; then each freed place is passed on.
    leaves[0]!()
    leaves[1]!()
    expect(gate.running).toBe(2)
    leaves[2]!()
    expect(events.slice(5)).toEqual(['4 in'])
    expect(gate.running).toBe(2)
    // Never fewer than one; given back, the waiting ones are let in at once.
    gate.setPlaces(0)
    expect(gate.places).toBe(1)
    gate.setPlaces(10)
    expect(events.slice(5)).toEqual(['4 in', '5 in', '6 in'])
    expect({ places: gate.places, running: gate.running, waiting: gate.waiting }).toEqual({
      places: 4,
      running: 4,
      waiting: 1,
    })
  })

  it('reports the event loop late while its turns are long', async () => {
    const reports: boolean[] = []
    const stop = watchEventLoop({ onTurns: (late: boolean) => reports.push(late), everyMs: 200 })
    try {
      // Turns of 80 ms each (a busy process) until the first report.
      await new Promise<void>((resolve) => {
        const turn = () => {
          const until = performance.now() + 80
          while (performance.now() < until);
          if (reports.length > 0) resolve()
          else setImmediate(turn)
        }
        setImmediate(turn)
      })
    } finally {
      stop()
    }
    expect(reports[0]).toBe(true)
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
      // Pages, media files and the calendars' event streams (open as long as a screen) are not held.
      const page = fetch(`${base}/about/`)
      const media = fetch(`${base}/api/media/file/x.png`)
      const events = fetch(`${base}/api/staff/events?salon=1`)
      await vi.waitFor(() => expect(started).toBe(4))
      release()
      expect((await Promise.all([...waiting, page, media, events])).map((r) => r.status)).toEqual(Array(24).fill(200))
      expect(started).toBe(24)
    } finally {
      admit.stop()
      server.close()
    }
  })
})
