'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { isChunkLoadError } from '@/platform/errors/route-error'
import { startsNavigation } from '@/ui/behaviours/behaviour'
import { createProgressBar, HIDDEN, type ProgressState } from '@/ui/behaviours/progress'

import { reloadAfterChunkError } from './chunk-reload'
import styles from './navigation-effects.module.css'

/**
 * What happens around every route change (site.md §2, §4, §8): the page-load bar (see
 * ui/behaviours/progress), scrolling to the top or to the `#target`, and one guarded reload when a
 * script chunk fails to load. The App Router has no router events: a navigation starts with a click
 * on a link of this site or a history move, and ends when the path or query changes.
 */
export function NavigationEffects({ loadingLabel, failedLabel }: { loadingLabel: string; failedLabel: string }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [bar, setBar] = useState<ProgressState>(HIDDEN)
  const [progress] = useState(() => createProgressBar(setBar))
  const fromHistory = useRef(false)
  /** The path and query of the page on screen. */
  const shownAddress = useRef('')

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      // A link that opens a dialog once the page has loaded (the Book buttons) navigates nowhere.
      if (anchor.dataset.opensDialog === 'true') return
      const click = {
        href: anchor.href,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        button: event.button,
        modifier: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        // Read in the capture phase, before next/link cancels the browser's own navigation.
        defaultPrevented: false,
      }
      if (startsNavigation(click, new URL(window.location.href))) progress.start()
    }
    const onPopState = () => {
      // A move back or forward between spots of the same page (#hash) loads nothing.
      if (window.location.pathname + window.location.search === shownAddress.current) return
      fromHistory.current = true
      progress.start()
    }
    const onChunkFailure = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return
      progress.fail()
      reloadAfterChunkError()
    }
    const onError = (event: ErrorEvent) => onChunkFailure(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => onChunkFailure(event.reason)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    // Says the page listens now (tests wait for it before simulating a failed chunk).
    document.documentElement.dataset.navigation = 'ready'
    return () => {
      delete document.documentElement.dataset.navigation
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [progress])

  useEffect(() => () => progress.dispose(), [progress])

  // The new page is here: end the bar and scroll to the top, or to the target of a #hash. A move
  // through history keeps the position the browser restores.
  const firstRender = useRef(true)
  useEffect(() => {
    shownAddress.current = window.location.pathname + window.location.search
    progress.finish()
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (fromHistory.current) {
      fromHistory.current = false
      return
    }
    let id = window.location.hash.slice(1)
    try {
      id = decodeURIComponent(id)
    } catch {
      // A typed hash that does not decode names no element: keep it as it is.
    }
    const target = id ? document.getElementById(id) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname, search, progress])

  if (bar.phase === 'hidden') return null
  return (
    <div
      className={styles.bar}
      data-state={bar.phase}
      role="progressbar"
      aria-label={bar.phase === 'failed' ? failedLabel : loadingLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(bar.value * 100)}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${bar.value})` }} />
    </div>
  )
}
