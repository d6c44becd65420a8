import 'server-only'

import { unstable_cache } from 'next/cache'
import type { CollectionSlug, DataFromCollectionSlug, Payload, Sort, Where } from 'payload'

import type { Locale } from '@/platform/i18n/locales'

import { payloadClient } from '@/platform/db/payload'

/**
 * The two shapes every public content read repeats. `findPublished` is the only way the `read*`
 * functions query a collection, so each of them asks as an anonymous visitor
 * (`overrideAccess: false` with no user: published documents only); `cached` turns a `read*`
 * into the `get*` pages call.
 */

export interface PublishedQuery {
  where?: Where
  sort?: Sort
  limit: number
  depth: number
}

/**
 * The documents of `collection` a visitor may read in `locale`: published, and translated into
 * `locale` — a document whose title (the admin's `useAsTitle` field, when it is localised) has no
 * text in that language is left out, so an untranslated page is neither listed nor served there
 * (the editor's fallback to English is for the admin, not for visitors).
 */
export async function findPublished<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  locale: Locale,
  { where, sort, limit, depth }: PublishedQuery,
): Promise<DataFromCollectionSlug<S>[]> {
  const marker = translationMarker(payload, collection)
  const translated: Where | undefined = marker ? { [marker]: { exists: true } } : undefined
  const filter = where && translated ? { and: [where, translated] } : (where ?? translated)
  const { docs } = await payload.find({ collection, where: filter, sort, limit, depth, locale, overrideAccess: false })
  return docs as DataFromCollectionSlug<S>[]
}

/** The localised title field of `collection`, whose presence in a locale means "translated". */
function translationMarker(payload: Payload, collection: CollectionSlug): string | null {
  const config = payload.collections[collection]?.config
  const name = config?.admin?.useAsTitle
  const field = name ? config.flattenedFields.find((f) => 'name' in f && f.name === name) : undefined
  return field && 'localized' in field && field.localized ? (name as string) : null
}

/** The published document of `collection` with this slug; null when there is none. */
export async function findBySlug<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  slug: string,
  locale: Locale,
  depth = 1,
): Promise<DataFromCollectionSlug<S> | null> {
  const docs = await findPublished(payload, collection, locale, { where: { slug: { equals: slug } }, limit: 1, depth })
  return docs[0] ?? null
}

/**
 * `read` with the process's Payload client, kept in Next's data cache under ["cms", `name`] (one
 * entry per argument list) and expired when one of `tags` is revalidated. `name` must be unique.
 */
export function cached<Args extends unknown[], Result>(
  name: string,
  tags: string[],
  read: (payload: Payload, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(async (...args: Args) => read(await payloadClient(), ...args), ['cms', name], { tags })
}
