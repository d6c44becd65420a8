import type { ImageRef } from '@/features/content/contract'
import type { Locale } from '@/platform/i18n/locales'
import { absoluteUrl } from '@/platform/i18n/routing'
import { absoluteAssetUrl } from '@/platform/seo/page-metadata'

/**
 * The schema.org Article of an article page. Pure: the site origin is passed in. (Its title,
 * canonical address and sharing metadata come from `pageMetadata` in platform/seo/page-metadata.)
 */

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
