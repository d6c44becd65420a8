import { describe, expect, it } from 'vitest'

import { readFeaturedServices, readTopCategories } from '@/features/content/data/catalogue'

import { testPayload } from '../helpers/payload'

describe('content module', () => {
  it('returns the top groups with their directions in menu order', async () => {
    const payload = await testPayload()
    const groups = await readTopCategories(payload, 'en')
    expect(groups.map((g) => g.path)).toEqual(['female', 'male'])
    expect(groups[0]!.directions.map((d) => d.slug)).toEqual([
      'hair',
      'body',
      'facial-treatments',
      'makeup-brows',
      'nails',
    ])
    expect(groups[1]!.directions.map((d) => d.slug)).toEqual(['beard', 'body-care', 'hair', 'nails'])
  })

  it('returns featured services as app types with prices and images, in the asked language', async () => {
    const payload = await testPayload()
    const en = await readFeaturedServices(payload, 'en', 6)
    const uk = await readFeaturedServices(payload, 'uk', 6)
    expect(en).toHaveLength(6)
    for (const s of en) {
      expect(s.priceFrom).toBeGreaterThan(0)
      expect(s.image?.url).toMatch(/^\/api\/media\/file\/.+\.webp$/)
      expect(Object.keys(s).sort()).toEqual([
        'durationMinutes',
        'hasSeveralPrices',
        'id',
        'image',
        'path',
        'priceFrom',
        'priceTo',
        'slug',
        'title',
      ])
    }
    expect(uk.map((s) => s.id)).toEqual(en.map((s) => s.id))
    expect(uk[0]!.title).not.toBe(en[0]!.title)
  })
})
