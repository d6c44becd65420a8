import { describe, expect, it } from 'vitest'

import { foldForSearch, resultCount, searchIndex, searchView, type SearchIndex } from './search'

const service = (id: string, title: string) => ({ id, title, path: `/services/${id}/`, price: '£10' })
const article = (id: string, ...lines: string[]) => ({ id, lines, path: `/blog/x/${id}/`, thumb: null })
const stylist = (id: string, name: string, skills: string[] = []) => ({
  id,
  name,
  position: 'Stylist',
  path: `/employees/${id}/`,
  thumb: null,
  skills,
})

const index: SearchIndex = {
  categories: [],
  services: [
    service('s1', 'AirTouch Colouring'),
    service('s2', 'Root Colour'),
    service('s3', 'Colour Change'),
    service('s4', 'Haircut & Blow-dry'),
    service('s5', 'Hair Toning'),
    service('s1', 'AirTouch Colouring'),
  ],
  articles: [
    article('a1', 'Behind the scenes', 'of a colour shoot'),
    article('a2', 'Bridal season'),
    article('a3', 'Colour trends'),
    article('a4', 'Winter colour'),
    article('a2', 'Bridal season'),
  ],
  stylists: [
    stylist('e1', 'Olivia Bennett', ['AirTouch colouring', 'Balayage']),
    stylist('e2', 'Maya Colour', ['Colour correction']),
    stylist('e3', 'James Hart', ['Skin fade']),
  ],
  suggestions: [],
}

describe('foldForSearch', () => {
  it('ignores case, accents, spaces and punctuation, and keeps every script', () => {
    expect(foldForSearch('Air-Touch')).toBe('airtouch')
    expect(foldForSearch('  Café  Crème ')).toBe('cafecreme')
    expect(foldForSearch('Men’s Haircut')).toBe('menshaircut')
    expect(foldForSearch('Фарбування AirTouch')).toBe('фарбуванняairtouch')
    expect(foldForSearch(' - ')).toBe('')
  })
})

describe('searchIndex', () => {
  it('matches service titles, article lines, stylist names and skills, case-insensitively', () => {
    const results = searchIndex(index, 'COLOUR')
    expect(results.services.map((s) => s.id)).toEqual(['s1', 's2', 's3'])
    expect(results.articles.map((a) => a.id)).toEqual(['a1', 'a3', 'a4'])
    // e1 by a skill, e2 by name and skill: each once.
    expect(results.stylists.map((s) => s.id)).toEqual(['e1', 'e2'])
  })

  it('matches a substring inside a word and across hyphens and spaces', () => {
    expect(searchIndex(index, 'air-touch').services.map((s) => s.id)).toEqual(['s1'])
    expect(searchIndex(index, 'hair cut').services.map((s) => s.id)).toEqual(['s4'])
    expect(searchIndex(index, 'ennet').stylists.map((s) => s.id)).toEqual(['e1'])
    expect(searchIndex(index, 'skin').stylists.map((s) => s.id)).toEqual(['e3'])
  })

  it('lists each entry once even when the index repeats it', () => {
    expect(searchIndex(index, 'airtouch').services).toHaveLength(1)
    expect(searchIndex(index, 'bridal').articles).toHaveLength(1)
  })

  it('matches nothing for an empty query or one with nothing to match', () => {
    expect(resultCount(searchIndex(index, '   '))).toBe(0)
    expect(resultCount(searchIndex(index, 'zzz'))).toBe(0)
  })
})

describe('searching categories', () => {
  const category = (id: string, name: string, path: string, parent: string | null = null) => ({
    id,
    name,
    path: `/services/${path}/`,
    parent,
  })
  const at = (id: string, title: string, path: string) => ({ ...service(id, title), path: `/services/${path}/${id}/` })
  const catalogue: SearchIndex = {
    ...index,
    categories: [
      category('c1', 'Women', 'female'),
      category('c2', 'Nails', 'female/nails', 'Women'),
      category('c3', 'Manicure', 'female/nails/manicure', 'Nails'),
      category('c4', 'Nail Extensions', 'female/nails/extensions', 'Nails'),
      category('c5', 'Colouring', 'female/hair/colouring', 'Hair'),
      category('c6', 'Nails', 'male/nails', 'Men'),
    ],
    services: [
      at('gel', 'Gel Manicure', 'female/nails/manicure'),
      at('tips', 'Tips Extensions', 'female/nails/extensions'),
      at('oil', 'Strong Nails Oil', 'female/hair/hair-care'),
      at('air', 'AirTouch', 'female/hair/colouring'),
      at('root', 'Root Colour', 'female/hair/colouring'),
      at('men', 'Men’s Manicure', 'male/nails'),
      at('cut', 'Haircut', 'female/hair/styling'),
    ],
  }

  it('finds categories by name and lists their services and those of the categories inside them', () => {
    const results = searchIndex(catalogue, 'nails')
    expect(results.categories.map((c) => [c.name, c.parent])).toEqual([
      ['Nails', 'Women'],
      ['Nails', 'Men'],
    ])
    // The service named so first, then every service of the matching categories, each once.
    expect(results.services.map((s) => s.id)).toEqual(['oil', 'gel', 'tips', 'men'])
  })

  it('lists a category’s services even when none of them carries its name', () => {
    const results = searchIndex(catalogue, 'Colouring')
    expect(results.categories.map((c) => c.id)).toEqual(['c5'])
    expect(results.services.map((s) => s.id)).toEqual(['air', 'root'])
  })

  it('does not take a category’s neighbours for its own', () => {
    expect(searchIndex(catalogue, 'manicure').services.map((s) => s.id)).toEqual(['gel', 'men'])
    expect(searchIndex(catalogue, 'hair').categories).toEqual([])
  })

  it('shows up to 6 categories in the overview and all of them in their full view', () => {
    const many = searchIndex(
      { ...catalogue, categories: Array.from({ length: 8 }, (_, i) => category(`k${i}`, `Nails ${i}`, `n${i}`)) },
      'nails',
    )
    expect(searchView(many, null).categories).toMatchObject({ total: 8, hasMore: true })
    expect(searchView(many, null).categories.items).toHaveLength(6)
    expect(searchView(many, 'categories').categories.items).toHaveLength(8)
    expect(searchView(many, 'services').categories.items).toHaveLength(0)
  })
})

describe('searchView', () => {
  const results = searchIndex(
    {
      ...index,
      services: Array.from({ length: 5 }, (_, i) => service(`s${i}`, `Colour ${i}`)),
      stylists: Array.from({ length: 10 }, (_, i) => stylist(`e${i}`, `Colour ${i}`)),
    },
    'colour',
  )

  it('shows at most 3 services, 3 articles and 8 stylists in the overview', () => {
    const view = searchView(results, null)
    expect(view.services).toMatchObject({ total: 5, hasMore: true })
    expect(view.services.items).toHaveLength(3)
    expect(view.articles).toMatchObject({ total: 3, hasMore: false })
    expect(view.articles.items).toHaveLength(3)
    expect(view.stylists).toMatchObject({ total: 10, hasMore: true })
    expect(view.stylists.items).toHaveLength(8)
  })

  it('shows every match of one group, and nothing else, in the full view', () => {
    const view = searchView(results, 'stylists')
    expect(view.stylists.items).toHaveLength(10)
    expect(view.stylists.hasMore).toBe(false)
    expect(view.services.items).toHaveLength(0)
    expect(view.articles.items).toHaveLength(0)
  })
})
