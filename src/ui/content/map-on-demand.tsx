'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * A map that costs nothing until asked for: the server renders a link to the outside map (what a
 * visitor without scripts follows); a click puts the embedded map in its place instead, and moves
 * focus to it. Nothing is requested from the map's host before that click.
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
  const [open, setOpen] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (open) frame.current?.focus()
  }, [open])
  if (open) return <iframe ref={frame} className={className} src={embedUrl} title={title} allowFullScreen />
  return (
    <div
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
        if (!(event.target as Element).closest('a')) return
        event.preventDefault()
        setOpen(true)
      }}
    >
      {children}
    </div>
  )
}
