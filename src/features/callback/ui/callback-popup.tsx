'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useId, useRef, useState, type FormEvent } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { messages, type Messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import { NAME_MAX_LENGTH, phoneDigits } from '../rules'

import { OverlayDialog, type OverlayDialogProps } from '@/ui/overlays/overlay-dialog'
import formField from '@/ui/forms/field.module.css'

import styles from './callback.module.css'

type Props = Pick<OverlayDialogProps, 'open' | 'onOpenChange' | 'returnFocusTo'> & { locale: Locale }

/** The callback dialog: a centred popup. */
export function CallbackPopup({ locale, ...dialog }: Props) {
  const t = messages(locale)
  return (
    <OverlayDialog {...dialog} closeLabel={t.callbackClose} className={styles.popup}>
      <CallbackForm locale={locale} t={t} onDone={() => dialog.onOpenChange(false)} />
    </OverlayDialog>
  )
}

type Errors = Partial<Record<'name' | 'phone' | 'consent' | 'path', string>>

/** Everything inside the dialog. Mounted only while it is open, so closing resets it. */
function CallbackForm({ locale, t, onDone }: { locale: Locale; t: Messages; onDone: () => void }) {
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [phase, setPhase] = useState<'form' | 'sending' | 'done'>('form')
  const sending = useRef(false)
  const phoneInput = useRef<HTMLInputElement>(null)
  const id = useId()

  if (phase === 'done') {
    return (
      <div className={styles.done}>
        <Dialog.Title className={styles.title}>{t.callbackDone}</Dialog.Title>
        <Dialog.Description className={styles.lead}>{t.callbackDoneText}</Dialog.Description>
        {/* The submit button that had focus is gone: focus moves to the way back. */}
        <button type="button" className={styles.submit} onClick={onDone} ref={(el) => el?.focus()}>
          {t.callbackReturn}
        </button>
      </div>
    )
  }

  const complete = name.trim() !== '' && phone.trim() !== '' && consent
  const busy = phase === 'sending'

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending.current || !complete) return
    setFailure(null)
    if (phoneDigits(phone) === null) {
      setErrors({ phone: t.callbackBadPhone })
      phoneInput.current?.focus()
      return
    }
    setErrors({})
    sending.current = true
    setPhase('sending')
    try {
      const response = await fetch('/api/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          phone,
          consent,
          path: `${window.location.pathname}${window.location.search}`,
          locale,
        }),
      })
      if (response.ok) {
        setPhase('done')
        return
      }
      // The API's error shape: { message, reason, fields? } (a message per field on a 400).
      const body = (await response.json().catch(() => ({}))) as { fields?: Errors; message?: string }
      if (body.fields) {
        const { path, ...fields } = body.fields
        setErrors(fields)
        if (path) setFailure(path)
      } else {
        setFailure(body.message ?? t.callbackFailed)
      }
      setPhase('form')
    } catch {
      setFailure(t.callbackFailed)
      setPhase('form')
    } finally {
      sending.current = false
    }
  }

  const field = (key: keyof Errors) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {}
  const message = (key: keyof Errors) =>
    errors[key] && (
      <p id={`${id}-${key}-error`} className={styles.error}>
        {errors[key]}
      </p>
    )

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <Dialog.Title className={styles.title}>{t.callbackTitle}</Dialog.Title>
      <Dialog.Description className={styles.lead}>{t.callbackLead}</Dialog.Description>

      <label className={formField.label} htmlFor={`${id}-name`}>
        {t.callbackName}
      </label>
      <input
        id={`${id}-name`}
        className={formField.input}
        name="name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        {...field('name')}
      />
      {message('name')}

      <label className={formField.label} htmlFor={`${id}-phone`}>
        {t.callbackPhone}
      </label>
      <p id={`${id}-phone-hint`} className={formField.hint}>
        {t.callbackPhoneHint}
      </p>
      <input
        ref={phoneInput}
        id={`${id}-phone`}
        className={formField.input}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={32}
        required
        value={phone}
        onChange={(e) => {
          setPhone(e.target.value)
          if (errors.phone) setErrors(({ phone: _gone, ...rest }) => rest)
        }}
        {...field('phone')}
        aria-describedby={errors.phone ? `${id}-phone-error ${id}-phone-hint` : `${id}-phone-hint`}
      />
      {message('phone')}

      <div className={styles.consent}>
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="consent"
          required
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          {...field('consent')}
        />
        <label htmlFor={`${id}-consent`}>
          {t.callbackConsent} (
          <a href={localePath(locale, '/policy/')} onClick={onDone}>
            {t.callbackPrivacy}
          </a>
          )
        </label>
      </div>
      {message('consent')}

      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}

      <button type="submit" className={styles.submit} disabled={!complete || busy}>
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {busy ? t.callbackSending : t.callbackSubmit}
      </button>
      <p className="visually-hidden" role="status">
        {busy ? t.callbackSending : ''}
      </p>
    </form>
  )
}
