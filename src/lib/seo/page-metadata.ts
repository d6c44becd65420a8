import type { Metadata } from 'next'

import { locales, type Locale } from '@/lib/i18n/locales'
import { absoluteUrl } from '@/lib/i18n/routing'

/**
 * Search and sharing metadata of a content page: "{title} | {brand}", the description, a
 * canonical link, both hreflang alternates of `path` and the same for OpenGraph and Twitter.
 * `path` is the site path without locale prefix (/salons/backstage-chelsea/).
 */
export function contentPageMetadata({
  locale,
  siteUrl,
  path,
  title,
  description,
  brand,
  image,
}: {
  locale: Locale
  siteUrl: string
  path: string
  /** The full title, brand included. */
  title: string
  description: string
  brand: string
  /** An absolute or site-relative picture for sharing. */
  image?: string | null
}): Metadata {
  const url = absoluteUrl(siteUrl, locale, path)
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: Object.fromEntries(locales.map((l) => [l, absoluteUrl(siteUrl, l, path)])),
    },
    openGraph: {
      title,
      description,
      url,
      type: 'website',
      siteName: brand,
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: 'summary', title, description },
  }
}

/** "{name} | {brand}". */
export function brandedTitle(name: string, brand: string): string {
  return `${name} | ${brand}`
}
