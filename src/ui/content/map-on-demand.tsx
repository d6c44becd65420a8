import type { ReactNode } from 'react'

/**
 * A map that costs nothing until asked for: the server renders a link to the outside map (what a
 * visitor without scripts follows); with script (src/ui/behaviours/map-on-demand.ts) a click puts
 * the embedded map in its place instead, and moves focus to it. Nothing is requested from the map's
 * host before that click.
 */
export function MapOnDemand({
  embedUrl,
  title,
  className,
  children,
}: {
  embedUrl: string
  title: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className} data-map-embed={embedUrl} data-map-title={title}>
      {children}
    </div>
  )
}
