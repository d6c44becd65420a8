import { afterEach, describe, expect, it, vi } from 'vitest'

import { CallGate } from './api'

afterEach(() => {
  vi.useRealTimers()
})

describe('CallGate', () => {
  it('starts at most `limit` calls in any second, the rest in order as the second moves on', async () => {
    vi.useFakeTimers({ now: 0 })
    const gate = new CallGate(3)
    const started: [number, number][] = []
    const calls = Array.from({ length: 7 }, (_, n) => gate.pass().then(() => started.push([n, Date.now()])))
    await vi.advanceTimersByTimeAsync(0)
    expect(started).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ])
    await vi.advanceTimersByTimeAsync(999)
    expect(started).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(started.slice(3)).toEqual([
      [3, 1000],
      [4, 1000],
      [5, 1000],
    ])
    await vi.advanceTimersByTimeAsync(1000)
    await Promise.all(calls)
    expect(started.at(-1)).toEqual([6, 2000])
  })

  it('lets calls through at once while under the limit', async () => {
    vi.useFakeTimers({ now: 5_000 })
    const gate = new CallGate(80)
    let passed = 0
    await Promise.all(Array.from({ length: 80 }, () => gate.pass().then(() => passed++)))
    expect(passed).toBe(80)
    expect(Date.now()).toBe(5_000)
  })
})
