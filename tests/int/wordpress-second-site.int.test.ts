/**
 * The WordPress importer against a second invented site (tests/fakes/wordpress/fixture-riverside.ts)
 * in the shapes real sites send: each language a post of its own linked as Polylang links them (and
 * as WPML does), a salon address in one line and one in several fields, salons' own opening hours,
 * HTML in ACF text fields, ACF link arrays, images as an id, a URL or an array, numbers as text,
 * related posts as ids or objects, the 404 page WordPress called `404-2`, and items that refer to
 * items that were skipped. A wrong password stops cleanly, a dry run writes nothing, a second run
 * changes nothing.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { importWordPress } from '@/features/wordpress/import'
import { WordPressClient } from '@/features/wordpress/source/client'

import { startFakeWordPress } from '../fakes/wordpress/fake'
import { riversideFixture } from '../fakes/wordpress/fixture-riverside'
import { AUTH, counts, nothingChanged, wordPressImportSuite } from '../helpers/wordpress-import'

const suite = wordPressImportSuite({ site: riversideFixture })
const { run, imported } = suite
let payload: Payload

beforeAll(() => {
  payload = suite.payload
})

type Rich = { root: { children: { type: string; children?: { text?: string }[] }[] } } | null

/** Every text of a rich text value, in order. */
const texts = (rich: Rich): string =>
  JSON.stringify(rich)
    .match(/"text":"([^"]*)"/g)!
    .map((t) => t.slice(8, -1))
    .join(' ')

/** When each imported document was last saved. */
const writtenAt = async () =>
  Object.fromEntries(
    await Promise.all(
      (['salons', 'services', 'services-categories', 'pages', 'media'] as const).map(
        async (c) => [c, (await suite.imported(c)).map((d) => [d.id, d.updatedAt])] as const,
      ),
    ),
  )

/** An imported document as the tests read it (every locale, relations populated). */
interface Doc extends Record<string, unknown> {
  openingHours: { weekday: string; start: string; end: string }[]
  prices: { salon: { slug: string }; price: number }[]
  params: { priceFrom: number; priceTo: number | null; duration: number; crmId: string }[]
  salons: { slug: string }[]
  additionalServices: { slug: string }[]
  seoBody: { en: Rich; uk: Rich }
}

const one = async (collection: 'services' | 'services-categories' | 'salons', where: object): Promise<Doc> =>
  (
    await payload.find({
      collection,
      where: where as never,
      locale: 'all',
      depth: 1,
      overrideAccess: true,
      draft: true,
    })
  ).docs[0] as unknown as Doc

/** `npm run import:wordpress -- <url> [flags]` as an operator runs it, on the test database. */
function importCommand(password: string, ...args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/import-wordpress.ts', ...args], {
      env: { ...process.env, WORDPRESS_USER: AUTH.user, WORDPRESS_APP_PASSWORD: password },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (status) => resolve({ status, output }))
  })
}

describe('importing a second WordPress site, in the shapes real sites send', () => {
  it('from the command line: --dry-run writes nothing, a refused password stops cleanly', async () => {
    const dry = await importCommand(AUTH.password, suite.fake.url, '--dry-run')
    expect(dry.status, dry.output).toBe(0)
    expect(dry.output).toContain('dry run: nothing was written')
    const refused = await importCommand('wrong password', suite.fake.url)
    expect(refused.status, refused.output).not.toBe(0)
    expect(refused.output).toMatch(/refused .*\(401\): check WORDPRESS_USER and WORDPRESS_APP_PASSWORD/)
    expect(await imported('salons')).toHaveLength(0)
  }, 120_000)

  it('stops cleanly before writing anything when the password is refused', async () => {
    const s = await run({ password: 'wrong password' })
    expect(s.failed).toMatch(/WORDPRESS_APP_PASSWORD/)
    expect(await imported('salons')).toHaveLength(0)
  })

  it('says what it would do in a dry run, and writes nothing', async () => {
    const s = await run({ dryRun: true })
    expect(s.failed).toBeNull()
    expect(counts(s)).toMatchObject({
      salons_categories: { created: 1 },
      salons: { created: 2, skipped: 1 },
      services_categories: { created: 4, skipped: 0 },
      services: { created: 3, skipped: 1 },
      // The demo's main, 404 and contacts pages are taken over.
      pages: { created: 0, updated: 3, skipped: 0 },
      contacts: { updated: 1 },
    })
    for (const c of ['salons', 'services', 'services-categories', 'media'] as const)
      expect(await imported(c)).toHaveLength(0)
  })

  it('imports both salons with their addresses as given (no city made up) and their own opening hours', async () => {
    const s = await run()
    expect(s.failed).toBeNull()
    expect(counts(s)).toMatchObject({
      salons: { created: 2, skipped: 1 },
      services: { created: 3, skipped: 1 },
      pages: { updated: 3, skipped: 0 },
    })
    expect(s.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^skipped salon 1003 \(pop-up\): it has no title$/),
        expect.stringMatching(/^skipped service 1104 \(mystery\): it is in no services category$/),
        expect.stringMatching(/service 1101 .* names related service 1104, which was not imported/),
        expect.stringMatching(/service 1101 .* has a price at salon 1003, which was not imported/),
      ]),
    )
    const marlow = await one('salons', { slug: { equals: 'marlow' } })
    expect(marlow).toMatchObject({
      _status: 'published',
      title: { en: 'Riverside Marlow', uk: 'Riverside Марлоу' },
      address: { street: { en: '42 High Street' }, city: { en: 'Marlow' }, postcode: 'SL7 1AW' },
      phone: '01628 000 111',
      category: { slug: 'thames-valley' },
    })
    expect(marlow.openingHours.map((h) => [h.weekday, h.start, h.end])).toEqual([
      ['2', '10:00', '18:00'],
      ['3', '10:00', '18:00'],
      ['4', '10:00', '18:00'],
      ['5', '10:00', '18:00'],
      ['6', '09:00', '15:00'],
    ])
    const henley = await one('salons', { slug: { equals: 'henley' } })
    expect(henley).toMatchObject({
      _status: 'published',
      title: { en: 'Riverside Henley', uk: 'Riverside Генлі' },
      address: {
        street: { en: 'Unit 3, Riverside Walk, Hart Street' },
        city: { en: 'Henley-on-Thames' },
        postcode: 'RG9 2AB',
      },
    })
    expect(henley.openingHours.map((h) => h.weekday)).toEqual(['1', '3', '6'])
    // No salon was given a city it did not have.
    for (const salon of await imported('salons')) expect((salon.address as { city?: string }).city).not.toBe('London')
  })

  it('imports services with their SEO text as rich text, variants with their own durations, and links given as ids or objects', async () => {
    const gloss = await one('services', { slug: { equals: 'glossing-ritual' } })
    expect(gloss).toMatchObject({
      _status: 'published',
      title: { en: 'The Glossing Ritual', uk: 'Глянсева процедура' },
      duration: 60,
      path: 'riverside-women/treatments/glossing-ritual',
    })
    // HTML in the ACF field: rich text (paragraph and list), never markup shown as text.
    const seo = gloss.seoBody
    expect(seo.en!.root.children.map((b) => b.type)).toEqual(['paragraph', 'list'])
    expect(texts(seo.en)).toContain('mirror shine')
    expect(JSON.stringify(seo)).not.toMatch(/<\/?(p|ul|li|em)>|&lt;/)
    expect(texts(seo.uk)).toContain('Глянсева процедура запечатує колір.')
    expect(gloss.seoText).toEqual({ en: null, uk: null })
    // Numbers as text; each variant its own duration.
    expect(gloss.prices.map((p) => [p.salon.slug, p.price])).toEqual([
      ['marlow', 65],
      ['henley', 70],
    ])
    expect(gloss.withParams).toBe(true)
    expect(gloss.params.map((p) => [p.priceFrom, p.duration, p.crmId])).toEqual([
      [65, 60, '301'],
      [85, 90, '302'],
    ])
    expect(gloss.salons.map((x) => x.slug)).toEqual(['marlow', 'henley'])
    expect(gloss.additionalServices.map((x) => x.slug)).toEqual(['restyle-cut'])
    // The image as an ACF array, as a URL and as an id in text: each downloaded.
    for (const slug of ['glossing-ritual', 'restyle-cut', 'scalp-treatment'])
      expect((await one('services', { slug: { equals: slug } })).previewImage).toMatchObject({
        url: expect.stringMatching(/\.(png|webp)$/),
      })
    const cut = await one('services', { slug: { equals: 'restyle-cut' } })
    expect(cut).toMatchObject({ seoText: { en: 'Plain words, no markup.' }, seoBody: { en: null } })
    expect(cut.prices.map((p) => p.price)).toEqual([40, 42.5])
    expect(cut.salons.map((x) => x.slug)).toEqual(['marlow', 'henley'])
    // A category's WYSIWYG text too.
    const treatments = await one('services-categories', { path: { equals: 'riverside-women/treatments' } })
    expect(treatments.name).toMatchObject({ en: 'Treatments', uk: 'Догляд' })
    expect(texts(treatments.seoBody.uk)).toContain('повертає')
  })

  it('maps the page WordPress called 404-2 to the 404 page, and reads ACF link fields in the socials', async () => {
    const page = async (slug: string) =>
      (
        await payload.find({
          collection: 'pages',
          where: { slug: { equals: slug } },
          locale: 'all',
          overrideAccess: true,
        })
      ).docs[0] as unknown as {
        title: Record<string, string>
        description: Record<string, string>
        wordpress: { itemId: number }
      }
    expect(await page('404')).toMatchObject({
      title: { en: 'Page not found', uk: 'Сторінку не знайдено' },
      description: { en: 'Nothing lives at this address.' },
      wordpress: { itemId: 1302 },
    })
    expect((await page('main')).title).toMatchObject({ en: 'Riverside Hair', uk: 'Riverside Hair — головна' })
    type Contacts = { socials: { label: string; link: string }[]; workTime: string }
    const read = (locale: 'en' | 'uk') =>
      payload.findGlobal({ slug: 'contacts', locale, overrideAccess: true }) as unknown as Promise<Contacts>
    const [en, uk] = [await read('en'), await read('uk')]
    expect(en.socials).toEqual([
      expect.objectContaining({ label: 'Instagram', link: 'https://www.instagram.com/riverside.hair/' }),
      expect.objectContaining({ label: 'Facebook', link: 'https://www.facebook.com/riversidehair' }),
      expect.objectContaining({ label: 'TikTok', link: 'https://www.tiktok.com/@riversidehair' }),
    ])
    expect(uk.workTime).toBe('Вт–Сб, див. кожен салон')
  })

  it('changes nothing on a second run, though items refer to items that were skipped', async () => {
    const before = await writtenAt()
    const s = await run()
    expect(s.failed).toBeNull()
    nothingChanged(s)
    // Not a row written either (the related services, say, are not saved again).
    expect(await writtenAt()).toEqual(before)
    expect(counts(s)).toMatchObject({ salons: { unchanged: 2 }, services: { unchanged: 3 }, pages: { unchanged: 3 } })
  })

  it('the sync picks up a Ukrainian post changed on its own, by its link to the English', async () => {
    const uk = suite.fake.state.types.services!.find((x) => x.id === 2103)!
    uk.title = { rendered: 'Догляд за шкірою голови (новий)' }
    uk.modified_gmt = '2025-07-01T08:00:00'
    const s = await importWordPress(payload, { client: suite.client(), modifiedAfter: '2025-06-01T00:00:00' })
    expect(s.failed).toBeNull()
    expect(counts(s).services).toMatchObject({ updated: 1, unchanged: 0, created: 0 })
    const doc = await one('services', { slug: { equals: 'scalp-treatment' } })
    expect(doc.title).toEqual({ en: 'Scalp treatment', uk: 'Догляд за шкірою голови (новий)' })
    nothingChanged(await run())
  })

  it('reads the same site served with WPML’s translation links alike: nothing changes', async () => {
    // The same site at the same address, now with WPML.
    const port = Number(new URL(suite.fake.url).port)
    await suite.fake.close()
    const wpml = await startFakeWordPress({ site: riversideFixture, multilingual: 'wpml', auth: AUTH, port })
    // With the Ukrainian title the sync read above.
    wpml.state.types.services!.find((x) => x.id === 2103)!.title = { rendered: 'Догляд за шкірою голови (новий)' }
    try {
      const s = await importWordPress(payload, {
        client: new WordPressClient({ siteUrl: wpml.url, user: AUTH.user, appPassword: AUTH.password }),
      })
      expect(s.failed).toBeNull()
      nothingChanged(s)
      expect(wpml.requests.some((r) => r.includes('wpml') || r.includes('lang=uk'))).toBe(true)
    } finally {
      await wpml.close()
    }
  })
})
