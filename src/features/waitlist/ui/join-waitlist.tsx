'use client'

import { useId, useState } from 'react'

import { callApi } from '@/features/booking/client'
import { PhoneSignIn } from '@/features/sign-in/client'
import type { Locale } from '@/platform/i18n/locales'

import { waitlistText } from './text'
import styles from './waitlist.module.css'

type Part = 'morning' | 'afternoon' | 'evening'

type Phase = 'closed' | 'form' | 'sign-in' | 'joined'

/**
 * "No time that suits? Join the waitlist" under the widget's times: a day or a range of days and
 * a part of the day, for the chosen services and stylist or any stylist. Signs the visitor in by
 * phone first when needed.
 */
export function JoinWaitlist({
  locale,
  salonId,
  services,
  employee,
  date,
  today,
}: {
  locale: Locale
  salonId: string
  services: string[]
  employee: string | null
  /** The day shown in the widget: the form's first and last day to begin with. */
  date: string
  today: string
}) {
  const t = waitlistText(locale)
  const id = useId()
  const [phase, setPhase] = useState<Phase>('closed')
  const [from, setFrom] = useState(date)
  const [to, setTo] = useState(date)
  const [part, setPart] = useState<Part | ''>('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const join = async () => {
    setBusy(true)
    setError(null)
    const answer = await callApi('POST', '/api/waitlist', {
      location: salonId,
      services,
      employee,
      from,
      to: to < from ? from : to,
      part: part || null,
      locale,
    })
    setBusy(false)
    if (answer.ok) setPhase('joined')
    else if (answer.status === 401) setPhase('sign-in')
    else setError(answer.body.message ?? t.failed)
  }

  if (phase === 'closed')
    return (
      <p className={styles.joinLink}>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            setFrom(date)
            setTo(date)
            setPhase('form')
          }}
        >
          {t.join}
        </button>
      </p>
    )
  if (phase === 'joined')
    return (
      <p role="status" className={styles.joined}>
        {t.joined}
      </p>
    )
  if (phase === 'sign-in')
    return (
      <div className={styles.panel}>
        <p>{t.signInFirst}</p>
        <PhoneSignIn locale={locale} headingLevel={3} onSignedIn={() => void join()} />
      </div>
    )
  return (
    <form
      className={styles.panel}
      aria-labelledby={`${id}-h`}
      onSubmit={(event) => {
        event.preventDefault()
        void join()
      }}
    >
      <h3 id={`${id}-h`} className={styles.heading}>
        {t.joinHeading}
      </h3>
      <p className={styles.intro}>{t.joinIntro}</p>
      <div className={styles.fields}>
        <label>
          {t.firstDay}
          <input type="date" value={from} min={today} required onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t.lastDay}
          <input type="date" value={to} min={from} required onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          {t.part}
          <select value={part} onChange={(e) => setPart(e.target.value as Part | '')}>
            <option value="">{t.wholeDay}</option>
            <option value="morning">{t.morning}</option>
            <option value="afternoon">{t.afternoon}</option>
            <option value="evening">{t.evening}</option>
          </select>
        </label>
      </div>
      <div role="alert" className={styles.error}>
        {error}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t.submit}
        </button>
        <button type="button" className={styles.link} onClick={() => setPhase('closed')}>
          {t.cancel}
        </button>
      </div>
    </form>
  )
}
