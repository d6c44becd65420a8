import { describe, expect, it } from 'vitest'

import { oneReadAtATime } from './client'

/** A read the test finishes by hand, counting how many were started. */
function heldReads() {
  const pending: (() => void)[] = []
  let started = 0
  const read = () =>
    new Promise<void>((resolve) => {
      started++
      pending.push(resolve)
    })
  const finishNext = async () => {
    pending.shift()!()
    // Let the finished read's continuation run (and the next read start, if one is due).
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { read, finishNext, started: () => started, open: () => pending.length }
}

describe('one read at a time (a screen hearing a burst of changes)', () => {
  it('reads once more after the running read, however often it was asked meanwhile', async () => {
    const reads = heldReads()
    const ask = oneReadAtATime(reads.read)
    const first = ask()
    for (let i = 0; i < 50; i++) void ask()
    expect(reads.started()).toBe(1)
    await reads.finishNext()
    // The fifty changes heard during the first read cost one read, started after it.
    expect(reads.started()).toBe(2)
    await reads.finishNext()
    await first
    expect(reads.started()).toBe(2)
    expect(reads.open()).toBe(0)
  })

  it('reads at once when asked while idle, and a read that fails does not stop later ones', async () => {
    let calls = 0
    const ask = oneReadAtATime(async () => {
      calls++
      if (calls === 1) throw new Error('offline')
    })
    await expect(ask()).rejects.toThrow('offline')
    await ask()
    await ask()
    expect(calls).toBe(3)
  })
})
