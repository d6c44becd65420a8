import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeWordPress, type FakeWordPress } from '../../../../tests/fakes/wordpress/fake'

import { isWordPressError, WordPressClient } from './client'
import { acfOf, decodeEntities, imageRef, numberOf, rendered, termIds } from './items'

let fake: FakeWordPress
beforeAll(async () => {
  fake = await startFakeWordPress({ auth: { user: 'editor', password: 'abcd efgh ijkl mnop' } })
})
afterAll(() => fake.close())

const client = (extra: Partial<ConstructorParameters<typeof WordPressClient>[0]> = {}) =>
  new WordPressClient({ siteUrl: fake.url, user: 'editor', appPassword: 'abcd efgh ijkl mnop', ...extra })

describe('the WordPress client', () => {
  it('reads every page of a list in menu order, 100 at a time, in English', async () => {
    fake.state.types.services_categories = Array.from({ length: 230 }, (_, i) => ({
      id: 1000 + i,
      name: `Term ${i}`,
      slug: `term-${i}`,
      parent: 0,
      menu_order: 230 - i,
    }))
    fake.requests.length = 0
    const items = await client().list('services_categories')
    expect(items).toHaveLength(230)
    expect(items[0]!.menu_order).toBe(1)
    expect(fake.requests).toHaveLength(3)
    for (const r of fake.requests) expect(r).toMatch(/per_page=100&orderby=menu_order&order=asc&lang=en&page=[123]$/)
  })

  it('reads term lists of a WordPress without a menu-order plugin by id, in menu order', async () => {
    const core = await startFakeWordPress({ coreTermOrder: true })
    try {
      const terms = await new WordPressClient({ siteUrl: core.url }).list('services_categories')
      expect(terms).toHaveLength(6)
      const keys = terms.map((t) => [Number(t.menu_order), t.id] as const)
      expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]))
      expect(core.requests.some((r) => r.includes('orderby=menu_order'))).toBe(true)
      expect(core.requests.some((r) => r.includes('orderby=id'))).toBe(true)
    } finally {
      await core.close()
    }
  })

  it('reads another language when asked', async () => {
    const ua = await client().list('services', { lang: 'ua' })
    expect(rendered(ua.find((s) => s.id === 101)!.title)).toBe('Балаяж і тонування')
  })

  it('sends the application password, and says so when it is refused', async () => {
    const withAcf = await client().list('services')
    expect(acfOf(withAcf[0]!)).toMatchObject({ seo_text: 'Hand-painted colour.' })
    const anonymous = await client({ user: undefined, appPassword: undefined }).list('services')
    expect(acfOf(anonymous[0]!)).toEqual({})
    const wrong = client({ appPassword: 'wrong' }).list('services')
    await expect(wrong).rejects.toMatchObject({
      reason: 'unauthorized',
      message: expect.stringMatching(/WORDPRESS_APP_PASSWORD/),
    })
    await expect(wrong).rejects.not.toMatchObject({ message: expect.stringMatching(/wrong/) })
  })

  it('tells an unreachable site, a missing API and a dropped connection apart', async () => {
    const dead = new WordPressClient({ siteUrl: 'http://127.0.0.1:9', timeoutMs: 2000 })
    await expect(dead.list('services')).rejects.toMatchObject({ reason: 'unreachable' })
    await expect(client().list('no_such_type')).rejects.toMatchObject({ reason: 'not_found' })
    fake.dropAfter(0)
    try {
      const error = await client()
        .list('services')
        .catch((e: unknown) => e)
      expect(isWordPressError(error) && error.reason).toBe('unreachable')
    } finally {
      fake.dropAfter(null)
    }
    expect(() => new WordPressClient({ siteUrl: 'not a url' })).toThrow(/not an address/)
  })

  it('reads a media item and fetches its file; a missing file is null', async () => {
    const media = (await client().one('media/501')) as { source_url: string }
    const file = await client().file(media.source_url)
    expect(file?.type).toBe('image/png')
    expect(file!.data.subarray(1, 4).toString()).toBe('PNG')
    expect(await client().file(`${fake.url}/wp-content/uploads/2024/05/missing.png`)).toBeNull()
    // Nothing but the site itself is fetched (no probing other machines through a post's image).
    const before = fake.requests.length
    for (const elsewhere of ['http://127.0.0.1:1/x.png', 'data:image/png;base64,AAAA', 'file:///etc/passwd'])
      expect(await client().file(elsewhere)).toBeNull()
    expect(fake.requests.length).toBe(before)
    expect(await client().one('media/999')).toBeNull()
  })
})

describe('reading WordPress items', () => {
  it('decodes titles and reads ACF images in either form', () => {
    expect(decodeEntities('King&#8217;s Road &amp; Co &#x2014; &hellip;')).toBe('King’s Road & Co — …')
    expect(rendered({ rendered: '<b>Cuts</b> &amp; fades' })).toBe('Cuts & fades')
    expect(imageRef(501)).toEqual({ mediaId: 501, url: null, alt: '' })
    expect(imageRef('https://x.test/a.png')).toMatchObject({ mediaId: null, url: 'https://x.test/a.png' })
    expect(imageRef({ ID: 7, url: 'https://x.test/b.png', alt: 'B', sizes: {} })).toEqual({
      mediaId: 7,
      url: 'https://x.test/b.png',
      alt: 'B',
    })
    for (const empty of [false, '', 0, null, undefined, {}]) expect(imageRef(empty)).toBeNull()
    expect(termIds({ id: 1, services_categories: [3, 'x', 0, 11] }, 'services_categories')).toEqual([3, 11])
    expect(numberOf('£1,250')).toBe(1250)
    expect(numberOf('')).toBeNull()
    expect(numberOf(false)).toBeNull()
  })
})
