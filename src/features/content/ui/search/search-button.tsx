import { IslandButton } from '@/ui/overlays/island-button'

import styles from './search-launcher.module.css'

/**
 * The header's search button (spec site §4), drawn by the server; the island loader opens the
 * overlay on a click (`data-island="search"`). `label` is the button's name.
 */
export function SearchButton({ label, className }: { label: string; className?: string }) {
  return (
    <IslandButton island="search" className={`${styles.launcher} ${className ?? ''}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </IslandButton>
  )
}
