'use client'

import type { ReactNode } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { bookingMessages } from '@/platform/i18n/booking-messages'

import styles from './widget.module.css'

/** A step's heading: focused (tabIndex -1) when the step opens, so screen readers announce it. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className={styles.heading} tabIndex={-1}>
      {children}
    </h2>
  )
}

/** "Back" and the forward button (`next`, "Continue" unless named) at the foot of a step. */
export function StepNav({
  locale,
  onBack,
  next,
  onNext,
  nextDisabled,
}: {
  locale: Locale
  onBack: () => void
  next?: string
  onNext: () => void
  nextDisabled: boolean
}) {
  const t = bookingMessages(locale)
  return (
    <div className={styles.nav}>
      <button type="button" className={styles.back} onClick={onBack}>
        {t.bookBack}
      </button>
      <button type="button" className={styles.primary} onClick={onNext} disabled={nextDisabled}>
        {next ?? t.bookContinue}
      </button>
    </div>
  )
}
