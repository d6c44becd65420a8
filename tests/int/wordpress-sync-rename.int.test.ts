/**
 * After the background sync renames a service (and its category) from WordPress, every form of
 * its page reads the new name — the service page, its salon form (/services/<salon>/…), the search
 * index and the menus — and the cache entries behind each of them are expired: the sync, running
 * outside a request, asks the site (a recording HTTP server on loopback standing for
 * server/serve.mjs's own address) to expire tags each of those reads carries. After a restart,
 * once the server listens, everything cached before it is expired (`content:all`, which every
 * read carries), so no page from before the rename comes back, and the server is told it may serve.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { tags } from '@/features/content'
import { catalogueTags, readCatalogueIndex } from '@/features/content/data/catalogue'
import { layoutTags, readLayoutData } from '@/features/content/data/layout'
import { resolveServicesRoute } from '@/features/content/data/services-route'
import { readSearchIndex, searchIndexTags } from '@/features/content/search/search-index'
import { expireWhenListening, INTERNAL_URL_VARIABLE, LISTENING_EVENT } from '@/platform/cache/expire-tags'

import { FRESH_EVENT } from '../../server/start-fresh.mjs'
import { recordingSite } from '../helpers/recording-site'
import { AUTH, wordPressImportSuite } from '../helpers/wordpress-import'

const suite = wordPressImportSuite()
let payload: Payload
const site = recordingSite()

beforeAll(async () => {
  payload = suite.payload
  expect((await suite.run()).failed).toBeNull()
})

/** The tags the site has been asked to expire since `from`, once it has been asked at all. */
async function expiredSince(from: number): Promise<string[]> {
  await expect.poll(() => site.received.length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(from)
  return site.received.slice(from).flatMap((r) => r.body.tags)
}

async function sync(): Promise<void> {
  const saved = { user: process.env.WORDPRESS_USER, password: process.env.WORDPRESS_APP_PASSWORD }
  process.env.WORDPRESS_USER = AUTH.user
  process.env.WORDPRESS_APP_PASSWORD = AUTH.password
  try {
    await payload.jobs.queue({ task: 'wordpressSync', input: { siteUrl: suite.fake.url }, queue: 'wordpress' })
    await payload.jobs.run({ queue: 'wordpress', limit: 1 })
  } finally {
    process.env.WORDPRESS_USER = saved.user
    process.env.WORDPRESS_APP_PASSWORD = saved.password
  }
  await payload.delete({ collection: 'wordpress-runs', where: { site: { exists: true } }, overrideAccess: true })
}

describe('a service renamed by the WordPress sync', () => {
  it('reads the new name in every form of its page, and expires each of them', async () => {
    const { fake } = suite
    const balayage = fake.state.types.services!.find((s) => s.id === 101)!
    balayage.title = { rendered: 'Balayage Deluxe' }
    balayage.modified_gmt = '2024-07-01T08:00:00'
    const colouring = fake.state.types.services_categories!.find((t) => t.id === 12)!
    colouring.name = 'Colour work'
    const from = site.received.length
    await sync()

    const index = await readCatalogueIndex(payload, 'en')
    const page = resolveServicesRoute(index, ['ladies', 'hair', 'colouring', 'balayage'])
    expect(page?.kind === 'service' && page.service.title).toBe('Balayage Deluxe')
    const salonForm = resolveServicesRoute(index, ['kings-road', 'ladies', 'hair', 'colouring', 'balayage'])
    expect(salonForm?.kind === 'service' && salonForm.service.title).toBe('Balayage Deluxe')
    expect(salonForm?.trail.map((c) => c.name)).toEqual(['Women', 'Hair', 'Colour work'])
    const category = resolveServicesRoute(index, ['kings-road', 'ladies', 'hair', 'colouring'])
    expect(category?.kind === 'category' && category.services.map((s) => s.title)).toContain('Balayage Deluxe')
    const search = await readSearchIndex(payload, 'en')
    expect(search.services.map((s) => s.title)).toContain('Balayage Deluxe')
    expect(search.services.map((s) => s.title)).not.toContain('Balayage & Toner')
    const layout = await readLayoutData(payload, 'en')
    expect(JSON.stringify(layout.menu.services)).toContain('Colour work')

    // The site was asked to expire what each of those reads is cached under.
    const expired = await expiredSince(from)
    for (const [read, list] of Object.entries({ catalogue: catalogueTags, search: searchIndexTags, menus: layoutTags }))
      expect(
        list.filter((t) => expired.includes(t)),
        read,
      ).not.toEqual([])
  })

  it('after a restart, expires everything cached before it once the server listens, then lets it serve', async () => {
    delete process.env[INTERNAL_URL_VARIABLE]
    const from = site.received.length
    let freshAt = 0
    process.once(FRESH_EVENT, () => (freshAt = Date.now()))
    const expired = expireWhenListening([tags.all])
    // serve.mjs sets its own address, then says it listens.
    process.env[INTERNAL_URL_VARIABLE] = site.url
    process.emit(LISTENING_EVENT as never)
    await expired
    expect(await expiredSince(from)).toEqual([tags.all])
    // serve.mjs holds every other request until the site has answered the expiry.
    expect(freshAt).toBeGreaterThanOrEqual(site.received.at(-1)!.at)
    for (const list of [catalogueTags, searchIndexTags, layoutTags]) expect(list).toContain(tags.all)
  })
})
