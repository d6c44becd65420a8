'use client'

import { useEffect, useState } from 'react'

import { cookieConsentString, hasCookieConsent } from '@/ui/behaviours/behaviour'

import styles from './site-notices.module.css'
import { whenIdle } from './when-idle'

/**
 * The cookie notice (site.md §4, §9): shown while the `cookiesAccepted` cookie is absent; OK sets
 * it for 30 days and hides the notice. Pages are static, so the cookie is read in the browser once
 * the page is idle after hydration, outside hydration's own work (nothing is drawn until then, and
 * the notice is fixed, so its arrival moves nothing).
 */
export function CookieNotice({ label, text, ok }: { label: string; text: string; ok: string }) {
  const [shown, setShown] = useState(false)
  useEffect(() => whenIdle(() => setShown(!hasCookieConsent(document.cookie))), [])
  if (!shown) return null
  const accept = () => {
    document.cookie = cookieConsentString(window.location.protocol === 'https:')
    setShown(false)
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
