import { HeroImage } from '@/ui/content/hero-image'
import { RichText } from '@/ui/content/rich-text'
import type { ImageRef, RichBlock } from '@/features/content/contract'
import { notFoundMessages } from '@/platform/i18n/error-messages'
import { locales, type Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/routing'

import styles from './not-found-view.module.css'

export interface NotFoundContent {
  title: string
  description: string
  image: ImageRef | null
  /** The page's text, under the description. */
  body: RichBlock[]
}

function NotFoundText({ locale, page }: { locale: Locale; page: NotFoundContent | null }) {
  const t = notFoundMessages(locale)
  return (
    <>
      <h1>{page?.title || t.notFoundTitle}</h1>
      {page?.description && <p className={styles.text}>{page.description}</p>}
      {page && page.body.length > 0 && <RichText blocks={page.body} className={styles.text} />}
      <HeroImage
        image={page?.image ?? null}
        fallback={[960, 720]}
        sizes="(max-width: 760px) 90vw, 480px"
        // Lazy: Next carries the not-found boundary in the flight data of every page, and React
        // preloads each eager <img> it renders there, so an eager 404 picture was fetched on every
        // page (11 KB on a phone's first load, competing with its largest picture).
        load="lazy"
        className={styles.image}
      />
      <a className={styles.button} href={localePath(locale, '/')}>
        {t.backHome}
      </a>
    </>
  )
}

/**
 * The 404 page: the CMS page `404` when it could be read, else the plain "This page could not be
 * found" with a large 404. A server component, so nothing of it ships in any page's script.
 * With `locale` (the whole-HTML 404 page, which knows its address) it is drawn in that language;
 * without (Next's not-found boundary, which gets no params and stays static) both languages are
 * drawn and the page's own `<html lang>` shows one of them by CSS.
 */
export function NotFoundView({
  content,
  locale,
}: {
  content: Partial<Record<Locale, NotFoundContent | null>>
  locale?: Locale
}) {
  return (
    <main className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      {locale ? (
        <NotFoundText locale={locale} page={content[locale] ?? null} />
      ) : (
        locales.map((l) => (
          <div key={l} lang={l} className={styles[l]}>
            <NotFoundText locale={l} page={content[l] ?? null} />
          </div>
        ))
      )}
    </main>
  )
}
