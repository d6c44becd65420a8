import { describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

const cyrillic = /[\u0400-\u04FF]/

describe('English and Ukrainian content', () => {
  it('gives a service a Ukrainian title that differs from the English one', async () => {
    const payload = await testPayload()
    const where = { path: { equals: 'female/hair/colouring/air-touch' } }
    const [en] = (await payload.find({ collection: 'services', where, locale: 'en', overrideAccess: false })).docs
    const [uk] = (await payload.find({ collection: 'services', where, locale: 'uk', overrideAccess: false })).docs
    expect(en?.title).toBeTruthy()
    expect(uk?.title).toBeTruthy()
    expect(uk!.title).not.toBe(en!.title)
    expect(uk!.description).toMatch(cyrillic)
    expect(en!.description).not.toMatch(cyrillic)
  })

  it('translates every category name, page title and stylist name', async () => {
    const payload = await testPayload()
    for (const [collection, field] of [
      ['services-categories', 'name'],
      ['pages', 'title'],
      ['employees', 'name'],
      ['articles', 'title'],
    ] as const) {
      const en = await payload.find({ collection, locale: 'en', limit: 1000, depth: 0, overrideAccess: false })
      const uk = await payload.find({ collection, locale: 'uk', limit: 1000, depth: 0, overrideAccess: false })
      const ukById = new Map(uk.docs.map((d) => [d.id, (d as unknown as Record<string, string>)[field]]))
      for (const doc of en.docs) {
        const ukValue = ukById.get(doc.id)
        expect(ukValue, `${collection} ${doc.id}`).toMatch(cyrillic)
        expect(ukValue).not.toBe((doc as unknown as Record<string, string>)[field])
      }
    }
  })

  it('keeps the headline lines of an article per language', async () => {
    const payload = await testPayload()
    const [en] = (await payload.find({ collection: 'articles', limit: 1, locale: 'en', overrideAccess: false })).docs
    const uk = await payload.findByID({ collection: 'articles', id: en!.id, locale: 'uk', overrideAccess: false })
    const words = (lines: NonNullable<typeof en>['titleLines']) =>
      (lines ?? []).flatMap((l) => l.items?.map((i) => i.text) ?? []).join(' ')
    expect(words(en!.titleLines)).not.toBe('')
    expect(words(uk.titleLines)).toMatch(cyrillic)
  })
})
