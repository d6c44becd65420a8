'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { refusedAsPlainText } from '@/platform/validation/plain-text'

import { call, type AccountClient } from './account-api'
import { AccountMarketing } from './account-marketing'
import { problemText, type ClientPartProps } from './account-text'
import styles from './account.module.css'

const FIELDS = [
  {
    name: 'firstName',
    label: 'accountFirstName',
    error: 'accountErrorFirstName',
    autoComplete: 'given-name',
    type: 'text',
  },
  {
    name: 'lastName',
    label: 'accountLastName',
    error: 'accountErrorLastName',
    autoComplete: 'family-name',
    type: 'text',
  },
  { name: 'email', label: 'accountEmail', error: 'accountErrorEmail', autoComplete: 'email', type: 'email' },
] as const

type FieldName = (typeof FIELDS)[number]['name']

/**
 * The client's name and email (editable, PATCH /api/auth/me), their phone (read-only), their choice
 * of offers and news, and the download of their data.
 */
export function AccountProfile({ t, client, onSaved, onSignedOut }: ClientPartProps) {
  const id = useId()
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const [invalid, setInvalid] = useState<Partial<Record<FieldName, true>>>({})
  const [saved, setSaved] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const firstInput = useRef<HTMLInputElement>(null)
  const returnFocus = useRef(false)

  useEffect(() => {
    if (editing) firstInput.current?.focus()
    else if (returnFocus.current) editButton.current?.focus()
  }, [editing])

  const close = () => {
    returnFocus.current = true
    setEditing(false)
    setProblem('')
    setInvalid({})
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = Object.fromEntries(FIELDS.map((f) => [f.name, String(form.get(f.name) ?? '')]))
    setBusy(true)
    const answer = await call<{ client: AccountClient }>('PATCH', '/api/auth/me', body)
    setBusy(false)
    if (answer.ok) {
      setSaved(true)
      onSaved(answer.data.client)
      close()
      return
    }
    if (answer.status === 401) return onSignedOut()
    const fields = Object.fromEntries(FIELDS.filter((f) => answer.fields?.[f.name]).map((f) => [f.name, true]))
    setInvalid(fields)
    setProblem(
      Object.keys(fields).length
        ? FIELDS.filter((f) => fields[f.name])
            .map((f) => (refusedAsPlainText(answer.fields, f.name) ? t.accountErrorPlainText : t[f.error]))
            .join(' ')
        : problemText(t, answer),
    )
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.accountProfile}</h2>
      {editing ? (
        <form onSubmit={save} noValidate className={styles.form}>
          {FIELDS.map((f, i) => (
            <div key={f.name} className={styles.field}>
              <label htmlFor={`${id}-${f.name}`}>{t[f.label]}</label>
              <input
                ref={i === 0 ? firstInput : undefined}
                id={`${id}-${f.name}`}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                defaultValue={client[f.name]}
                maxLength={f.type === 'text' ? 80 : undefined}
                required={f.name === 'firstName'}
                aria-invalid={invalid[f.name] ? true : undefined}
                aria-describedby={invalid[f.name] ? `${id}-${f.name}-error` : undefined}
              />
              {invalid[f.name] && (
                <span id={`${id}-${f.name}-error`} className={styles.fieldError}>
                  {t[f.error]}
                </span>
              )}
            </div>
          ))}
          {problem && (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {busy ? t.accountSaving : t.accountSave}
            </button>
            <button type="button" className={styles.secondary} onClick={close}>
              {t.accountDiscard}
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className={styles.facts}>
            {FIELDS.map((f) => (
              <div key={f.name}>
                <dt>{t[f.label]}</dt>
                <dd>{client[f.name] || <span className={styles.muted}>{t.accountNotGiven}</span>}</dd>
              </div>
            ))}
            <div>
              <dt>{t.accountPhone}</dt>
              <dd>
                {client.phone}
                <span className={styles.note}>{t.accountPhoneNote}</span>
              </dd>
            </div>
          </dl>
          <p role="status" className={styles.success}>
            {saved ? t.accountSaved : ''}
          </p>
          <button
            ref={editButton}
            type="button"
            className={styles.secondary}
            onClick={() => {
              setSaved(false)
              setEditing(true)
            }}
          >
            {t.accountEdit}
          </button>
        </>
      )}
      <AccountMarketing t={t} client={client} onSaved={onSaved} onSignedOut={onSignedOut} />
      <h3>{t.accountDataHeading}</h3>
      <p className={styles.muted}>{t.accountDataAbout}</p>
      <div className={styles.actions}>
        <a className={styles.secondary} href="/api/my-data" download data-testid="my-data-json">
          {t.accountDataJson}
        </a>
        <a className={styles.secondary} href="/api/my-data?format=csv" download data-testid="my-data-csv">
          {t.accountDataCsv}
        </a>
      </div>
    </section>
  )
}
