'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { fill } from '@/platform/i18n/text'

import { TAKINGS_COUNT_API_PATH } from './paths'
import type { TakingsText } from './text'
import styles from '@/platform/staff/staff-view.module.css'
import own from './takings.module.css'

type Words = Pick<
  TakingsText,
  | 'countLegend'
  | 'countedLabel'
  | 'noteLabel'
  | 'record'
  | 'recording'
  | 'recorded'
  | 'noteRequired'
  | 'countedInvalid'
  | 'failed'
  | 'offline'
>

type Errors = { counted?: string; note?: string; form?: string }

/**
 * Staff count the cash in the drawer and record it (POST /api/staff/takings/count); a count that
 * differs from the till needs a note, which the server insists on. The page then reads the
 * recorded count and its difference again.
 */
export function DrawerCountForm({
  salon,
  date,
  text,
  locale,
}: {
  salon: string
  date: string
  text: Words
  locale: string
}) {
  const router = useRouter()
  const id = useId()
  const [counted, setCounted] = useState('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [done, setDone] = useState<string | null>(null)
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setDone(null)
    if (!counted.trim()) {
      setErrors({ counted: text.countedInvalid })
      return
    }
    setBusy(true)
    setErrors({})
    try {
      const response = await fetch(TAKINGS_COUNT_API_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ salon, date, counted: counted.trim(), note: note.trim() || null }),
      })
      const data = (await response.json().catch(() => ({}))) as {
        message?: string
        reason?: string
        fields?: Record<string, string>
        expected?: number
        counted?: number
      }
      if (response.ok) {
        setDone(
          fill(text.recorded, { counted: money.format(data.counted ?? 0), expected: money.format(data.expected ?? 0) }),
        )
        setCounted('')
        setNote('')
        router.refresh()
      } else if (data.reason === 'note_required') setErrors({ note: text.noteRequired })
      else if (data.fields?.counted) setErrors({ counted: text.countedInvalid })
      else setErrors({ form: fill(text.failed, { message: data.message ?? `HTTP ${response.status}` }) })
    } catch {
      setErrors({ form: text.offline })
    } finally {
      setBusy(false)
    }
  }

  const field = (name: 'counted' | 'note') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const error = (name: 'counted' | 'note') =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className={own.error}>
        {errors[name]}
      </span>
    )

  return (
    <form className={own.count} onSubmit={submit} noValidate>
      <fieldset>
        <legend>{text.countLegend}</legend>
        <label htmlFor={`${id}-counted`}>{text.countedLabel}</label>
        <input
          {...field('counted')}
          name="counted"
          inputMode="decimal"
          autoComplete="off"
          required
          value={counted}
          onChange={(e) => setCounted(e.target.value)}
        />
        {error('counted')}
        <label htmlFor={`${id}-note`}>{text.noteLabel}</label>
        <textarea
          {...field('note')}
          name="note"
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error('note')}
        <p>
          <button type="submit" className={styles.button} disabled={busy}>
            {busy ? text.recording : text.record}
          </button>
        </p>
        <p role="alert" className={errors.form ? own.error : own.status}>
          {errors.form}
        </p>
        <p role="status" className={own.status}>
          {done}
        </p>
      </fieldset>
    </form>
  )
}
