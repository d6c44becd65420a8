/**
 * The WordPress importer against the fake WordPress (tests/fakes/wordpress) into the real
 * database: a dry run writes nothing; an import brings salons, the category tree, services and
 * their images in both languages at the old addresses; a second run changes nothing; a changed
 * title is updated; a run cut off mid-way leaves whole items only and a re-run completes; --prune
 * removes what WordPress no longer has; a wrong password stops before writing anything.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importWordPress, type ImportSummary } from '@/cms/wordpress/import'
import { WordPressClient } from '@/lib/wordpress/client'

import { startFakeWordPress, type FakeWordPress } from '../fakes/wordpress/fake'
import { testPayload } from '../helpers/payload'

let payload: Payload
let fake: FakeWordPress
const AUTH = { user: 'editor', password: 'abcd efgh ijkl mnop' }

const client = (password = AUTH.password) =>
  new WordPressClient({ siteUrl: fake.url, user: AUTH.user, appPassword: password, timeoutMs: 5000 })
const run = (options: { dryRun?: boolean; prune?: boolean; password?: string } = {}) =>
  importWordPress(payload, { client: client(options.password), dryRun: options.dryRun, prune: options.prune })

type Imported =
  | 'services'
  | 'services-categories'
  | 'salons'
  | 'media'
  | 'articles'
  | 'articles-categories'
  | 'employees'
  | 'employees-categories'
  | 'skills'
  | 'skills-categories'
  | 'vacancies'
const imported = async (collection: Imported) =>
  (
    await payload.find({
      collection,
      where: { 'wordpress.itemId': { exists: true } },
      limit: 0,
      pagination: false,
      draft: true,
      overrideAccess: true,
      depth: 0,
    })
  ).docs as unknown as Record<string, unknown>[]

const counts = (s: ImportSummary) =>
  Object.fromEntries(Object.entries(s.types).map(([k, v]) => [k, v])) as ImportSummary['types']

beforeAll(async () => {
  payload = await testPayload()
  fake = await startFakeWordPress({ auth: AUTH })
  // Other top groups than the demo's, so the demo content other suites read is left alone.
  for (const t of fake.state.types.services_categories!)
    if (t.slug === 'female') t.slug = 'ladies'
    else if (t.slug === 'male') t.slug = 'gents'
})

afterAll(async () => {
  for (const collection of [
    'vacancies',
    'employees',
    'skills',
    'skills-categories',
    'employees-categories',
    'articles',
    'articles-categories',
    'services',
    'services-categories',
    'salons',
    'media',
  ] as const) {
    const docs = await imported(collection)
    // Deepest categories first (a category holding others cannot go).
    docs.sort((a, b) => String(b.path ?? '').split('/').length - String(a.path ?? '').split('/').length)
    for (const d of docs) await payload.delete({ collection, id: d.id as number, overrideAccess: true })
  }
  await fake?.close()
})

describe('importing a WordPress site', () => {
  it('stops before writing anything when the password is refused', async () => {
    const s = await run({ password: 'wrong password' })
    expect(s.failed).toMatch(/WORDPRESS_APP_PASSWORD/)
    expect(await imported('services')).toHaveLength(0)
  })

  it('says what it would do in a dry run, and writes nothing', async () => {
    const s = await run({ dryRun: true })
    expect(s.failed).toBeNull()
    expect(counts(s)).toMatchObject({
      salons: { created: 1 },
      services_categories: { created: 6 },
      services: { created: 3, skipped: 1 },
      articles_categories: { created: 2 },
      articles: { created: 2 },
      employees_categories: { created: 2 },
      skills_categories: { created: 1 },
      skills: { created: 2 },
      employees: { created: 1 },
      vacancies: { created: 1 },
    })
    for (const c of ['services', 'services-categories', 'salons', 'media', 'articles'] as const)
      expect(await imported(c)).toHaveLength(0)
  })

  it('imports salons, the category tree and services with images, in both languages, at the old addresses', async () => {
    const s = await run()
    expect(s.failed).toBeNull()
    expect(counts(s)).toMatchObject({
      salons: { created: 1 },
      services_categories: { created: 6, skipped: 0 },
      services: { created: 3, skipped: 1 },
      media: { created: 3, skipped: 1 },
    })
    expect(s.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^skipped service 104 \(broken\): it has no title$/),
        expect.stringMatching(/image of service 102 \(gloss\) could not be downloaded .*missing\.png/),
      ]),
    )
    const categories = await imported('services-categories')
    expect(categories.map((c) => c.path).sort()).toEqual([
      'gents',
      'gents/barbering',
      'gents/barbering/cuts-and-fades',
      'ladies',
      'ladies/hair',
      'ladies/hair/colouring',
    ])
    const { docs } = await payload.find({
      collection: 'services',
      where: { path: { equals: 'ladies/hair/colouring/balayage' } },
      overrideAccess: true,
      depth: 1,
      locale: 'all',
    })
    const balayage = docs[0] as unknown as Record<string, unknown> & {
      title: Record<string, string>
      prices: { price: number; salon: { slug: string } }[]
      params: { name: Record<string, string> | string; priceFrom: number; crmId: string }[]
      previewImage: { sizes?: { medium?: { url?: string } }; alt: Record<string, string> | string }
      additionalServices: { slug: string }[]
      _status: string
    }
    expect(balayage.title).toMatchObject({ en: 'Balayage & Toner', uk: 'Балаяж і тонування' })
    expect(balayage._status).toBe('published')
    expect(balayage.prices.map((p) => [p.salon.slug, p.price])).toEqual([['kings-road', 180]])
    expect(balayage.params.map((p) => [p.priceFrom, p.crmId])).toEqual([
      [180, 'bp-101-s'],
      [210, 'bp-101-l'],
    ])
    expect(balayage.previewImage.sizes?.medium?.url).toMatch(/\.webp$/)
    expect(balayage.additionalServices.map((x) => x.slug)).toEqual(['gloss'])
    const [hair] = (
      await payload.find({
        collection: 'services-categories',
        where: { path: { equals: 'ladies/hair' } },
        overrideAccess: true,
        locale: 'all',
      })
    ).docs as unknown as { name: Record<string, string> }[]
    expect(hair!.name).toMatchObject({ en: 'Hair', uk: 'Волосся' })
    // Articles: the body as rich text (heading, emphasis, link, list kept), in both languages.
    const [article] = (
      await payload.find({
        collection: 'articles',
        where: { slug: { equals: 'summer-hair-care' } },
        overrideAccess: true,
        locale: 'all',
        depth: 1,
      })
    ).docs as unknown as {
      title: Record<string, string>
      date: string
      body: Record<string, { root: { children: { type: string; tag?: string }[] } }>
      titleLines: Record<string, { items: { text: string }[] }[]>
      categories: { slug: string }[]
      previewImage: { url: string } | null
    }[]
    expect(article!.title).toMatchObject({ en: 'Summer hair care', uk: 'Догляд за волоссям улітку' })
    expect(article!.date.slice(0, 10)).toBe('2024-06-10')
    expect(article!.categories.map((c) => c.slug)).toEqual(['hair-care'])
    expect(article!.titleLines.en!.map((l) => l.items.map((i) => i.text).join(' '))).toEqual(['Summer', 'hair care'])
    expect(article!.previewImage).toBeTruthy()
    const blocks = article!.body.en!.root.children
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list'])
    expect(JSON.stringify(article!.body.en)).toMatch(/"type":"link".*https:\/\/example\.com\/guide/)
    expect(JSON.stringify(article!.body.uk)).toContain('Перед пляжем')
    // Stylists with their category, skills, salon, photo and booking-system id.
    const [anna] = (
      await payload.find({
        collection: 'employees',
        where: { slug: { equals: 'anna-brook' } },
        overrideAccess: true,
        locale: 'all',
        depth: 1,
      })
    ).docs as unknown as {
      name: Record<string, string>
      crmId: string
      workCategory: { slug: string }
      skills: { slug: string; category: { slug: string } | number }[]
      salons: { slug: string }[]
      photo: { url: string } | null
      bio: Record<string, string>
      _status: string
    }[]
    expect(anna).toMatchObject({
      name: { en: 'Anna Brook', uk: 'Анна Брук' },
      crmId: 'bp-emp-7',
      workCategory: { slug: 'stylists' },
      salons: [{ slug: 'kings-road' }],
      bio: { en: 'Colour specialist for ten years.' },
      _status: 'published',
    })
    expect(anna!.skills.map((k) => k.slug)).toEqual(['balayage-skill'])
    expect(anna!.photo).toBeTruthy()
    const [vacancy] = (await imported('vacancies')) as {
      slug: string
      body: { root: { children: { type: string }[] } }
    }[]
    expect(vacancy!.slug).toBe('senior-colourist')
    expect(vacancy!.body.root.children.map((b) => b.type)).toEqual(['heading', 'list'])
    const [salon] = (await imported('salons')) as { slug: string; phone: string; address: { postcode: string } }[]
    expect(salon).toMatchObject({ slug: 'kings-road', phone: '+44 20 7946 0000', address: { postcode: 'SW3 4UT' } })
  })

  it('changes nothing on a second run, and downloads no image twice', async () => {
    const before = fake.requests.filter((r) => r.includes('/wp-content/')).length
    const s = await run()
    expect(counts(s)).toMatchObject({
      salons: { created: 0, updated: 0, unchanged: 1 },
      services_categories: { created: 0, updated: 0, unchanged: 6 },
      services: { created: 0, updated: 0, unchanged: 3 },
      articles: { created: 0, updated: 0, unchanged: 2 },
      employees: { created: 0, updated: 0, unchanged: 1 },
      skills: { created: 0, updated: 0, unchanged: 2 },
      media: { created: 0 },
    })
    expect(fake.requests.filter((r) => r.includes('/wp-content/')).length).toBe(before)
    expect(await imported('services')).toHaveLength(3)
  })

  it('updates an item edited in WordPress since', async () => {
    const fade = fake.state.types.services!.find((s) => s.id === 103)!
    fade.title = { rendered: 'Skin fade &amp; beard' }
    fade.modified_gmt = '2024-06-01T08:00:00'
    const s = await run()
    expect(counts(s).services).toMatchObject({ updated: 1, unchanged: 2 })
    const [doc] = (
      await payload.find({
        collection: 'services',
        where: { path: { equals: 'gents/barbering/cuts-and-fades/skin-fade' } },
        overrideAccess: true,
      })
    ).docs
    expect(doc!.title).toBe('Skin fade & beard')
  })

  it('the background sync picks up a title changed in WordPress and records the run for staff', async () => {
    const fade = fake.state.types.services!.find((s) => s.id === 103)!
    fade.title = { rendered: 'Skin fade (sync)' }
    fade.modified_gmt = '2024-06-03T08:00:00'
    const saved = { user: process.env.WORDPRESS_USER, password: process.env.WORDPRESS_APP_PASSWORD }
    process.env.WORDPRESS_USER = AUTH.user
    process.env.WORDPRESS_APP_PASSWORD = AUTH.password
    try {
      await payload.jobs.queue({ task: 'wordpressSync', input: { siteUrl: fake.url }, queue: 'wordpress' })
      await payload.jobs.run({ queue: 'wordpress', limit: 1 })
    } finally {
      process.env.WORDPRESS_USER = saved.user
      process.env.WORDPRESS_APP_PASSWORD = saved.password
    }
    const [doc] = (
      await payload.find({
        collection: 'services',
        where: { path: { equals: 'gents/barbering/cuts-and-fades/skin-fade' } },
        overrideAccess: true,
      })
    ).docs
    expect(doc!.title).toBe('Skin fade (sync)')
    const { docs: runs } = await payload.find({
      collection: 'wordpress-runs',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(runs[0]).toMatchObject({ summary: '0 created, 1 updated, 1 skipped, 0 deleted', failed: null })
    expect((runs[0]!.counts as { services: { updated: number } }).services.updated).toBe(1)
    expect(runs[0]!.warnings).toMatch(/skipped service 104/)
    await payload.delete({ collection: 'wordpress-runs', id: runs[0]!.id, overrideAccess: true })
  })

  it('leaves whole items only when the site goes away mid-run, and a re-run completes', async () => {
    for (const id of [201, 202, 203]) {
      fake.state.media.push({
        id: id + 400,
        source_url: `${fake.url}/wp-content/uploads/2024/06/new-${id}.png`,
        alt_text: `New ${id}`,
        media_type: 'image',
        mime_type: 'image/png',
        media_details: { width: 64, height: 48, sizes: {} },
        colour: '#88aa66',
      })
      fake.state.types.services!.push({
        id,
        slug: `new-${id}`,
        menu_order: id,
        modified_gmt: '2024-06-02T08:00:00',
        title: { rendered: `New ${id}` },
        services_categories: [3, 11, 12],
        duration: 30,
        pricesInNativeCurrency: { 31: 20 },
        salons: [31],
        acf: { preview_image: id + 400 },
      })
    }
    // The six lists, then the first new service's image (its media item and its file); the
    // connection drops while the second new service's image is being read.
    fake.dropAfter(8)
    const cut = await run()
    fake.dropAfter(null)
    expect(cut.failed).toMatch(/could not be reached|did not answer/)
    const after = await imported('services')
    expect(after.map((s) => s.slug)).toContain('new-201')
    // No half item: the service written has its image; the one cut off is not there at all.
    expect(after.find((s) => s.slug === 'new-201')!.previewImage).toBeTruthy()
    expect(after.map((s) => s.slug)).not.toContain('new-202')
    const again = await run()
    expect(again.failed).toBeNull()
    expect((await imported('services')).map((s) => s.slug).sort()).toEqual([
      'balayage',
      'gloss',
      'new-201',
      'new-202',
      'new-203',
      'skin-fade',
    ])
  })

  it('removes with --prune only what came from WordPress and is gone there', async () => {
    fake.state.types.services = fake.state.types.services!.filter((s) => s.id !== 203)
    const kept = await run()
    expect(counts(kept).services.deleted).toBe(0)
    expect(await imported('services')).toHaveLength(6)
    const pruned = await run({ prune: true })
    expect(counts(pruned).services.deleted).toBe(1)
    expect((await imported('services')).map((s) => s.slug)).not.toContain('new-203')
    // The demo's own services are untouched.
    expect((await payload.count({ collection: 'services', overrideAccess: true })).totalDocs).toBeGreaterThan(10)
  })
})
