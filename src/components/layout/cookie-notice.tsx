'use client'

import { useSyncExternalStore } from 'react'

import { cookieConsentString, hasCookieConsent } from '@/lib/layout/behaviour'

import styles from './site-notices.module.css'

const listeners = new Set<() => void>()

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

/**
 * The cookie notice (site.md §4, §9): shown while the `cookiesAccepted` cookie is absent; OK sets
 * it for 30 days and hides the notice. Pages are static, so the cookie is read in the browser after
 * hydration (the server's answer is "accepted": nothing is drawn until then, and the notice is
 * fixed, so its arrival moves nothing).
 */
export function CookieNotice({ label, text, ok }: { label: string; text: string; ok: string }) {
  const accepted = useSyncExternalStore(
    subscribe,
    () => hasCookieConsent(document.cookie),
    () => true,
  )
  if (accepted) return null
  const accept = () => {
    document.cookie = cookieConsentString(window.location.protocol === 'https:')
    listeners.forEach((notify) => notify())
  }
  return (
    <section className={styles.cookie} aria-label={label}>
      <p>{text}</p>
      <button type="button" className={styles.ok} onClick={accept}>
        {ok}
      </button>
    </section>
  )
}
