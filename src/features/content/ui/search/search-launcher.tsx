'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useState } from 'react'

import type { Locale } from '@/platform/i18n/locales'

import shared from '@/ui/overlays/overlay.module.css'
import { useOverlayLauncher } from '@/ui/overlays/use-overlay-launcher'

import styles from './search-launcher.module.css'

const loadOverlay = () => import('./search-overlay')

// The overlay (Radix dialog, matching, results) is fetched on first use, not with the page.
const SearchOverlay = dynamic(() => loadOverlay().then((m) => m.SearchOverlay), { ssr: false })

/**
 * The header's search button and the search overlay it opens (spec site §4). The overlay closes
 * when the route changes; its query, results and full view live inside the dialog's content, so
 * every close resets them. `label` is the button's name, from the server.
 */
export function SearchLauncher({ locale, label, className }: { locale: Locale; label: string; className?: string }) {
  const pathname = usePathname()
  const { open, setOpen, used, button, buttonProps } = useOverlayLauncher(loadOverlay)
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setOpen(false)
  }
  return (
    <>
      <button {...buttonProps} className={`${shared.launcher} ${styles.launcher} ${className ?? ''}`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      {used && <SearchOverlay locale={locale} open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  )
}
