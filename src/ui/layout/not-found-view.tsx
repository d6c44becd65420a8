'use client'

import { HeroImage } from '@/ui/content/hero-image'
import { RichText } from '@/ui/content/rich-text'
import type { ImageRef, RichBlock } from '@/features/content/contract'
import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'

import { useLocale } from './locale-context'
import styles from './not-found-view.module.css'

export interface NotFoundContent {
  title: string
  description: string
  image: ImageRef | null
  /** The page's text, under the description. */
  body: RichBlock[]
}

/**
 * The 404 page in the visitor's language: the CMS page `404` when it could be read, else the plain
 * "This page could not be found" with a large 404. Both languages arrive prerendered; the locale
 * comes from the layout, so the page stays static.
 */
export function NotFoundView({ content }: { content: Partial<Record<Locale, NotFoundContent | null>> }) {
  const locale = useLocale()
  const t = messages(locale)
  const page = content[locale] ?? null
  return (
    <main className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{page?.title || t.notFoundTitle}</h1>
      {page?.description && <p className={styles.text}>{page.description}</p>}
      {page && page.body.length > 0 && <RichText blocks={page.body} className={styles.text} />}
      <HeroImage
        image={page?.image ?? null}
        fallback={[960, 720]}
        sizes="(max-width: 760px) 90vw, 480px"
        preload={false}
        className={styles.image}
      />
      <a className={styles.button} href={localePath(locale, '/')}>
        {t.backHome}
      </a>
    </main>
  )
}
