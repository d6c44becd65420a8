import type { Metadata } from 'next'

import type { ImageRef } from '@/lib/cms/types'
import { locales, type Locale } from '@/lib/i18n/locales'
import { absoluteUrl } from '@/lib/i18n/routing'

/**
 * Search metadata of the blog and content pages (about, charity, policy): canonical address,
 * hreflang alternates, OpenGraph and Twitter, and the schema.org Article of an article page.
 * Pure: the site origin is passed in.
 */

/** A media address ("/api/media/file/…") on the site origin; absolute addresses are kept. */
export function absoluteAssetUrl(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${siteUrl.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`
}

export interface EditorialMetaInput {
  siteUrl: string
  locale: Locale
  /** Site path without locale prefix, starting and ending with "/". */
  path: string
  /** The whole document title, brand included. */
  title: string
  description: string
  brand: string
  image?: ImageRef | null
  /** Set on an article page: OpenGraph type "article" with its publication day and section. */
  article?: { publishedTime: string; section: string }
}

export function editorialMetadata(input: EditorialMetaInput): Metadata {
  const { siteUrl, locale, path, title, description, brand, image, article } = input
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
      languages: Object.fromEntries(locales.map((l) => [l, absoluteUrl(siteUrl, l, path)])),
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

export interface ArticleJsonLdInput {
  siteUrl: string
  locale: Locale
  path: string
  headline: string
  description: string
  /** YYYY-MM-DD, or "" when unknown (then left out). */
  datePublished: string
  image: ImageRef | null
  brand: string
  section: string
}

/** schema.org Article of an article page: headline, publication day, picture and publisher. */
export function articleJsonLd(input: ArticleJsonLdInput) {
  const url = absoluteUrl(input.siteUrl, input.locale, input.path)
  const publisher = { '@type': 'Organization', name: input.brand, url: absoluteUrl(input.siteUrl, input.locale, '/') }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    ...(input.description ? { description: input.description } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.image ? { image: [absoluteAssetUrl(input.siteUrl, input.image.url)] } : {}),
    articleSection: input.section,
    inLanguage: input.locale,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: publisher,
    publisher,
  }
}

/** JSON for a <script type="application/ld+json">, safe inside HTML. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
