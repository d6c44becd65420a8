'use client'

import { useId, useState } from 'react'

import { call, type AccountClient } from './account-api'
import { problemText, type ClientPartProps } from './account-text'
import styles from './account.module.css'

type Channel = 'sms' | 'email'

const CHANNELS = [
  { channel: 'sms', label: 'accountMarketingSms' },
  { channel: 'email', label: 'accountMarketingEmail' },
] as const

/**
 * Offers and news, per channel (PATCH /api/auth/me `marketing`): unticked until the client ticks
 * them — opt-in, as UK GDPR and PECR ask. Each box is saved as soon as it changes (shown at once,
 * put back if the change is refused).
 */
export function AccountMarketing({ t, client, onSaved, onSignedOut }: ClientPartProps) {
  const id = useId()
  // Shown at once when ticked; put back if the change is refused.
  const [choice, setChoice] = useState({ sms: client.marketing.sms, email: client.marketing.email })
  const [busy, setBusy] = useState<Channel | null>(null)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')

  const change = async (channel: Channel, agreed: boolean) => {
    const before = choice
    setChoice({ ...choice, [channel]: agreed })
    setBusy(channel)
    setStatus('')
    setProblem('')
    const answer = await call<{ client: AccountClient }>('PATCH', '/api/auth/me', { marketing: { [channel]: agreed } })
    setBusy(null)
    if (answer.ok) {
      onSaved(answer.data.client)
      setChoice({ sms: answer.data.client.marketing.sms, email: answer.data.client.marketing.email })
      setStatus(t.accountMarketingSaved)
      return
    }
    setChoice(before)
    if (answer.status === 401) return onSignedOut()
    setProblem(problemText(t, answer))
  }

  return (
    <fieldset className={styles.choices} aria-describedby={`${id}-about`}>
      <legend>{t.accountMarketingHeading}</legend>
      <p id={`${id}-about`} className={styles.muted}>
        {t.accountMarketingAbout}
      </p>
      {CHANNELS.map(({ channel, label }) => (
        <label key={channel} className={styles.choice}>
          <input
            type="checkbox"
            name={`marketing-${channel}`}
            checked={choice[channel]}
            disabled={busy !== null}
            onChange={(event) => void change(channel, event.currentTarget.checked)}
          />
          {t[label]}
        </label>
      ))}
      {!client.email && <p className={styles.note}>{t.accountMarketingNoEmail}</p>}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <p role="status" className={styles.success}>
        {status}
      </p>
    </fieldset>
  )
}
