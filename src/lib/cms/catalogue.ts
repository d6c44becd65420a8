import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { Locale } from '@/lib/i18n/locales'

import { tags } from './cache-tags'
import { toCategory, toCategoryDetail, toSalon, toService, toServiceDetail } from './map'
import { payloadClient } from './payload'
import type { CatalogueIndex, ServiceSummary, TopCategory } from './types'

/**
 * Catalogue reads for public pages: published content only (`overrideAccess: false` with no
 * user). `read*` take a Payload instance (tests call them directly); `get*` are the cached
 * versions pages use, tagged so the Payload hooks can expire them.
 */

const catalogueTags = [
  tags.collection('services'),
  tags.collection('services-categories'),
  tags.collection('media'),
  tags.all,
]

/** Top groups (women, men) with their directions, in menu order. */
export async function readTopCategories(payload: Payload, locale: Locale): Promise<TopCategory[]> {
  const { docs } = await payload.find({
    collection: 'services-categories',
    where: { level: { in: ['top', 'direction'] } },
    sort: 'order',
    limit: 100,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  const all = docs.map(toCategory)
  return all
    .filter((c) => c.level === 'top')
    .map((top) => ({ ...top, directions: all.filter((c) => c.level === 'direction' && c.parentId === top.id) }))
}

/** The first service of each category, as a sample of the menu. */
export async function readFeaturedServices(payload: Payload, locale: Locale, limit: number): Promise<ServiceSummary[]> {
  const { docs } = await payload.find({
    collection: 'services',
    sort: ['order', 'path'],
    where: { order: { equals: 1 } },
    limit,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return docs.map(toService)
}

export const getTopCategories = unstable_cache(
  async (locale: Locale) => readTopCategories(await payloadClient(), locale),
  ['cms', 'top-categories'],
  { tags: catalogueTags },
)

export const getFeaturedServices = unstable_cache(
  async (locale: Locale, limit: number) => readFeaturedServices(await payloadClient(), locale, limit),
  ['cms', 'featured-services'],
  { tags: catalogueTags },
)

/** The whole published catalogue of one locale: categories, services and salons. */
export async function readCatalogueIndex(payload: Payload, locale: Locale): Promise<CatalogueIndex> {
  const [categories, services, salons] = await Promise.all([
    payload.find({
      collection: 'services-categories',
      sort: 'order',
      limit: 1000,
      depth: 1,
      locale,
      overrideAccess: false,
    }),
    payload.find({ collection: 'services', sort: 'order', limit: 1000, depth: 1, locale, overrideAccess: false }),
    payload.find({ collection: 'salons', sort: 'order', limit: 100, depth: 0, locale, overrideAccess: false }),
  ])
  return {
    categories: categories.docs.map(toCategoryDetail),
    services: services.docs.map(toServiceDetail),
    salons: salons.docs.map(toSalon),
  }
}

export const getCatalogueIndex = unstable_cache(
  async (locale: Locale) => readCatalogueIndex(await payloadClient(), locale),
  ['cms', 'catalogue-index'],
  { tags: catalogueTags },
)
