/**
 * Shared pieces of the WordPress import suites: the fake WordPress (tests/fakes/wordpress, a test
 * double) with other top service groups than the demo's, imports of it into the test database,
 * and the database as it was afterwards — the demo's pages and contacts put back (the import
 * takes them over by slug), the 301s and everything imported removed.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect } from 'vitest'

import { importWordPress, type ImportSummary } from '@/features/wordpress/import'
import { WordPressClient } from '@/features/wordpress/source/client'

import { startFakeWordPress, type FakeOptions, type FakeWordPress } from '../fakes/wordpress/fake'

import { testPayload } from './payload'

export const AUTH = { user: 'editor', password: 'abcd efgh ijkl mnop' }

export type Imported =
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
  | 'pages'
  | 'salons-categories'

export const counts = (s: ImportSummary) =>
  Object.fromEntries(Object.entries(s.types).map(([k, v]) => [k, v])) as ImportSummary['types']

/** Asserts a run created, updated and deleted nothing, whatever the type. */
export function nothingChanged(s: ImportSummary): void {
  for (const [type, n] of Object.entries(s.types))
    expect({ type, created: n.created, updated: n.updated, deleted: n.deleted }).toEqual({
      type,
      created: 0,
      updated: 0,
      deleted: 0,
    })
}

/** Other top groups than the demo's, so the demo content other suites read is left alone. */
export function renameTopGroups(fake: FakeWordPress): void {
  for (const t of fake.state.types.services_categories!)
    if (t.slug === 'female') t.slug = 'ladies'
    else if (t.slug === 'male') t.slug = 'gents'
}

export interface WordPressSuite {
  /** Set once the suite's `beforeAll` has run. */
  payload: Payload
  fake: FakeWordPress
  client(password?: string): WordPressClient
  run(options?: { dryRun?: boolean; prune?: boolean; password?: string }): Promise<ImportSummary>
  /** The items of a collection that came from WordPress. */
  imported(collection: Imported): Promise<Record<string, unknown>[]>
}

/**
 * Starts the fake before the file's tests and puts the database back after them; the first
 * invented site unless another is given (`fake`: its options, e.g. the second site's content).
 */
export function wordPressImportSuite(fakeOptions: Omit<FakeOptions, 'auth'> = {}): WordPressSuite {
  let payload: Payload
  let fake: FakeWordPress
  const client = (password = AUTH.password) =>
    new WordPressClient({ siteUrl: fake.url, user: AUTH.user, appPassword: password, timeoutMs: 5000 })
  const run = (options: { dryRun?: boolean; prune?: boolean; password?: string } = {}) =>
    importWordPress(payload, { client: client(options.password), dryRun: options.dryRun, prune: options.prune })
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

  /** The demo's pages and contacts as they were, put back afterwards (the import takes them over by slug). */
  const PAGE_FIELDS = ['title', 'description', 'image', 'body', 'meta'] as const
  let pagesBefore: { id: number; en: Record<string, unknown>; uk: Record<string, unknown> }[] = []
  let contactsBefore: { en: Record<string, unknown>; uk: Record<string, unknown> } | null = null
  const pick = (doc: Record<string, unknown>, keys: readonly string[]) =>
    Object.fromEntries(keys.map((k) => [k, doc[k] ?? null]))
  const NO_ORIGIN = { itemId: null, modified: null, source: null, hash: null }

  async function snapshot() {
    const read = (locale: 'en' | 'uk') =>
      payload.find({ collection: 'pages', locale, depth: 0, pagination: false, overrideAccess: true })
    const [en, uk] = await Promise.all([read('en'), read('uk')])
    pagesBefore = en.docs.map((d) => ({
      id: d.id,
      en: pick(d as unknown as Record<string, unknown>, PAGE_FIELDS),
      uk: pick(uk.docs.find((u) => u.id === d.id) as unknown as Record<string, unknown>, PAGE_FIELDS),
    }))
    const contacts = (locale: 'en' | 'uk') =>
      payload.findGlobal({ slug: 'contacts', locale, depth: 0, overrideAccess: true }) as unknown as Promise<
        Record<string, unknown>
      >
    const [cEn, cUk] = await Promise.all([contacts('en'), contacts('uk')])
    contactsBefore = { en: cEn, uk: cUk }
  }

  async function restore() {
    for (const page of await imported('pages')) {
      const before = pagesBefore.find((b) => b.id === page.id)
      if (!before) {
        await payload.delete({ collection: 'pages', id: page.id as number, overrideAccess: true })
        continue
      }
      await payload.update({
        collection: 'pages',
        id: before.id,
        locale: 'en',
        data: { ...before.en, wordpress: NO_ORIGIN, _status: 'published' } as never,
        overrideAccess: true,
      })
      await payload.update({
        collection: 'pages',
        id: before.id,
        locale: 'uk',
        data: before.uk as never,
        overrideAccess: true,
      })
    }
    if (contactsBefore) {
      const { en, uk } = contactsBefore
      await payload.updateGlobal({
        slug: 'contacts',
        locale: 'en',
        data: {
          phones: (en.phones as { phone: string }[]).map(({ phone }) => ({ phone })),
          email: (en.email as string | null) ?? null,
          address: (en.address as string | null) ?? null,
          workTime: (en.workTime as string | null) ?? null,
          year: en.year as number,
          socials: ((en.socials ?? []) as { label: string; link: string }[]).map(({ label, link }) => ({
            label,
            link,
          })),
          wordpress: NO_ORIGIN,
        },
        overrideAccess: true,
      })
      await payload.updateGlobal({
        slug: 'contacts',
        locale: 'uk',
        data: { address: (uk.address as string | null) ?? null, workTime: (uk.workTime as string | null) ?? null },
        overrideAccess: true,
      })
    }
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { origin: { equals: 'wordpress' } },
      pagination: false,
      overrideAccess: true,
    })
    for (const d of docs) await payload.delete({ collection: 'redirects', id: d.id, overrideAccess: true })
  }

  beforeAll(async () => {
    payload = await testPayload()
    await snapshot()
    fake = await startFakeWordPress({ ...fakeOptions, auth: AUTH })
    renameTopGroups(fake)
  })

  afterAll(async () => {
    await restore()
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
      'salons-categories',
      'media',
    ] as const) {
      const docs = await imported(collection)
      // Deepest categories first (a category holding others cannot go).
      docs.sort((a, b) => String(b.path ?? '').split('/').length - String(a.path ?? '').split('/').length)
      for (const d of docs) await payload.delete({ collection, id: d.id as number, overrideAccess: true })
    }
    await fake?.close()
  })

  return {
    get payload() {
      return payload
    },
    get fake() {
      return fake
    },
    client,
    run,
    imported,
  }
}
