'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'

import type { MobileMenuContent, MobileMenuLabels } from './mobile-menu-dialog'
import { UiIcon } from './ui-icon'

const loadDialog = () => import('./mobile-menu-dialog')
const MobileMenuDialog = dynamic(loadDialog, { ssr: false })

/**
 * The burger menu of narrow screens (≤ 1200 px). The button is part of the page; the dialog's code
 * (Radix dialog, focus trap) loads when the visitor reaches for the button, so pages that never open
 * the menu never download it. It closes on every route change.
 */
export function MobileMenu({
  className,
  ...menu
}: MobileMenuContent & {
  labels: MobileMenuLabels & { open: string }
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const [shownPath, setShownPath] = useState(pathname)
  if (pathname !== shownPath) {
    setShownPath(pathname)
    setOpen(false)
  }
  const prepare = () => void loadDialog()
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={menu.labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prepare}
        onTouchStart={prepare}
        onFocus={prepare}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <UiIcon name="menu" />
      </button>
      {used && <MobileMenuDialog {...menu} open={open} onOpenChange={setOpen} returnFocus={button} />}
    </>
  )
}
