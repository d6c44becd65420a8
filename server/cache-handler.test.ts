import { describe, expect, it } from 'vitest'

import SharedCacheHandler, { revalidatedSince, tagsOf } from './cache-handler.mjs'

describe('the shared cache handler', () => {
  it('files a page under the tags Next lists in its headers, and a data entry under those of its call', () => {
    const page = { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/layout,collection:services,content:all' } }
    expect(tagsOf(page)).toEqual(['_N_T_/layout', 'collection:services', 'content:all'])
    expect(tagsOf({ kind: 'FETCH', data: {} }, { tags: ['global:contacts', 'content:all'] })).toEqual([
      'global:contacts',
      'content:all',
    ])
    expect(tagsOf(null)).toEqual([])
  })

  it('treats an entry as expired when one of its tags was revalidated at or after it was made', () => {
    expect(revalidatedSince([null, null], 1_000)).toBe(false)
    expect(revalidatedSince(['999', null], 1_000)).toBe(false)
    expect(revalidatedSince([null, '1000'], 1_000)).toBe(true)
    expect(revalidatedSince([Buffer.from('2000')], 1_000)).toBe(true)
  })

  it('stands aside while a build is being made (no build id to file entries under)', async () => {
    const handler = new SharedCacheHandler({ serverDistDir: '/nowhere/server' })
    expect(await handler.get('/about', {})).toBeNull()
    await expect(handler.set('/about', { kind: 'APP_PAGE' }, {})).resolves.toBeUndefined()
  })
})
