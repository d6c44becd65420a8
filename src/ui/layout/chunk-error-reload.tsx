'use client'

import { useEffect, useState } from 'react'

import { isChunkLoadError } from '@/platform/errors/route-error'

import { reloadAfterChunkError } from './chunk-reload'
import styles from './chunk-error-reload.module.css'

/** How long the failed bar stays when the page may not reload again. */
const FAILED_SHOWN_MS = 2500

/**
 * One guarded reload when a script chunk fails to load (usually a new deployment: the widget's or
 * an overlay's code is fetched on demand), at most once a minute (chunk-reload.ts); within that
 * minute a failed bar says so instead. The only part left of the App Router's navigation effects
 * now that links load documents (docs/plans/runtime-free-pages.md, R2); the islands' loader takes
 * it over (R3).
 */
export function ChunkErrorReload({ failedLabel }: { failedLabel: string }) {
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined
    const onChunkFailure = (reason: unknown) => {
      if (!isChunkLoadError(reason) || reloadAfterChunkError()) return
      setFailed(true)
      clearTimeout(hide)
      hide = setTimeout(() => setFailed(false), FAILED_SHOWN_MS)
    }
    const onError = (event: ErrorEvent) => onChunkFailure(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => onChunkFailure(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    // Says the page listens now (tests wait for it before simulating a failed chunk).
    document.documentElement.dataset.navigation = 'ready'
    return () => {
      clearTimeout(hide)
      delete document.documentElement.dataset.navigation
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  if (!failed) return null
  return (
    <div
      className={styles.bar}
      data-state="failed"
      role="progressbar"
      aria-label={failedLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={100}
    >
      <div className={styles.fill} />
    </div>
  )
}
