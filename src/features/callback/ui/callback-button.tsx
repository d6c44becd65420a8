import { IslandButton } from '@/ui/overlays/island-button'

import styles from './callback.module.css'

/**
 * A "Request a callback" button (spec site §4, §5; its `label` from the server), drawn by the
 * server; the island loader opens the popup on a click (`data-island="callback"`).
 */
export function CallbackButton({ label, className }: { label: string; className?: string }) {
  return (
    <IslandButton island="callback" className={`${styles.launcher} ${className ?? ''}`}>
      {label}
    </IslandButton>
  )
}
