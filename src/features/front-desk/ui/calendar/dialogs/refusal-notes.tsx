'use client'

import { failureText, warningText, type Warning } from '../client-api'
import type { CalendarText } from '../text'
import styles from '../calendar.module.css'

import type { Failed } from './change'

/** Why a change was refused (nothing while it only asks for a confirmation: see `Warnings`). */
export function Failure({ text, answer }: { text: CalendarText; answer: Failed | null }) {
  if (!answer || answer.warnings?.length) return null
  return (
    <p role="alert" className={styles.error}>
      {failureText(text, answer)}
    </p>
  )
}

/** What staff are asked to confirm before the change is made. */
export function Warnings({ text, warnings }: { text: CalendarText; warnings: Warning[] | undefined }) {
  if (!warnings?.length) return null
  return (
    <div role="alert" className={styles.warnings}>
      <strong>{text.confirmTitle}</strong>
      <ul>
        {warnings.map((w) => (
          <li key={w.message}>{warningText(text, w)}</li>
        ))}
      </ul>
    </div>
  )
}
