import { afterEach, describe, expect, it, vi } from 'vitest'

import { admissionForPool, createAdmission, isDatabaseBusy, nullUnlessBusy, Overloaded } from './admission'
import { busyResponse, handle } from './api'

/** A unit of work that ends when the test says so. */
function pending() {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { done, finish }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('admission in front of database work', () => {
  it('lets `concurrent` in, queues the next in order of arrival and refuses beyond the queue at once', async () => {
    const gate = createAdmission({ concurrent: 2, queue: 2, waitMs: 60_000, retryAfterSeconds: 3 })
    const order: string[] = []
    const work = Array.from({ length: 4 }, () => pending())
    const runs = work.map((w, i) =>
      gate.run(async () => {
        order.push(`start ${i}`)
        await w.done
        return i
      }),
    )
    await Promise.resolve()
    expect(order).toEqual(['start 0', 'start 1'])
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 2, waiting: 2 })

    const refused = await gate.run(async () => 'never').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(Overloaded)
    expect((refused as Overloaded).retryAfterSeconds).toBe(3)

    work[1]!.finish()
    await runs[1]
    await vi.waitFor(() => expect(order).toEqual(['start 0', 'start 1', 'start 2']))
    work[0]!.finish()
    work[2]!.finish()
    work[3]!.finish()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
    expect(order).toEqual(['start 0', 'start 1', 'start 2', 'start 3'])
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses a request that waited too long, and its place in the queue is free again', async () => {
    vi.useFakeTimers()
    const gate = createAdmission({ concurrent: 1, queue: 1, waitMs: 1_000, retryAfterSeconds: 2 })
    const holder = pending()
    const held = gate.run(() => holder.done)
    const waiter = gate.run(async () => 'late').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await waiter).toBeInstanceOf(Overloaded)
    expect(gate.waiting).toBe(0)
    // A failing unit of work gives its place back too.
    holder.finish()
    await held
    await expect(
      gate.run(async () => {
        throw new Error('broken')
      }),
    ).rejects.toThrow('broken')
    expect(await gate.run(async () => 'next')).toBe('next')
    expect(gate.running).toBe(0)
  })

  it('runs work of an admitted request at once instead of waiting for its own place', async () => {
    const gate = createAdmission({ concurrent: 1, queue: 0, waitMs: 1_000, retryAfterSeconds: 2 })
    expect(await gate.run(() => gate.run(async () => 'nested'))).toBe('nested')
  })

  it('is sized from the pool: two connections stay free for what does not pass the gate', () => {
    expect(admissionForPool(10)).toEqual({ concurrent: 8, queue: 160, waitMs: 10_000, retryAfterSeconds: 2 })
    expect(admissionForPool(2).concurrent).toBe(1)
  })
})

describe('a database too busy to answer', () => {
  const poolTimeout = new Error('Error: cannot begin transaction: timeout exceeded when trying to connect')
  const tooMany = Object.assign(new Error('sorry, too many clients already'), { code: '53300' })
  const wrapped = new Error('Failed query: select …', { cause: tooMany })
  const deadlock = new Error('Failed query: insert …', {
    cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  })

  it('is told apart from a bug', () => {
    for (const error of [poolTimeout, tooMany, wrapped, deadlock, new Overloaded(2), new Error('database is locked')])
      expect(isDatabaseBusy(error), String(error)).toBe(true)
    for (const error of [new Error('relation "x" does not exist'), { code: '23505' }, null, 'text'])
      expect(isDatabaseBusy(error), String(error)).toBe(false)
  })

  it('is not taken for "not found" by a look-up', () => {
    expect(nullUnlessBusy(new Error('Not Found'))).toBeNull()
    expect(() => nullUnlessBusy(poolTimeout)).toThrow(poolTimeout)
  })

  it('answers 503 with Retry-After in the one error shape, never 500 or 401', async () => {
    for (const error of [poolTimeout, wrapped, new Overloaded(2)]) {
      const route = handle(async () => {
        throw error
      })
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const answer = await route(new Request('http://localhost/api/booking/appointments', { method: 'POST' }))
      warn.mockRestore()
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('2')
      expect(await answer.json()).toEqual({
        message: 'We are very busy just now. Please try again in a few seconds.',
        reason: 'busy',
      })
    }
    expect(busyResponse(5).headers.get('retry-after')).toBe('5')
  })
})
