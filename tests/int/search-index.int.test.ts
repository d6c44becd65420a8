import { gzipSync } from 'node:zlib'

import { afterAll, describe, expect, it } from 'vitest'

import { readSearchIndex } from '@/features/content/search/search-index'
import { searchIndex } from '@/features/content/search/search'

import { testPayload } from '../helpers/payload'

const created: (number | string)[] = []

afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'services', id, overrideAccess: true })
})

describe('search index', () => {
  it('holds the published services, articles and stylists with addresses in the locale', async () => {
    const payload = await testPayload()
    const en = await readSearchIndex(payload, 'en')
    const uk = await readSearchIndex(payload, 'uk')

    const airTouch = en.services.find((s) => s.title === 'AirTouch Colouring')
    expect(airTouch).toMatchObject({ path: '/services/female/hair/colouring/air-touch/' })
    expect(airTouch?.price).toMatch(/£/)
    expect(uk.services.find((s) => s.id === airTouch?.id)).toMatchObject({
      title: 'Фарбування AirTouch',
      path: '/ua/services/female/hair/colouring/air-touch/',
    })

    // The categories (issue 33), each with the name of the one it is in.
    expect(
      en.categories
        .filter((c) => c.name === 'Nails')
        .map((c) => [c.path, c.parent])
        .sort(),
    ).toEqual([
      ['/services/female/nails/', 'Women'],
      ['/services/male/nails/', 'Men'],
    ])
    expect(uk.categories.find((c) => c.path === '/ua/services/female/hair/colouring/')).toMatchObject({
      name: 'Фарбування',
      parent: 'Волосся',
    })
    expect(uk.categories.find((c) => c.path === '/ua/services/female/')?.parent).toBeNull()

    expect(en.articles.length).toBeGreaterThan(0)
    for (const a of en.articles) {
      expect(a.lines.length).toBeGreaterThan(0)
      expect(a.path).toMatch(/^\/blog\/[a-z0-9-]+\/[a-z0-9-]+\/$/)
    }
    const olivia = en.stylists.find((s) => s.name === 'Olivia Bennett')
    expect(olivia).toMatchObject({ path: '/employees/olivia-bennett/', position: 'Top stylist, Colourist' })
    expect(olivia?.skills).toContain('AirTouch colouring')
    expect(olivia?.thumb).toMatch(/^\/api\/media\/file\//)

    expect(en.suggestions.map((s) => s.label)).toEqual(['Colouring', 'Haircut', 'Nails', 'Highlighting', 'AirTouch'])
    expect(uk.suggestions[0]).toEqual({ label: 'Фарбування', query: 'Фарбування' })
  })

  it('finds something for every popular suggestion, in both languages', async () => {
    const payload = await testPayload()
    for (const locale of ['en', 'uk'] as const) {
      const index = await readSearchIndex(payload, locale)
      expect(index.suggestions).toHaveLength(5)
      for (const s of index.suggestions) {
        const results = searchIndex(index, s.query)
        expect(results.services.length, `${locale}: ${s.query}`).toBeGreaterThan(0)
      }
    }
    // "Highlighting" names no service: the colourists' techniques are found by their search terms.
    const en = await readSearchIndex(payload, 'en')
    expect(searchIndex(en, 'Highlighting').services.map((s) => s.title)).toEqual(
      expect.arrayContaining(['AirTouch Colouring', 'Balayage / Shatush']),
    )
    const uk = await readSearchIndex(payload, 'uk')
    expect(searchIndex(uk, 'Мелірування').services.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Фарбування AirTouch', 'Балаяж / шатуш']),
    )
  })

  it('finds a service by a search term an editor adds, and forgets it when removed', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'services',
      where: { path: { equals: 'female/hair/styling/blow-dry-wash' } },
      overrideAccess: true,
      depth: 0,
    })
    const service = docs[0]!
    const find = async () => searchIndex(await readSearchIndex(payload, 'en'), 'glow up').services.map((s) => s.id)
    expect(await find()).toEqual([])
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { searchTerms: 'party hair, Glow-up' },
      overrideAccess: true,
    })
    try {
      expect(await find()).toEqual([String(service.id)])
    } finally {
      await payload.update({ collection: 'services', id: service.id, data: { searchTerms: '' }, overrideAccess: true })
    }
    expect(await find()).toEqual([])
  })

  it('leaves out drafts', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'services-categories',
      where: { path: { equals: 'female/hair/styling' } },
      overrideAccess: true,
    })
    const draft = await payload.create({
      collection: 'services',
      draft: true,
      overrideAccess: true,
      data: {
        title: 'Zebra secret draft',
        slug: 'zebra-secret-draft',
        category: docs[0]!.id,
        duration: 30,
        _status: 'draft',
      },
    })
    created.push(draft.id)
    const index = await readSearchIndex(payload, 'en')
    expect(searchIndex(index, 'zebra secret').services).toEqual([])
  })

  it('is compact: a few kilobytes gzipped', async () => {
    const payload = await testPayload()
    for (const locale of ['en', 'uk'] as const) {
      const json = JSON.stringify(await readSearchIndex(payload, locale))
      const gzip = gzipSync(json).length
      console.log(`search index (${locale}): ${json.length} bytes, ${gzip} bytes gzip`)
      expect(gzip).toBeLessThan(16_000)
    }
  })
})
