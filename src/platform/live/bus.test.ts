import { describe, expect, it } from 'vitest'

import { ANY_DATE, localBus, versionCounter, type LiveChange } from './bus'
import { parseChange } from './redis-bus'

describe('the in-process change bus', () => {
  it('gives every subscriber every change, and nothing after it unsubscribes', async () => {
    const bus = localBus()
    const a: LiveChange[] = []
    const b: LiveChange[] = []
    const stopA = bus.subscribe((c) => a.push(c))
    bus.subscribe((c) => b.push(c))
    expect(bus.listeners).toBe(2)
    await bus.publish('1', '2026-03-29')
    stopA()
    await bus.publish('2', ANY_DATE)
    expect(a.map((c) => [c.salon, c.date])).toEqual([['1', '2026-03-29']])
    expect(b.map((c) => [c.salon, c.date])).toEqual([
      ['1', '2026-03-29'],
      ['2', '*'],
    ])
    expect(bus.listeners).toBe(1)
  })

  it('delivers to the others when one subscriber throws', async () => {
    const bus = localBus()
    const heard: string[] = []
    const quiet = console.error
    console.error = () => {}
    try {
      bus.subscribe(() => {
        throw new Error('broken screen')
      })
      bus.subscribe((c) => heard.push(c.date))
      await bus.publish('1', '2026-10-25')
    } finally {
      console.error = quiet
    }
    expect(heard).toEqual(['2026-10-25'])
  })

  it('numbers changes upwards, also many in one millisecond and when the clock steps back', async () => {
    let now = 1_000
    const bus = localBus(() => now)
    const versions: number[] = []
    bus.subscribe((c) => versions.push(c.version))
    for (let i = 0; i < 100; i++) await bus.publish('1', '2026-11-26')
    now = 500
    await bus.publish('1', '2026-11-26')
    now = 5_000
    await bus.publish('1', '2026-11-26')
    expect(versions).toHaveLength(102)
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1]!)
    expect(versions.at(-1)).toBe(5_000)
  })

  it('starts above the versions of a process that ran before (time-based)', () => {
    const before = versionCounter(() => 1_000)
    before()
    before()
    expect(versionCounter(() => 2_000)()).toBeGreaterThan(1_001)
  })
})

describe('a change as Redis carries it', () => {
  it('is read back only when it has a salon, a date and a whole version', () => {
    expect(parseChange('{"salon":"4","date":"2026-11-26","version":1764150000000}')).toEqual({
      salon: '4',
      date: '2026-11-26',
      version: 1764150000000,
    })
    expect(parseChange('not json')).toBeNull()
    expect(parseChange('{"salon":4,"date":"2026-11-26","version":1}')).toBeNull()
    expect(parseChange('{"salon":"4","date":"2026-11-26","version":1.5}')).toBeNull()
  })
})
