import type React from 'react'

import shared from './overlay.module.css'

/**
 * A button that opens an overlay island, drawn by the server: no component to hydrate. The island
 * loader (src/ui/islands/loader.ts) fetches the island's code when a visitor reaches for it
 * (`data-island`) and opens its dialog on a click.
 */
export function IslandButton({
  island,
  className,
  children,
}: {
  island: 'search' | 'callback'
  className: string
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      className={`${shared.launcher} ${className}`}
      data-island={island}
      aria-haspopup="dialog"
      aria-expanded="false"
    >
      {children}
    </button>
  )
}
