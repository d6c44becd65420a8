'use client'

import { useParams } from 'next/navigation'
import { useEffect } from 'react'

import { reloadAfterChunkError } from '@/ui/layout/chunk-reload'
import styles from '@/ui/layout/not-found-view.module.css'
import { errorStatus, isChunkLoadError } from '@/platform/errors/route-error'
import { errorMessages } from '@/platform/i18n/error-messages'
import { fill } from '@/platform/i18n/text'
import { isLocale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/routing'

/**
 * A page that failed while rendering (site.md §8): the status the error carries (statusCode,
 * status or response.status), else 500, in the visitor's language, with a retry and a way home.
 * A failed script chunk reloads the page instead, at most once a minute.
 */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale: param } = useParams<{ locale?: string }>()
  const locale = isLocale(param) ? param : 'en'
  const t = errorMessages(locale)
  const status = errorStatus(error)
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError()
    console.error(error)
  }, [error])
  return (
    <main className={styles.wrap} data-menu-colour="dark">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1>{t.errorTitle}</h1>
      <p className={styles.text}>{fill(t.errorText, { status: String(status) })}</p>
      <p>
        <button type="button" className={styles.button} onClick={() => reset()}>
          {t.errorRetry}
        </button>{' '}
        <a className={styles.button} href={localePath(locale, '/')}>
          {t.backHome}
        </a>
      </p>
    </main>
  )
}
