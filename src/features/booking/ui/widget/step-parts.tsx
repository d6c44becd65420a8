'use client'

import type { ReactNode } from 'react'

import styles from './widget.module.css'

/** A step's heading: focused (tabIndex -1) when the step opens, so screen readers announce it. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className={styles.heading} tabIndex={-1}>
      {children}
    </h2>
  )
}

/** Back and forward buttons at the foot of a step. */
export function StepNav({
  back,
  onBack,
  next,
  onNext,
  nextDisabled,
}: {
  back?: string
  onBack?: () => void
  next?: string
  onNext?: () => void
  nextDisabled?: boolean
}) {
  return (
    <div className={styles.nav}>
      {back && onBack && (
        <button type="button" className={styles.back} onClick={onBack}>
          {back}
        </button>
      )}
      {next && onNext && (
        <button type="button" className={styles.primary} onClick={onNext} disabled={nextDisabled}>
          {next}
        </button>
      )}
    </div>
  )
}
