'use client'

import dynamic from 'next/dynamic'

import type { Locale } from '@/platform/i18n/locales'

import shared from '@/ui/overlays/overlay.module.css'
import { useOverlayLauncher } from '@/ui/overlays/use-overlay-launcher'

import styles from './callback.module.css'

const loadPopup = () => import('./callback-popup')

// The popup (Radix dialog and the form) is fetched on first use, not with the page.
const CallbackPopup = dynamic(() => loadPopup().then((m) => m.CallbackPopup), { ssr: false })

/** A "Request a callback" button (its `label` from the server) and the popup it opens (spec site §4, §5). */
export function CallbackLauncher({ locale, label, className }: { locale: Locale; label: string; className?: string }) {
  const { open, setOpen, used, button, buttonProps } = useOverlayLauncher(loadPopup)
  return (
    <>
      <button {...buttonProps} className={`${shared.launcher} ${styles.launcher} ${className ?? ''}`}>
        {label}
      </button>
      {used && <CallbackPopup locale={locale} open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  )
}
