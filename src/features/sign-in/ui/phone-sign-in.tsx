'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { bookingApi, type Client, errorMessage, fieldErrors } from '@/features/booking/client'
import type { Locale } from '@/platform/i18n/locales'
import { bookingMessages } from '@/platform/i18n/booking-messages'
import { fill } from '@/platform/i18n/messages'

import formField from '@/ui/forms/field.module.css'

import styles from './phone-sign-in.module.css'

type Phase = 'phone' | 'code' | 'register'
type Field = 'phone' | 'code' | 'firstname'

/**
 * Sign-in by a texted code (docs/booking-api.md "Sign-in"): phone → code → (a new client) name,
 * sex and email → signed in. Reused by the booking widget and the account page. The code field
 * takes autofill and a pasted code (`one-time-code`, digits only kept).
 */
export function PhoneSignIn({
  locale,
  onSignedIn,
  headingLevel = 2,
}: {
  locale: Locale
  onSignedIn: (client: Client) => void
  headingLevel?: 2 | 3
}) {
  const t = bookingMessages(locale)
  const id = useId()
  const [phase, setPhase] = useState<Phase>('phone')
  const [phone, setPhone] = useState('')
  const [authId, setAuthId] = useState('')
  // 6 digits from Parlour; 4 when the salon's booking system (Beauty Pro) texts the code.
  const [codeLength, setCodeLength] = useState(6)
  const [code, setCode] = useState('')
  const [firstname, setFirstname] = useState('')
  const [lastname, setLastname] = useState('')
  const [sex, setSex] = useState<'female' | 'male'>('female')
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  // The field to focus after the next render (a new phase or a field error).
  const focusNext = useRef<Field | null>(null)
  const phoneInput = useRef<HTMLInputElement>(null)
  const codeInput = useRef<HTMLInputElement>(null)
  const firstInput = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const field = focusNext.current
    focusNext.current = null
    if (field === 'phone') phoneInput.current?.focus()
    else if (field === 'code') codeInput.current?.focus()
    else if (field === 'firstname') firstInput.current?.focus()
  })

  async function run(action: () => Promise<void>, onFieldError: Field) {
    if (busy) return
    setBusy(true)
    setFailure(null)
    setFields({})
    try {
      await action()
    } catch (error) {
      const byField = fieldErrors(error, t, locale)
      if (Object.keys(byField).length > 0) {
        setFields(byField)
        focusNext.current = onFieldError
      } else {
        setFailure(errorMessage(error, t, locale))
      }
    } finally {
      setBusy(false)
    }
  }

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault()
    void run(async () => {
      const sent = await bookingApi.sendCode(phone, locale)
      setAuthId(sent.authId)
      setCodeLength(sent.codeLength === 4 ? 4 : 6)
      setCode('')
      focusNext.current = 'code'
      setPhase('code')
    }, 'phone')
  }

  const verify = (event: FormEvent) => {
    event.preventDefault()
    const registering = phase === 'register'
    if (registering && firstname.trim() === '') {
      setFields({ firstname: t.bookErrFirstName })
      focusNext.current = 'firstname'
      return
    }
    void run(
      async () => {
        const answer = await bookingApi.verify(
          registering
            ? {
                authId,
                code,
                locale,
                firstname: firstname.trim(),
                lastname: lastname.trim(),
                sex,
                email: email.trim(),
              }
            : { authId, code, locale },
        )
        if (answer.client) onSignedIn(answer.client)
        else if (answer.registrationRequired) {
          focusNext.current = 'firstname'
          setPhase('register')
        }
      },
      registering ? 'firstname' : 'code',
    )
  }

  const Heading = `h${headingLevel}` as const
  const invalid = (name: string) =>
    fields[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {}
  const fieldError = (name: string) =>
    fields[name] && (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {fields[name]}
      </p>
    )

  return (
    <div className={styles.signIn}>
      <Heading className={styles.heading} tabIndex={-1}>
        {t.bookPhoneHeading}
      </Heading>
      {phase === 'phone' ? (
        <form onSubmit={sendCode} noValidate aria-busy={busy}>
          <p className={styles.lead}>{t.bookPhoneLead}</p>
          <label className={formField.label} htmlFor={`${id}-phone`}>
            {t.bookPhone}
          </label>
          <p id={`${id}-phone-hint`} className={formField.hint}>
            {t.bookPhoneHint}
          </p>
          <input
            ref={phoneInput}
            id={`${id}-phone`}
            className={formField.input}
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            required
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            {...invalid('phone')}
            aria-describedby={fields.phone ? `${id}-phone-error ${id}-phone-hint` : `${id}-phone-hint`}
          />
          {fieldError('phone')}
          <button type="submit" className={styles.primary} disabled={busy || phone.trim() === ''}>
            {busy ? t.bookSigningIn : t.bookSendCode}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate aria-busy={busy}>
          <label className={formField.label} htmlFor={`${id}-code`}>
            {t.bookCode}
          </label>
          <p id={`${id}-code-hint`} className={formField.hint}>
            {fill(t.bookCodeHint, { phone, digits: String(codeLength) })}
          </p>
          <input
            ref={codeInput}
            id={`${id}-code`}
            className={`${formField.input} ${styles.code}`}
            type="text"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={codeLength}
            required
            readOnly={phase === 'register'}
            value={code}
            // A pasted "Your code: 123 456" keeps its digits only.
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, codeLength))}
            onPaste={(e) => {
              const digits = e.clipboardData.getData('text').replace(/\D/g, '')
              if (digits.length >= codeLength) {
                e.preventDefault()
                setCode(digits.slice(0, codeLength))
              }
            }}
            {...invalid('code')}
            aria-describedby={fields.code ? `${id}-code-error ${id}-code-hint` : `${id}-code-hint`}
          />
          {fieldError('code')}
          {phase === 'register' && (
            <fieldset className={styles.register}>
              <legend className={styles.lead}>{t.bookRegisterLead}</legend>
              <label className={formField.label} htmlFor={`${id}-firstname`}>
                {t.bookFirstName}
              </label>
              <input
                ref={firstInput}
                id={`${id}-firstname`}
                className={formField.input}
                name="firstname"
                autoComplete="given-name"
                required
                aria-required="true"
                value={firstname}
                onChange={(e) => setFirstname(e.target.value)}
                {...invalid('firstname')}
              />
              {fieldError('firstname')}
              <label className={formField.label} htmlFor={`${id}-lastname`}>
                {t.bookLastName}
              </label>
              <input
                id={`${id}-lastname`}
                className={formField.input}
                name="lastname"
                autoComplete="family-name"
                value={lastname}
                onChange={(e) => setLastname(e.target.value)}
                {...invalid('lastname')}
              />
              {fieldError('lastname')}
              <fieldset className={styles.sex}>
                <legend className={formField.label}>{t.bookSex}</legend>
                {(['female', 'male'] as const).map((value) => (
                  <label key={value} className={styles.radio}>
                    <input
                      type="radio"
                      name={`${id}-sex`}
                      value={value}
                      checked={sex === value}
                      onChange={() => setSex(value)}
                    />
                    {value === 'female' ? t.bookFemale : t.bookMale}
                  </label>
                ))}
              </fieldset>
              <label className={formField.label} htmlFor={`${id}-email`}>
                {t.bookEmail}
              </label>
              <input
                id={`${id}-email`}
                className={formField.input}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                {...invalid('email')}
              />
              {fieldError('email')}
            </fieldset>
          )}
          <button type="submit" className={styles.primary} disabled={busy || code.length !== codeLength}>
            {busy ? t.bookSigningIn : phase === 'register' ? t.bookRegister : t.bookVerify}
          </button>
          <div className={styles.links}>
            <button type="button" className={styles.link} onClick={() => sendCode()} disabled={busy}>
              {t.bookNewCode}
            </button>
            <button
              type="button"
              className={styles.link}
              disabled={busy}
              onClick={() => {
                setFields({})
                setFailure(null)
                focusNext.current = 'phone'
                setPhase('phone')
              }}
            >
              {t.bookChangePhone}
            </button>
          </div>
        </form>
      )}
      <div role="alert" className={styles.failure}>
        {failure}
      </div>
    </div>
  )
}
