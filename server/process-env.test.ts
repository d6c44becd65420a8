import { describe, expect, it } from 'vitest'

import { HEAP_LIMIT_MB, MALLOC_DEFAULTS, SEMI_SPACE_MB, serverProcessEnv } from './process-env.mjs'

describe('the server process environment', () => {
  it('adds the allocator settings and a heap limit when none are given', () => {
    const env = serverProcessEnv({ PORT: '3000' })
    expect(env).toMatchObject({
      PORT: '3000',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '131072',
      NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB} --max-semi-space-size=${SEMI_SPACE_MB}`,
    })
  })

  it("keeps an operator's own values", () => {
    const env = serverProcessEnv({
      MALLOC_ARENA_MAX: '4',
      MALLOC_MMAP_THRESHOLD_: '65536',
      NODE_OPTIONS: '--max_old_space_size=2048 --enable-source-maps --max-semi-space-size=16',
    })
    expect(env.MALLOC_ARENA_MAX).toBe('4')
    expect(env.MALLOC_MMAP_THRESHOLD_).toBe('65536')
    expect(env.MALLOC_TRIM_THRESHOLD_).toBe(MALLOC_DEFAULTS.MALLOC_TRIM_THRESHOLD_)
    expect(env.NODE_OPTIONS).toBe('--max_old_space_size=2048 --enable-source-maps --max-semi-space-size=16')
  })

  it('adds the heap limit to other Node options', () => {
    expect(serverProcessEnv({ NODE_OPTIONS: ' --enable-source-maps ' }).NODE_OPTIONS).toBe(
      `--enable-source-maps --max-old-space-size=${HEAP_LIMIT_MB} --max-semi-space-size=${SEMI_SPACE_MB}`,
    )
    expect(serverProcessEnv({ NODE_OPTIONS: '--max-old-space-size-x=1' }).NODE_OPTIONS).toContain(
      `--max-old-space-size=${HEAP_LIMIT_MB}`,
    )
  })
})
