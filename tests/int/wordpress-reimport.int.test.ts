/**
 * The WordPress importer's runs after the first, against the fake WordPress (tests/fakes/wordpress)
 * into the real database: a second run changes nothing; a changed title is updated; the
 * background sync picks changes up and asks only for what changed since; a run cut off mid-way
 * leaves whole items only and a re-run completes; a site that names Ukrainian `uk` is read;
 * --prune removes what WordPress no longer has. The first import: wordpress-import.int.test.ts.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { importWordPress } from '@/features/wordpress/import'
import { WordPressClient } from '@/features/wordpress/source/client'

import { startFakeWordPress, type FakeWordPress } from '../fakes/wordpress/fake'
import { AUTH, counts, nothingChanged, renameTopGroups, wordPressImportSuite } from '../helpers/wordpress-import'

const suite = wordPressImportSuite()
const { run, imported } = suite
let payload: Payload
let fake: FakeWordPress

beforeAll(async () => {
  payload = suite.payload
  fake = suite.fake
  // The first whole import (what wordpress-import.int.test.ts checks): the runs below come after it.
  expect((await run()).failed).toBeNull()
})

describe('importing a WordPress site again', () => {
  it('changes nothing on a second run, and downloads no image twice', async () => {
    const before = fake.requests.filter((r) => r.includes('/wp-content/')).length
    const s = await run()
    expect(counts(s)).toMatchObject({
      salons: { created: 0, updated: 0, unchanged: 1 },
      services_categories: { created: 0, updated: 0, unchanged: 6 },
      services: { created: 0, updated: 0, unchanged: 4 },
      pages: { created: 0, updated: 0, unchanged: 5 },
      contacts: { updated: 0, unchanged: 1 },
      redirects: { created: 0, unchanged: 1 },
      articles: { created: 0, updated: 0, unchanged: 2 },
      employees: { created: 0, updated: 0, unchanged: 1 },
      skills: { created: 0, updated: 0, unchanged: 2 },
      media: { created: 0 },
    })
    nothingChanged(s)
    expect(fake.requests.filter((r) => r.includes('/wp-content/')).length).toBe(before)
    expect(await imported('services')).toHaveLength(4)
  })

  it('updates an item edited in WordPress since', async () => {
    const fade = fake.state.types.services!.find((s) => s.id === 103)!
    fade.title = { rendered: 'Skin fade &amp; beard' }
    fade.modified_gmt = '2024-06-01T08:00:00'
    const s = await run()
    expect(counts(s).services).toMatchObject({ updated: 1, unchanged: 3 })
    const [doc] = (
      await payload.find({
        collection: 'services',
        where: { path: { equals: 'gents/barbering/cuts-and-fades/skin-fade' } },
        overrideAccess: true,
      })
    ).docs
    expect(doc!.title).toBe('Skin fade & beard')
  })

  it('the background sync picks up a title changed in WordPress, then asks only for what changed since, and records each run for staff', async () => {
    const sync = async () => {
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
      const { docs } = await payload.find({
        collection: 'wordpress-runs',
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
      return docs[0]!
    }
    const title = async (path: string) =>
      (await payload.find({ collection: 'services', where: { path: { equals: path } }, overrideAccess: true })).docs[0]!
        .title

    // The first run reads everything.
    const fade = fake.state.types.services!.find((s) => s.id === 103)!
    fade.title = { rendered: 'Skin fade (sync)' }
    fade.modified_gmt = '2024-06-03T08:00:00'
    const first = await sync()
    expect(await title('gents/barbering/cuts-and-fades/skin-fade')).toBe('Skin fade (sync)')
    expect(first).toMatchObject({ summary: '0 created, 1 updated, 2 skipped, 0 deleted', failed: null })
    expect((first.counts as { services: { updated: number } }).services.updated).toBe(1)
    expect(first.warnings).toMatch(/skipped service 104/)

    // The next asks WordPress only for posts modified since the last run (less a day).
    const gloss = fake.state.types.services!.find((s) => s.id === 102)!
    gloss.title = { rendered: 'Gloss (sync)' }
    gloss.modified_gmt = new Date().toISOString().slice(0, 19)
    const asked = fake.requests.length
    const second = await sync()
    expect(await title('ladies/hair/colouring/gloss')).toBe('Gloss (sync)')
    expect(fake.requests.slice(asked).filter((r) => r.startsWith('GET /wp-json/wp/v2/services?'))).toEqual([
      expect.stringContaining('modified_after='),
      expect.stringContaining('modified_after='),
    ])
    // Only the changed service came back: nothing else was compared.
    expect((second.counts as { services: Record<string, number> }).services).toMatchObject({
      updated: 1,
      unchanged: 0,
      skipped: 0,
    })
    // (The one skip is its image, whose file is gone from the site.)
    expect(second).toMatchObject({ summary: '0 created, 1 updated, 1 skipped, 0 deleted', failed: null })
    for (const run of [first, second])
      await payload.delete({ collection: 'wordpress-runs', id: run.id, overrideAccess: true })
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
    // The eight lists (salon categories, salons, categories, services: English and Ukrainian),
    // then the first new service's image (its media item and its file); the
    // connection drops while the second new service's image is being read.
    fake.dropAfter(10)
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
      'express-blow-dry',
      'gloss',
      'new-201',
      'new-202',
      'new-203',
      'skin-fade',
    ])
  })

  it('reads the Ukrainian words of a site that names the language `uk` (Polylang), not `ua`', async () => {
    const polylang = await startFakeWordPress({ auth: AUTH, ukrainianCode: 'uk' })
    try {
      renameTopGroups(polylang)
      const balayage = polylang.state.types.services!.find((x) => x.id === 101)!
      balayage.translations = { ua: { title: { rendered: 'Балаяж (Polylang)' } } }
      const s = await importWordPress(payload, {
        client: new WordPressClient({ siteUrl: polylang.url, user: AUTH.user, appPassword: AUTH.password }),
      })
      expect(s.failed).toBeNull()
      expect(polylang.requests.some((r) => r.includes('lang=uk'))).toBe(true)
      const [doc] = (
        await payload.find({
          collection: 'services',
          where: { path: { equals: 'ladies/hair/colouring/balayage' } },
          locale: 'uk',
          overrideAccess: true,
        })
      ).docs
      expect(doc!.title).toBe('Балаяж (Polylang)')
    } finally {
      await polylang.close()
    }
  })

  it('removes with --prune only what came from WordPress and is gone there', async () => {
    fake.state.types.services = fake.state.types.services!.filter((s) => s.id !== 203)
    const kept = await run()
    expect(counts(kept).services.deleted).toBe(0)
    expect(await imported('services')).toHaveLength(7)
    // The about page came from the demo and was taken over: gone from WordPress, it stays.
    fake.state.types.pages = fake.state.types.pages!.filter((p) => p.slug !== 'about')
    const pruned = await run({ prune: true })
    expect(counts(pruned).services.deleted).toBe(1)
    expect(counts(pruned).pages.deleted).toBe(0)
    expect(
      (await payload.count({ collection: 'pages', where: { slug: { equals: 'about' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    expect((await imported('services')).map((s) => s.slug)).not.toContain('new-203')
    // The demo's own services are untouched.
    expect((await payload.count({ collection: 'services', overrideAccess: true })).totalDocs).toBeGreaterThan(10)
  })
})
