'use client'

import type { FormEvent, ReactNode } from 'react'

import styles from '../calendar.module.css'

import type { BookFormProps } from './book-state'
import type { Change } from './change'
import { Failure } from './refusal-notes'

/** The new-booking dialog's "Block time" tab: a stretch of a stylist's day, once or every week. */
export function BlockTimeForm({
  text,
  form,
  edit,
  change,
  stylistAndDate,
  onSubmit,
}: BookFormProps & { change: Change; stylistAndDate: ReactNode; onSubmit: (event: FormEvent) => void }) {
  const { block } = form
  return (
    <form onSubmit={onSubmit} className={styles.form}>
      {stylistAndDate}
      <div className={styles.row}>
        {(['start', 'end'] as const).map((field) => (
          <label key={field}>
            <span>{field === 'start' ? text.from : text.to}</span>
            <input
              type="time"
              step={300}
              required
              value={block[field]}
              onChange={(e) => edit({ type: 'block', block: { [field]: e.target.value } })}
            />
          </label>
        ))}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={block.repeatWeekly}
          onChange={(e) => edit({ type: 'block', block: { repeatWeekly: e.target.checked } })}
        />
        <span>{text.repeatWeekly}</span>
      </label>
      {block.repeatWeekly && (
        <label>
          <span>{text.until}</span>
          <input
            type="date"
            value={block.until}
            onChange={(e) => edit({ type: 'block', block: { until: e.target.value } })}
          />
        </label>
      )}
      <label>
        <span>{text.reason}</span>
        <input
          value={block.reason}
          maxLength={120}
          placeholder={text.reasonPlaceholder}
          onChange={(e) => edit({ type: 'block', block: { reason: e.target.value } })}
        />
      </label>
      <Failure text={text} answer={change.failure} />
      <button type="submit" className="btn btn--style-primary" disabled={change.busy}>
        {text.block}
      </button>
    </form>
  )
}
