import { describe, expect, it } from 'vitest'

import { categories as seedCategories } from '@/features/content/seed/data/catalogue'
import { articlesCategories as seedBlogCategories } from '@/features/content/seed/data/editorial'
import { salons as seedSalons } from '@/features/content/seed/data/people'
import { readLayoutData } from '@/features/content/data/layout'

import { testPayload } from '../helpers/payload'

/** Paths (`female/hair/colouring`) of the seeded categories under `parent`, in menu order. */
const seededChildren = (parent: string) =>
  [...seedCategories]
    .filter((c) => c.parent === parent)
    .sort((a, b) => a.order - b.order)
    .map((c) => `${parent}/${c.slug}`)

describe('the header menu data', () => {
  it('holds both top groups with their directions and each direction’s categories, in menu order', async () => {
    const { menu } = await readLayoutData(await testPayload(), 'en')
    expect(menu.services.map((t) => t.path)).toEqual(['female', 'male'])
    for (const top of menu.services) {
      expect(top.directions.map((d) => d.path)).toEqual(seededChildren(top.path))
      for (const direction of top.directions) {
        expect(direction.categories.map((c) => c.path)).toEqual(seededChildren(direction.path))
      }
    }
  })

  it('groups the salons under their category; london opens its own site', async () => {
    const { menu } = await readLayoutData(await testPayload(), 'en')
    expect(menu.salonGroups).toHaveLength(1)
    expect(menu.salonGroups[0]).toMatchObject({
      slug: 'london',
      name: 'London',
      externalUrl: 'https://london.parlour.example/',
    })
    expect(menu.salonGroups[0]!.salons.map((s) => s.slug)).toEqual(seedSalons.map((s) => s.slug))
    expect(menu.otherSalons).toEqual([])
  })

  it('lists the blog categories, translated', async () => {
    const payload = await testPayload()
    const en = await readLayoutData(payload, 'en')
    const uk = await readLayoutData(payload, 'uk')
    expect(en.menu.blogCategories.map((c) => c.slug)).toEqual(seedBlogCategories.map((c) => c.slug))
    expect(uk.menu.blogCategories.map((c) => c.name)).toEqual(seedBlogCategories.map((c) => c.name.uk))
  })

  it('keeps the footer groups without the categories', async () => {
    const { footerGroups } = await readLayoutData(await testPayload(), 'en')
    expect(footerGroups.map((g) => g.name)).toEqual(['Women', 'Men'])
    expect(footerGroups[0]!.directions.every((d) => !('categories' in d))).toBe(true)
  })
})
