import { describe, expect, it } from 'vitest'

import { perSnapshot } from './per-snapshot'

describe('perSnapshot', () => {
  it('computes once per snapshot and key, and again for a new snapshot', () => {
    const calls: string[] = []
    const derive = perSnapshot((list: number[], key: string) => {
      calls.push(key)
      return list.map((n) => `${key}${n}`)
    })
    const first = [1, 2]
    const a = derive(first, 'x')
    expect(a).toEqual(['x1', 'x2'])
    expect(derive(first, 'x')).toBe(a)
    expect(derive(first, 'y')).toEqual(['y1', 'y2'])
    // The same values in a new list object are a new snapshot: computed afresh.
    expect(derive([1, 2], 'x')).not.toBe(a)
    expect(calls).toEqual(['x', 'y', 'x'])
  })

  it('keeps at most maxKeys answers per snapshot, still answering the rest', () => {
    let count = 0
    const derive = perSnapshot((_: object, key: string) => `${key}:${++count}`, 2)
    const snapshot = {}
    derive(snapshot, 'a')
    derive(snapshot, 'b')
    expect(derive(snapshot, 'c')).toBe('c:3')
    expect(derive(snapshot, 'c')).toBe('c:4')
    expect(derive(snapshot, 'a')).toBe('a:1')
  })
})
