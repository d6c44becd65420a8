import styles from './site-notices.module.css'

/**
 * Says so while the browser is offline (src/ui/behaviours/offline-status.ts follows the browser's
 * `online`/`offline` events, with the message and the class that shows it from here). The status
 * region is always there (empty when online) so screen readers announce the change.
 */
export function OfflineStatus({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="visually-hidden"
      data-offline-status=""
      data-shown-class={styles.offline}
      data-message={message}
      data-testid="offline-status"
    />
  )
}
