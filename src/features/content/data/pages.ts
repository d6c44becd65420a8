import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/platform/i18n/locales'

import { tags } from './cache-tags'
import { toImage, toMeta } from './map'
import { cached, findBySlug } from './read'
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
  /** The Google Maps Embed API key salon pages show their map with; null without one. */
  mapsKey: string | null
}

/** A content page by slug (main, about, 404 …), published only; null when there is none. */
export async function readPage(payload: Payload, slug: string, locale: Locale): Promise<PageContent | null> {
  const doc = await findBySlug(payload, 'pages', slug, locale)
  if (!doc) return null
  return {
    slug: doc.slug,
    title: doc.title,
    description: doc.description ?? '',
    image: toImage(doc.image, 'medium_large'),
    body: toRichBlocks(doc.body),
    ...toMeta(doc),
  }
}

export async function readSiteSettings(payload: Payload, locale: Locale): Promise<SiteSettings> {
  const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale, overrideAccess: false })
  return { brandName: doc.brandName || 'Parlour', tagline: doc.tagline ?? '', mapsKey: doc.maps?.apiKey || null }
}

export const getPage = cached('page', [tags.collection('pages'), tags.collection('media'), tags.all], readPage)

export const getSiteSettings = cached('site-settings', [tags.global('site-settings'), tags.all], readSiteSettings)
