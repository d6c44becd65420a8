import { beforeEach, describe, expect, it, vi } from 'vitest'

import { invalidateRedirects, REDIRECTS_MAX_AGE_MS, redirectFor, serveRedirectsFrom, type RedirectMap } from './table'

/** A stand-in for the database: what it holds, and how many times it was read. */
function source(initial: [string, string][]) {
  const stored = new Map(initial)
  const load = vi.fn(async (): Promise<RedirectMap> => new Map(stored))
  return { stored, load }
}

const T0 = 1_000_000

describe('the redirects of a server process', () => {
  let db: ReturnType<typeof source>

  beforeEach(() => {
    db = source([['/old/', '/new/']])
    serveRedirectsFrom(db.load)
  })

  it('reads them once, on the first request, and then answers from memory', async () => {
    expect(db.load).not.toHaveBeenCalled()
    expect(await redirectFor('/old/', '', T0)).toBe('/new/')
    expect(await redirectFor('/ua/old', '?a=1', T0 + 1)).toBe('/ua/new/?a=1')
    expect(await redirectFor('/other/', '', T0 + 2)).toBeNull()
    expect(db.load).toHaveBeenCalledTimes(1)
  })

  it('reads them once for requests that arrive together', async () => {
    const answers = await Promise.all([redirectFor('/old/', '', T0), redirectFor('/old/', '', T0)])
    expect(answers).toEqual(['/new/', '/new/'])
    expect(db.load).toHaveBeenCalledTimes(1)
  })

  it('sees a change made in this process at once', async () => {
    await redirectFor('/old/', '', T0)
    db.stored.set('/older/', '/new/')
    invalidateRedirects()
    expect(await redirectFor('/older/', '', T0 + 1)).toBe('/new/')
  })

  it('sees a change made elsewhere within a minute', async () => {
    await redirectFor('/old/', '', T0)
    db.stored.delete('/old/')
    expect(await redirectFor('/old/', '', T0 + REDIRECTS_MAX_AGE_MS - 1)).toBe('/new/')
    expect(await redirectFor('/old/', '', T0 + REDIRECTS_MAX_AGE_MS)).toBeNull()
    expect(db.load).toHaveBeenCalledTimes(2)
  })

  it('keeps the last redirects read when the database cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await redirectFor('/old/', '', T0)
    db.load.mockRejectedValueOnce(new Error('database is locked'))
    expect(await redirectFor('/old/', '', T0 + REDIRECTS_MAX_AGE_MS)).toBe('/new/')
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
