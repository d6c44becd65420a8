import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { Locale } from '@/lib/i18n/locales'

import { tags } from './cache-tags'
import { toImage } from './map'
import { payloadClient } from './payload'
import { toRichBlocks } from './rich-text'
import type { ImageRef, RichBlock } from './types'

export interface PageContent {
  slug: string
  title: string
  description: string
  image: ImageRef | null
  /** The page text (about, charity, policy …), converted for <RichText>. */
  body: RichBlock[]
  metaTitle: string | null
  metaDescription: string | null
}

export interface SiteSettings {
  brandName: string
  tagline: string
}

/** A content page by slug (main, about, 404 …), published only; null when there is none. */
export async function readPage(payload: Payload, slug: string, locale: Locale): Promise<PageContent | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    slug: doc.slug,
    title: doc.title,
    description: doc.description ?? '',
    image: toImage(doc.image, 'medium_large'),
    body: toRichBlocks(doc.body),
    metaTitle: doc.meta?.title || null,
    metaDescription: doc.meta?.description || null,
  }
}

export async function readSiteSettings(payload: Payload, locale: Locale): Promise<SiteSettings> {
  const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale, overrideAccess: false })
  return { brandName: doc.brandName || 'Parlour', tagline: doc.tagline ?? '' }
}

export const getPage = unstable_cache(
  async (slug: string, locale: Locale) => readPage(await payloadClient(), slug, locale),
  ['cms', 'page'],
  { tags: [tags.collection('pages'), tags.collection('media'), tags.all] },
)

export const getSiteSettings = unstable_cache(
  async (locale: Locale) => readSiteSettings(await payloadClient(), locale),
  ['cms', 'site-settings'],
  { tags: [tags.global('site-settings'), tags.all] },
)
