'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { isChunkLoadError } from '@/lib/errors/route-error'
import { LAYOUT, progressAt, startsNavigation } from '@/lib/layout/behaviour'

import { reloadAfterChunkError } from './chunk-reload'
import styles from './navigation-effects.module.css'

type BarState = 'hidden' | 'loading' | 'done' | 'failed'

/** Longest a started navigation keeps the bar before it is given up (the page did not change). */
const GIVE_UP_MS = 20_000
const FAILED_VISIBLE_MS = 2500

/**
 * What happens around every route change (site.md §2, §4, §8): the page-load bar (shown only when
 * loading takes more than 200 ms, creeping over ~5 s, gone 500 ms after the page arrived, red when
 * loading failed), scrolling to the top or to the `#target`, and one guarded reload when a script
 * chunk fails to load. The App Router has no router events: a navigation starts with a click on a
 * link of this site or a history move, and ends when the path or query changes.
 */
export function NavigationEffects({ loadingLabel, failedLabel }: { loadingLabel: string; failedLabel: string }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [bar, setBar] = useState<{ state: BarState; progress: number }>({ state: 'hidden', progress: 0 })
  const timers = useRef<{ throttle?: number; tick?: number; hide?: number; giveUp?: number }>({})
  const startedAt = useRef<number | null>(null)
  const fromHistory = useRef(false)

  const clearTimers = useCallback(() => {
    const t = timers.current
    window.clearTimeout(t.throttle)
    window.clearInterval(t.tick)
    window.clearTimeout(t.hide)
    window.clearTimeout(t.giveUp)
    timers.current = {}
  }, [])

  const finish = useCallback(
    (failed = false) => {
      if (startedAt.current == null && !failed) return
      const shown = timers.current.tick != null
      startedAt.current = null
      clearTimers()
      if (!shown && !failed) return
      setBar({ state: failed ? 'failed' : 'done', progress: 1 })
      timers.current.hide = window.setTimeout(
        () => setBar({ state: 'hidden', progress: 0 }),
        failed ? FAILED_VISIBLE_MS : LAYOUT.progressHideDelayMs,
      )
    },
    [clearTimers],
  )

  const start = useCallback(() => {
    if (startedAt.current != null) return
    clearTimers()
    setBar({ state: 'hidden', progress: 0 })
    const began = Date.now()
    startedAt.current = began
    timers.current.throttle = window.setTimeout(() => {
      setBar({ state: 'loading', progress: progressAt(Date.now() - began) })
      timers.current.tick = window.setInterval(
        () => setBar({ state: 'loading', progress: progressAt(Date.now() - began) }),
        200,
      )
    }, LAYOUT.progressThrottleMs)
    timers.current.giveUp = window.setTimeout(() => finish(), GIVE_UP_MS)
  }, [clearTimers, finish])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      const click = {
        href: anchor.href,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        button: event.button,
        modifier: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        // Read in the capture phase, before next/link cancels the browser's own navigation.
        defaultPrevented: false,
      }
      if (startsNavigation(click, new URL(window.location.href))) start()
    }
    const onPopState = () => {
      fromHistory.current = true
      start()
    }
    const onChunkFailure = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return
      finish(true)
      reloadAfterChunkError()
    }
    const onError = (event: ErrorEvent) => onChunkFailure(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => onChunkFailure(event.reason)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [start, finish])

  useEffect(() => () => clearTimers(), [clearTimers])

  // The new page is here: end the bar and scroll to the top, or to the target of a #hash. A move
  // through history keeps the position the browser restores.
  const firstRender = useRef(true)
  useEffect(() => {
    finish()
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (fromHistory.current) {
      fromHistory.current = false
      return
    }
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname, search, finish])

  if (bar.state === 'hidden') return null
  return (
    <div
      className={styles.bar}
      data-state={bar.state}
      role="progressbar"
      aria-label={bar.state === 'failed' ? failedLabel : loadingLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(bar.progress * 100)}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${bar.progress})` }} />
    </div>
  )
}
