'use client'

import { useState, type FormEvent } from 'react'

import { call, failureText, warningText, type RebookOutcome } from '../client-api'
import { fill } from '@/platform/i18n/text'
import type { CalendarText } from '../text'
import styles from '../calendar.module.css'

/** The weeks a salon most often rebooks in, offered as one tap each. */
const USUAL_WEEKS = [4, 6, 8]

/**
 * "Book again": the same client, services and stylist at the same time N weeks later, or every N
 * weeks until a date. Each date is booked or says why not; the calendar refreshes after.
 */
export function RebookForm({
  text,
  visitId,
  onBooked,
}: {
  text: CalendarText
  visitId: string
  onBooked: (message: string) => void
}) {
  const [weeks, setWeeks] = useState(6)
  const [repeat, setRepeat] = useState(false)
  const [every, setEvery] = useState(6)
  const [until, setUntil] = useState('')
  const [anyway, setAnyway] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcomes, setOutcomes] = useState<RebookOutcome[] | null>(null)
  const [failure, setFailure] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setFailure('')
    const r = await call<{ booked: number; outcomes: RebookOutcome[] }>('POST', `/api/staff/visits/${visitId}/rebook`, {
      weeks,
      ...(repeat ? { every, until } : {}),
      confirm: anyway,
    })
    setBusy(false)
    const list = r.ok ? r.outcomes : r.outcomes
    setOutcomes(list ?? null)
    if (!r.ok && !list) setFailure(failureText(text, r))
    const booked = list?.filter((o) => o.ok).length ?? 0
    if (booked) onBooked(fill(text.rebooked, { count: booked, total: list!.length }))
  }

  const why = (o: Extract<RebookOutcome, { ok: false }>) =>
    o.warnings?.length
      ? o.warnings.map((w) => warningText(text, w)).join(' ')
      : failureText(text, { ok: false, status: o.status, message: o.message, reason: o.reason, inTheWay: o.inTheWay })

  return (
    <form className={styles.subform} onSubmit={(e) => void submit(e)} aria-label={text.rebookTitle}>
      <h3>{text.rebookTitle}</h3>
      <div className={styles.chips} role="group" aria-label={text.rebookIn}>
        {USUAL_WEEKS.map((w) => (
          <button key={w} type="button" aria-pressed={weeks === w} onClick={() => setWeeks(w)}>
            {fill(text.weeksShort, { count: w })}
          </button>
        ))}
      </div>
      <div className={styles.row}>
        <label>
          <span>{text.rebookIn}</span>
          <input
            type="number"
            min={1}
            max={52}
            value={weeks}
            onChange={(e) => setWeeks(Number(e.target.value))}
            required
          />
        </label>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={repeat} onChange={(e) => setRepeat(e.target.checked)} />
        <span>{text.rebookRepeat}</span>
      </label>
      {repeat && (
        <div className={styles.row}>
          <label>
            <span>{text.rebookEvery}</span>
            <input
              type="number"
              min={1}
              max={52}
              value={every}
              onChange={(e) => setEvery(Number(e.target.value))}
              required
            />
          </label>
          <label>
            <span>{text.rebookUntil}</span>
            <input type="date" value={until} onChange={(e) => setUntil(e.target.value)} required />
          </label>
        </div>
      )}
      <label className={styles.check}>
        <input type="checkbox" checked={anyway} onChange={(e) => setAnyway(e.target.checked)} />
        <span>{text.rebookAnyway}</span>
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
        {text.rebook}
      </button>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {outcomes && (
        <ul className={styles.history} aria-live="polite" data-testid="rebook-outcomes">
          {outcomes.map((o) => (
            <li key={o.date}>
              <strong>
                {o.date} {o.start}
              </strong>{' '}
              · {o.ok ? text.rebookBooked : fill(text.rebookNotBooked, { why: why(o) })}
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}
