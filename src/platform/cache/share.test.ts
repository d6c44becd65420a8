import { describe, expect, it } from 'vitest'

import { shareFor } from './share'

describe('shareFor', () => {
  it('shares one read per argument list while it is fresh, then reads again', async () => {
    let t = 0
    const calls: string[] = []
    const read = shareFor(
      1000,
      async (locale: string) => {
        calls.push(locale)
        return `${locale}#${calls.length}`
      },
      () => t,
    )
    const burst = await Promise.all([read('en'), read('en'), read('uk'), read('en')])
    expect(burst).toEqual(['en#1', 'en#1', 'uk#2', 'en#1'])
    t = 999
    expect(await read('en')).toBe('en#1')
    t = 1000
    expect(await read('en')).toBe('en#3')
  })

  it('does not keep a failure', async () => {
    let fail = true
    const read = shareFor(
      60_000,
      async () => {
        if (fail) throw new Error('down')
        return 'up'
      },
      () => 0,
    )
    await expect(read()).rejects.toThrow('down')
    fail = false
    expect(await read()).toBe('up')
  })

  it('reads again after forget(), for every argument list', async () => {
    let n = 0
    const read = shareFor(
      60_000,
      async (locale: string) => `${locale}#${++n}`,
      () => 0,
    )
    expect([await read('en'), await read('uk'), await read('en')]).toEqual(['en#1', 'uk#2', 'en#1'])
    read.forget()
    expect([await read('en'), await read('uk')]).toEqual(['en#3', 'uk#4'])
  })
})
