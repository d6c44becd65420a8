'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import { formatLongDate } from '@/platform/format/date'
import type { Locale } from '@/platform/i18n/locales'

import { call, type AccountClient } from './account-api'
import { problemText, type AccountMessages } from './account-text'
import styles from './account.module.css'

type When = { date: string; start: string }
export type Deleted = { cancelled: When[]; notCancelled: When[] }

type Step =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'code'; authId: string; busy: boolean; problem: string; wrong: boolean }

/**
 * Delete my account (issue 31): a fresh code is texted to the client's phone
 * (POST /api/my-data/erase-code); the code confirms it (POST /api/my-data/erase), after which the
 * client is signed out and `onDeleted` says what was cancelled.
 */
export function AccountDelete({
  t,
  locale,
  client,
  onDeleted,
  onSignedOut,
}: {
  t: AccountMessages
  /** The page's language: the texted code is in it. */
  locale: Locale
  client: AccountClient
  onDeleted: (deleted: Deleted) => void
  onSignedOut: () => void
}) {
  const id = useId()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [problem, setProblem] = useState('')
  const input = useRef<HTMLInputElement>(null)

  const sendCode = async () => {
    setProblem('')
    setStep({ kind: 'sending' })
    const answer = await call<{ authId: string }>('POST', '/api/my-data/erase-code', { locale })
    if (answer.ok) {
      setStep({ kind: 'code', authId: answer.data.authId, busy: false, problem: '', wrong: false })
      requestAnimationFrame(() => input.current?.focus())
      return
    }
    if (answer.status === 401) return onSignedOut()
    setStep({ kind: 'idle' })
    setProblem(problemText(t, answer))
  }

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (step.kind !== 'code') return
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    setStep({ ...step, busy: true, problem: '', wrong: false })
    const answer = await call<Deleted>('POST', '/api/my-data/erase', { authId: step.authId, code })
    if (answer.ok) return onDeleted(answer.data)
    if (answer.status === 401) return onSignedOut()
    const wrong = answer.status === 400 && Boolean(answer.fields?.code)
    setStep({ ...step, busy: false, wrong, problem: wrong ? t.accountDeleteWrongCode : problemText(t, answer) })
    requestAnimationFrame(() => input.current?.focus())
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`} data-testid="account-delete">
      <h2 id={`${id}-h`}>{t.accountDeleteHeading}</h2>
      <p className={styles.muted}>{t.accountDeleteAbout}</p>
      {step.kind === 'code' ? (
        <form onSubmit={confirm} noValidate className={styles.form}>
          <p role="status">{t.accountDeleteCodeSent.replace('{phone}', client.phone)}</p>
          <div className={styles.field}>
            <label htmlFor={`${id}-code`}>{t.accountDeleteCode}</label>
            <input
              ref={input}
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              aria-invalid={step.wrong ? true : undefined}
              aria-describedby={step.problem ? `${id}-problem` : undefined}
            />
          </div>
          {step.problem && (
            <p id={`${id}-problem`} role="alert" className={styles.error}>
              {step.problem}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.danger} disabled={step.busy}>
              {step.busy ? t.accountDeleteBusy : t.accountDeleteConfirm}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setStep({ kind: 'idle' })}>
              {t.accountDeleteKeep}
            </button>
            <button type="button" className={styles.secondary} onClick={sendCode} disabled={step.busy}>
              {t.accountDeleteNewCode}
            </button>
          </div>
        </form>
      ) : (
        <>
          {problem && (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={sendCode} disabled={step.kind === 'sending'}>
              {step.kind === 'sending' ? t.accountDeleteSending : t.accountDeleteStart}
            </button>
          </div>
        </>
      )}
    </section>
  )
}

/** The visits named in the deletion's confirmation: "Tuesday 1 December 2026, 10:00; …". */
export const visitsLine = (visits: When[], locale: Locale) =>
  visits.map((v) => `${formatLongDate(v.date, locale)}, ${v.start.slice(11, 16)}`).join('; ')
