'use client'

import dynamic from 'next/dynamic'

import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'

import shared from '@/ui/overlays/overlay.module.css'
import { useOverlayLauncher } from '@/ui/overlays/use-overlay-launcher'

import styles from './callback.module.css'

const loadPopup = () => import('./callback-popup')

// The popup (Radix dialog and the form) is fetched on first use, not with the page.
const CallbackPopup = dynamic(() => loadPopup().then((m) => m.CallbackPopup), { ssr: false })

/** A "Request a callback" button and the popup it opens (spec site §4, §5). */
export function CallbackLauncher({ locale, className }: { locale: Locale; className?: string }) {
  const t = messages(locale)
  const { open, setOpen, used, button, buttonProps } = useOverlayLauncher(loadPopup)
  return (
    <>
      <button {...buttonProps} className={`${shared.launcher} ${styles.launcher} ${className ?? ''}`}>
        {t.callbackOpen}
      </button>
      {used && <CallbackPopup locale={locale} open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  )
}
