import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createProgressBar, PROGRESS_FAILED_MS, PROGRESS_GIVE_UP_MS, type ProgressState } from './progress'

describe('the page-load bar', () => {
  let states: ProgressState[]
  const last = () => states.at(-1)!
  const bar = () => createProgressBar((s) => states.push(s))

  beforeEach(() => {
    vi.useFakeTimers()
    states = []
  })
  afterEach(() => vi.useRealTimers())

  it('never shows for a page that arrives within 200 ms', () => {
    const b = bar()
    b.start()
    vi.advanceTimersByTime(199)
    b.finish()
    vi.advanceTimersByTime(10_000)
    expect(states.every((s) => s.phase === 'hidden')).toBe(true)
  })

  it('shows after 200 ms, creeps, fills on arrival and hides 500 ms later', () => {
    const b = bar()
    b.start()
    vi.advanceTimersByTime(200)
    expect(last().phase).toBe('loading')
    const early = last().value
    vi.advanceTimersByTime(2000)
    expect(last().value).toBeGreaterThan(early)
    expect(last().value).toBeLessThan(1)
    b.finish()
    expect(last()).toEqual({ phase: 'done', value: 1 })
    vi.advanceTimersByTime(499)
    expect(last().phase).toBe('done')
    vi.advanceTimersByTime(1)
    expect(last().phase).toBe('hidden')
  })

  it('ignores a second start while loading and a finish without a start', () => {
    const b = bar()
    b.finish()
    expect(states).toEqual([])
    b.start()
    vi.advanceTimersByTime(150)
    b.start()
    vi.advanceTimersByTime(50)
    expect(last().phase).toBe('loading')
  })

  it('shows the failed state for a while', () => {
    const b = bar()
    b.start()
    b.fail()
    expect(last()).toEqual({ phase: 'failed', value: 1 })
    vi.advanceTimersByTime(PROGRESS_FAILED_MS)
    expect(last().phase).toBe('hidden')
  })

  it('gives up on a load that never ends', () => {
    const b = bar()
    b.start()
    vi.advanceTimersByTime(PROGRESS_GIVE_UP_MS)
    expect(last().phase).toBe('done')
    vi.advanceTimersByTime(500)
    expect(last().phase).toBe('hidden')
  })
})
