import type { Metadata } from 'next'

import { locales, type Locale } from '@/platform/i18n/locales'
import { absoluteUrl } from '@/platform/i18n/routing'

/** A media address ("/api/media/file/…") on the site origin; absolute addresses are kept. */
export function absoluteAssetUrl(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${siteUrl.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`
}

export interface PageMetadataInput {
  locale: Locale
  siteUrl: string
  /** Site path without locale prefix, starting and ending with "/" (/salons/backstage-chelsea/). */
  path: string
  /** The whole document title, brand included (see `brandedTitle`). */
  title: string
  description: string
  brand: string
  /** The picture for sharing; a media address is put on the site origin. */
  image?: { url: string; alt?: string | null; width?: number | null; height?: number | null } | null
  /** Set on an article page: OpenGraph type "article" with its publication day and section. */
  article?: { publishedTime: string; section: string }
  /** The locales the page is translated into (hreflang alternates name only those); all by default. */
  locales?: readonly Locale[]
}

/**
 * Search and sharing metadata of a page: the title, the description, a canonical link, the
 * hreflang alternates of `path` in each locale it is translated into, and the same for OpenGraph and Twitter (a large card when there
 * is a picture). Pure: the site origin is passed in.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { locale, siteUrl, path, title, description, brand, image, article } = input
  const translations = input.locales ?? locales
  const url = absoluteUrl(siteUrl, locale, path)
  const images = image
    ? [
        {
          url: absoluteAssetUrl(siteUrl, image.url),
          ...(image.width ? { width: image.width } : {}),
          ...(image.height ? { height: image.height } : {}),
          ...(image.alt ? { alt: image.alt } : {}),
        },
      ]
    : undefined
  const common = { title, description, url, siteName: brand, ...(images ? { images } : {}) }
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: Object.fromEntries(translations.map((l) => [l, absoluteUrl(siteUrl, l, path)])),
    },
    openGraph: article
      ? {
          ...common,
          type: 'article',
          section: article.section,
          ...(article.publishedTime ? { publishedTime: article.publishedTime } : {}),
        }
      : { ...common, type: 'website' },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  }
}

/** "{name} | {brand}". */
export function brandedTitle(name: string, brand: string): string {
  return `${name} | ${brand}`
}
