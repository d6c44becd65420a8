'use client'

import { useSyncExternalStore } from 'react'

import styles from './site-notices.module.css'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Says so while the browser is offline, following its `online`/`offline` events. The status region
 * is always there (empty when online) so screen readers announce the change.
 */
export function OfflineStatus({ message }: { message: string }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  return (
    <div role="status" className={online ? 'visually-hidden' : styles.offline} data-testid="offline-status">
      {online ? '' : message}
    </div>
  )
}
