import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { consumeRateLimit } from '@/platform/db/rate-limits'

import { testPayload } from '../helpers/payload'

const key = (name: string) => `test:${name}:${randomUUID()}`
const at = (iso: string) => new Date(iso)

describe('consumeRateLimit', () => {
  it('allows up to the limit, then refuses with the time left in the window', async () => {
    const payload = await testPayload()
    const k = key('limit')
    const rule = { limit: 3, windowSeconds: 600, payload }
    const start = at('2026-05-01T10:00:00.000Z')

    const results = []
    for (let i = 0; i < 3; i++) results.push(await consumeRateLimit(k, { ...rule, now: start }))
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
    ])

    const refused = await consumeRateLimit(k, { ...rule, now: at('2026-05-01T10:04:00.000Z') })
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 360 })
    expect(refused.resetAt.toISOString()).toBe('2026-05-01T10:10:00.000Z')
  })

  it('starts a new window once the old one has ended, reusing the same row', async () => {
    const payload = await testPayload()
    const k = key('window')
    const rule = { limit: 1, windowSeconds: 60, payload }
    expect((await consumeRateLimit(k, { ...rule, now: at('2026-05-01T10:00:00.000Z') })).allowed).toBe(true)
    expect((await consumeRateLimit(k, { ...rule, now: at('2026-05-01T10:00:59.500Z') })).allowed).toBe(false)

    const next = await consumeRateLimit(k, { ...rule, now: at('2026-05-01T10:01:00.000Z') })
    expect(next).toMatchObject({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    expect(next.resetAt.toISOString()).toBe('2026-05-01T10:02:00.000Z')

    const rows = await payload.find({ collection: 'rate-limits', where: { key: { equals: k } }, overrideAccess: true })
    expect(rows.docs).toHaveLength(1)
    expect(rows.docs[0]).toMatchObject({ count: 1, resetAt: '2026-05-01T10:02:00.000Z' })
  })

  it('keeps separate counts per key', async () => {
    const payload = await testPayload()
    const rule = { limit: 1, windowSeconds: 60, payload, now: at('2026-05-01T10:00:00.000Z') }
    const [a, b] = [key('a'), key('b')]
    expect((await consumeRateLimit(a, rule)).allowed).toBe(true)
    expect((await consumeRateLimit(b, rule)).allowed).toBe(true)
    expect((await consumeRateLimit(a, rule)).allowed).toBe(false)
  })

  it('allows exactly the limit when 30 requests race on one new key', async () => {
    const payload = await testPayload()
    const k = key('race')
    const now = at('2026-05-01T10:00:00.000Z')
    const results = await Promise.all(
      Array.from({ length: 30 }, () => consumeRateLimit(k, { limit: 10, windowSeconds: 60, payload, now })),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(10)
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterSeconds === 60)).toBe(true)
    expect(new Set(results.filter((r) => r.allowed).map((r) => r.remaining))).toEqual(
      new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
    )
  })

  it('refuses nonsense rules', async () => {
    const payload = await testPayload()
    await expect(consumeRateLimit('', { limit: 1, windowSeconds: 1, payload })).rejects.toThrow(RangeError)
    await expect(consumeRateLimit(key('x'), { limit: 0, windowSeconds: 1, payload })).rejects.toThrow(RangeError)
    await expect(consumeRateLimit(key('x'), { limit: 1, windowSeconds: 0, payload })).rejects.toThrow(RangeError)
  })
})

describe('rate-limits collection access', () => {
  it('is read-only to everyone through the API', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'rate-limits',
        overrideAccess: false,
        data: {
          key: key('api'),
          count: 0,
          windowStartedAt: new Date().toISOString(),
          resetAt: new Date().toISOString(),
        },
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'rate-limits', overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
  })
})
