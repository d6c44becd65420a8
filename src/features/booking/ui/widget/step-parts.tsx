'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { summaryFacts, type VisitSummaryParts } from '../../client/summary'
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

/** The visit chosen so far, given by the widget to the foot of whichever step is shown. */
export const SummaryOfVisit = createContext<VisitSummaryParts | null>(null)

/** What, then who · when · how long · price, in two short lines (nothing until a service is chosen). */
function SummaryBar({ parts }: { parts: VisitSummaryParts }) {
  if (!parts.what.length) return null
  return (
    <div className={styles.summaryBar} data-testid="booking-summary" aria-live="polite">
      <p className={styles.summaryWhat}>{parts.what.join(', ')}</p>
      <p className={styles.summaryFacts}>{summaryFacts(parts).join(' · ')}</p>
    </div>
  )
}

/**
 * The foot of a step: the summary of the visit and the step's buttons, kept at the bottom of the
 * dialog (or of the screen on /book/) however long the step is (issue 33: never 7,000 px away).
 */
export function StepFooter({ children }: { children: ReactNode }) {
  const parts = useContext(SummaryOfVisit)
  return (
    <div className={styles.footer}>
      {parts && <SummaryBar parts={parts} />}
      <div className={styles.nav}>{children}</div>
    </div>
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
    <StepFooter>
      <button type="button" className={styles.back} onClick={onBack}>
        {t.bookBack}
      </button>
      <button type="button" className={styles.primary} onClick={onNext} disabled={nextDisabled}>
        {next ?? t.bookContinue}
      </button>
    </StepFooter>
  )
}
