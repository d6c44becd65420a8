'use client'

import dynamic from 'next/dynamic'
import { useRef, useState, type MouseEvent, type ReactNode } from 'react'

import type { Locale } from '@/lib/i18n/locales'
import type { BookingContext } from '@/lib/layout/behaviour'

const loadDialog = () => import('./widget/booking-dialog')
// The widget (Radix dialog, every step, the sign-in) is fetched on hover, focus or the first tap,
// never with the page.
const BookingDialog = dynamic(loadDialog, { ssr: false })

/**
 * A real link to /book/ (it works before and without script) that, once the page runs, opens the
 * booking widget in a dialog instead. A click with a modifier key still opens the page.
 */
export function BookingLink({
  href,
  locale,
  context,
  className,
  children,
}: {
  href: string
  locale: Locale
  context: BookingContext
  className?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  const prepare = () => void loadDialog()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setUsed(true)
    setOpen(true)
  }
  return (
    <>
      <a
        ref={link}
        href={href}
        className={className}
        aria-haspopup="dialog"
        data-opens-dialog="true"
        onPointerEnter={prepare}
        onTouchStart={prepare}
        onFocus={prepare}
        onClick={onClick}
      >
        {children}
      </a>
      {used && (
        <BookingDialog locale={locale} context={context} open={open} onOpenChange={setOpen} returnFocusTo={link} />
      )}
    </>
  )
}
