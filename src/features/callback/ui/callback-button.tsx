import shared from '@/ui/overlays/overlay.module.css'

import styles from './callback.module.css'

/**
 * A "Request a callback" button (spec site §4, §5; its `label` from the server), drawn by the
 * server. The island loader (src/ui/islands/loader.ts) fetches the popup's code when a visitor
 * reaches for it (`data-island="callback"`) and opens the popup on a click.
 */
export function CallbackButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={`${shared.launcher} ${styles.launcher} ${className ?? ''}`}
      data-island="callback"
      aria-haspopup="dialog"
      aria-expanded="false"
    >
      {label}
    </button>
  )
}
