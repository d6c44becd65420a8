import type { Metadata } from 'next'
import { cache } from 'react'

import { RichText } from '@/ui/content/rich-text'
import { getPage, getSiteSettings, type PageContent, publishedPageMetadata } from '@/features/content'
import { getEnv } from '@/platform/env'
import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { brandedTitle } from '@/platform/seo/page-metadata'

import shell from '@/ui/layout/content-page.module.css'

import { ArticleFrame } from './article-frame'
import styles from './content-page.module.css'

/**
 * Pages that are one CMS page each (about, charity, policy): title, lead, picture and rich
 * text. The route files stay thin; they 404 when the page is missing or unpublished.
 */

/** The CMS page and the brand, read once per request. */
export const loadContentPage = cache(async (locale: Locale, slug: string) => {
  const [page, settings] = await Promise.all([getPage(slug, locale), getSiteSettings(locale)])
  return page ? { page, brand: settings.brandName } : null
})

/** Address of a content page without locale prefix: /{slug}/. */
export const contentPagePath = (slug: string) => `/${slug}/`

export async function contentPageMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const loaded = await loadContentPage(locale, slug)
  if (!loaded) return {}
  const { page, brand } = loaded
  return publishedPageMetadata({
    siteUrl: getEnv().siteUrl,
    locale,
    path: contentPagePath(slug),
    title: page.metaTitle || brandedTitle(page.title, brand),
    description: page.metaDescription || page.description,
    brand,
    image: page.image,
  })
}

export function ContentPageView({ page, locale }: { page: PageContent; locale: Locale }) {
  const t = messages(locale)
  return (
    <ArticleFrame
      locale={locale}
      crumbs={[
        { name: t.home, path: '/' },
        { name: page.title, path: null },
      ]}
      path={contentPagePath(page.slug)}
      className={styles.article}
      titleId="page-title"
      header={
        <header className={shell.head}>
          <h1 id="page-title">{page.title}</h1>
          {page.description && <p className={shell.lead}>{page.description}</p>}
        </header>
      }
      picture={{ image: page.image, fallback: [960, 640], column: '46rem', className: styles.image }}
    >
      {page.body.length > 0 && <RichText blocks={page.body} className={styles.body} />}
    </ArticleFrame>
  )
}
