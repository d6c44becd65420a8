import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/platform/i18n/locales'

import { tags } from './cache-tags'
import { toCategory, toCategoryDetail, toSalon, toService, toServiceDetail } from './map'
import { cached, findPublished } from './read'
import type { CatalogueIndex, ServiceSummary, TopCategory } from './types'

/**
 * Catalogue reads for public pages: published content only (`overrideAccess: false` with no
 * user, see ./read). `read*` take a Payload instance (tests call them directly); `get*` are the
 * cached versions pages use, tagged so the Payload hooks can expire them.
 */

/** What the catalogue reads are tagged with (the salons too: the salon form of every page reads them). */
export const catalogueTags = [
  tags.collection('services'),
  tags.collection('services-categories'),
  tags.collection('salons'),
  tags.collection('media'),
  tags.all,
]

/** Top groups (women, men) with their directions, in menu order. */
export async function readTopCategories(payload: Payload, locale: Locale): Promise<TopCategory[]> {
  const docs = await findPublished(payload, 'services-categories', locale, {
    where: { level: { in: ['top', 'direction'] } },
    sort: 'order',
    limit: 100,
    depth: 0,
  })
  const all = docs.map(toCategory)
  return all
    .filter((c) => c.level === 'top')
    .map((top) => ({ ...top, directions: all.filter((c) => c.level === 'direction' && c.parentId === top.id) }))
}

/** The first service of each category, as a sample of the menu. */
export async function readFeaturedServices(payload: Payload, locale: Locale, limit: number): Promise<ServiceSummary[]> {
  const docs = await findPublished(payload, 'services', locale, {
    sort: ['order', 'path'],
    where: { order: { equals: 1 } },
    limit,
    depth: 1,
  })
  return docs.map(toService)
}

export const getTopCategories = cached('top-categories', catalogueTags, readTopCategories)

export const getFeaturedServices = cached('featured-services', catalogueTags, readFeaturedServices)

/** The whole published catalogue of one locale: categories, services and salons. */
export async function readCatalogueIndex(payload: Payload, locale: Locale): Promise<CatalogueIndex> {
  const [categories, services, salons] = await Promise.all([
    findPublished(payload, 'services-categories', locale, { sort: 'order', limit: 1000, depth: 1 }),
    findPublished(payload, 'services', locale, { sort: 'order', limit: 1000, depth: 1 }),
    findPublished(payload, 'salons', locale, { sort: 'order', limit: 100, depth: 0 }),
  ])
  return {
    categories: categories.map(toCategoryDetail),
    services: services.map(toServiceDetail),
    salons: salons.map(toSalon),
  }
}

export const getCatalogueIndex = cached('catalogue-index', catalogueTags, readCatalogueIndex)
