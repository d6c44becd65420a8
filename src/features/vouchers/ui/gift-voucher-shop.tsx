'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'

import { PhoneSignIn } from '@/features/sign-in/client'
import { formatPounds } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/text'

import formField from '@/ui/forms/field.module.css'

import { buyVoucher, maybeSignedIn, voucherId, type VoucherOrderBody } from './voucher-api'
import { VoucherConfirmation } from './voucher-confirmation'
import styles from './vouchers.module.css'
import { VOUCHER_WORDS, type VoucherWords } from './voucher-words'

/** What the page offers (the salon's settings; pence), handed over by the server page. */
export interface ShopOffer {
  presets: number[]
  min: number
  max: number
  validMonths: number
  sendToRecipient: boolean
  services: { id: string; title: string; price: number }[]
}

type Field = 'what' | 'amount' | 'service' | 'recipientName' | 'message' | 'recipientPhone' | 'sendOn'
const ORDER: Field[] = ['what', 'amount', 'service', 'recipientName', 'message', 'recipientPhone', 'sendOn']

const londonToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
const noSubscription = () => () => {}

/** Today in London, in the browser only (the page is prerendered on another day). */
const useLondonToday = () => useSyncExternalStore(noSubscription, londonToday, () => '')

/** Back from Stripe's page (`?voucher=`): the voucher, once its payment is confirmed. */
function ReturnedVoucher({ locale }: { locale: Locale }) {
  const id = voucherId(useSearchParams().get('voucher'))
  return id ? <VoucherConfirmation id={id} locale={locale} /> : null
}

/** The API's field refusals in the visitor's language. */
function fieldWords(fields: Record<string, string>, reason: string | undefined, t: VoucherWords, limits: string[]) {
  const words: Partial<Record<Field, string>> = {}
  for (const key of Object.keys(fields)) {
    if (key === 'amount') words.amount = fill(t.errAmount, { min: limits[0]!, max: limits[1]! })
    else if (key === 'service') words.service = t.errService
    else if (key === 'recipientPhone')
      words.recipientPhone = reason === 'recipient_phone' ? t.errPhoneForDate : t.errRecipientPhone
    else if (key === 'sendOn') words.sendOn = t.errSendOn
    else if (key === 'recipientName' || key === 'message') words[key] = t.errText
  }
  return words
}

/**
 * The gift vouchers page's island: a voucher for an amount (a preset or the visitor's own within
 * the salon's limits) or a treatment, the recipient's name, a message, and — when the salon allows
 * it — the recipient's mobile and the day to text it to them; then sign-in by phone (the shared
 * form) and Stripe's page. Back from Stripe (`?voucher=`), the voucher once its payment is confirmed.
 */
export function GiftVoucherShop({ locale, offer }: { locale: Locale; offer: ShopOffer }) {
  const t = VOUCHER_WORDS[locale]
  const id = useId()
  const [what, setWhat] = useState<'amount' | 'service'>('amount')
  const [preset, setPreset] = useState<string>(() => {
    // The second amount (£50 by default) is the usual gift; the only one, or your own, otherwise.
    const first = offer.presets[1] ?? offer.presets[0]
    return first ? String(first) : 'other'
  })
  const [other, setOther] = useState('')
  const [service, setService] = useState('')
  const [recipientName, setRecipientName] = useState('')
  const [message, setMessage] = useState('')
  const [recipientPhone, setRecipientPhone] = useState('')
  const [sendOn, setSendOn] = useState('')
  const today = useLondonToday()
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [paying, setPaying] = useState(false)
  const [signIn, setSignIn] = useState(false)
  const signInPanel = useRef<HTMLElement>(null)
  const focusField = useRef<Field | null>(null)
  const limits = [formatPounds(offer.min / 100), formatPounds(offer.max / 100)]

  useEffect(() => {
    const field = focusField.current
    focusField.current = null
    if (field) document.getElementById(`${id}-${field}`)?.focus()
  })

  useEffect(() => {
    if (signIn) signInPanel.current?.querySelector<HTMLElement>('h2')?.focus()
  }, [signIn])

  function order(): { body: VoucherOrderBody; errors: Partial<Record<Field, string>> } {
    const errors: Partial<Record<Field, string>> = {}
    const body: VoucherOrderBody = { locale }
    if (what === 'service') {
      if (!service) errors.service = t.errService
      else body.service = service
    } else {
      const pence = preset === 'other' ? Math.round(Number(other.replace(',', '.')) * 100) : Number(preset)
      const allowed =
        Number.isFinite(pence) && (offer.presets.includes(pence) || (pence >= offer.min && pence <= offer.max))
      if (preset === 'other' && (!other.trim() || !allowed))
        errors.amount = fill(t.errAmount, { min: limits[0]!, max: limits[1]! })
      else body.amount = pence / 100
    }
    if (recipientName.trim()) body.recipientName = recipientName.trim()
    if (message.trim()) body.message = message.trim()
    if (offer.sendToRecipient) {
      if (recipientPhone.trim()) body.recipientPhone = recipientPhone.trim()
      if (sendOn) {
        if (sendOn < today) errors.sendOn = t.errSendOn
        else body.sendOn = sendOn
        if (!recipientPhone.trim()) errors.recipientPhone = t.errPhoneForDate
      }
    }
    return { body, errors }
  }

  function showErrors(errors: Partial<Record<Field, string>>) {
    setFields(errors)
    focusField.current = ORDER.find((f) => errors[f]) ?? null
  }

  async function pay() {
    const { body, errors } = order()
    if (Object.keys(errors).length) return showErrors(errors)
    setBusy(true)
    setFailure(null)
    const answer = await buyVoucher(body)
    if (answer.ok) {
      setPaying(true)
      window.location.assign(answer.data.payment.url)
      return
    }
    setBusy(false)
    if (answer.status === 401) return setSignIn(true)
    if (answer.status === 400 && answer.body.fields) {
      const words = fieldWords(answer.body.fields, answer.body.reason, t, limits)
      if (Object.keys(words).length) return showErrors(words)
    }
    setFailure(
      answer.status === 0
        ? t.errNetwork
        : answer.status === 503
          ? t.errUnavailable
          : answer.status === 429
            ? t.errTooMany
            : t.errGeneric,
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const { errors } = order()
    if (Object.keys(errors).length) return showErrors(errors)
    setFields({})
    if (!maybeSignedIn()) return setSignIn(true)
    void pay()
  }

  const errorOf = (field: Field) =>
    fields[field] && (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {fields[field]}
      </p>
    )
  const described = (field: Field, hint?: boolean) => {
    const ids = [hint ? `${id}-${field}-hint` : '', fields[field] ? `${id}-${field}-error` : ''].filter(Boolean)
    return {
      'aria-invalid': fields[field] ? (true as const) : undefined,
      'aria-describedby': ids.length ? ids.join(' ') : undefined,
    }
  }

  return (
    <div className={styles.shop}>
      <Suspense fallback={null}>
        <ReturnedVoucher locale={locale} />
      </Suspense>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy} aria-label={t.pageTitle}>
        {offer.services.length > 0 && (
          <fieldset>
            <legend>{t.whatLegend}</legend>
            <div className={styles.choices}>
              {(['amount', 'service'] as const).map((w) => (
                <label key={w} className={styles.choice}>
                  <input type="radio" name={`${id}-what`} value={w} checked={what === w} onChange={() => setWhat(w)} />
                  {w === 'amount' ? t.whatAmount : t.whatService}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {what === 'amount' ? (
          <fieldset>
            <legend>{t.amountLegend}</legend>
            <div className={styles.choices}>
              {[...offer.presets.map(String), 'other'].map((p) => (
                <label key={p} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-amount`}
                    value={p}
                    checked={preset === p}
                    onChange={() => {
                      setPreset(p)
                      if (p === 'other') focusField.current = 'amount'
                    }}
                  />
                  {p === 'other' ? t.amountOther : formatPounds(Number(p) / 100)}
                </label>
              ))}
            </div>
            {preset === 'other' && (
              <div className={styles.field}>
                <label className={formField.label} htmlFor={`${id}-amount`}>
                  {t.amountOtherLabel}
                </label>
                <p id={`${id}-amount-hint`} className={formField.hint}>
                  {fill(t.amountHint, { min: limits[0]!, max: limits[1]! })}
                </p>
                <input
                  id={`${id}-amount`}
                  className={formField.input}
                  type="number"
                  inputMode="decimal"
                  min={offer.min / 100}
                  max={offer.max / 100}
                  step="0.01"
                  value={other}
                  onChange={(e) => setOther(e.target.value)}
                  {...described('amount', true)}
                />
                {errorOf('amount')}
              </div>
            )}
          </fieldset>
        ) : (
          <div className={styles.field}>
            <label className={formField.label} htmlFor={`${id}-service`}>
              {t.serviceLabel}
            </label>
            <p id={`${id}-service-hint`} className={formField.hint}>
              {t.serviceHint}
            </p>
            <select
              id={`${id}-service`}
              className={formField.input}
              value={service}
              onChange={(e) => setService(e.target.value)}
              {...described('service', true)}
            >
              <option value="">{t.serviceChoose}</option>
              {offer.services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title} — {formatPounds(s.price / 100)}
                </option>
              ))}
            </select>
            {errorOf('service')}
          </div>
        )}

        <div className={styles.field}>
          <label className={formField.label} htmlFor={`${id}-recipientName`}>
            {t.recipientName} {t.optional}
          </label>
          <input
            id={`${id}-recipientName`}
            className={formField.input}
            maxLength={120}
            autoComplete="off"
            value={recipientName}
            onChange={(e) => setRecipientName(e.target.value)}
            {...described('recipientName')}
          />
          {errorOf('recipientName')}
        </div>
        <div className={styles.field}>
          <label className={formField.label} htmlFor={`${id}-message`}>
            {t.message} {t.optional}
          </label>
          <p id={`${id}-message-hint`} className={formField.hint}>
            {t.messageHint}
          </p>
          <textarea
            id={`${id}-message`}
            className={formField.input}
            maxLength={300}
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            {...described('message', true)}
          />
          {errorOf('message')}
        </div>

        {offer.sendToRecipient && (
          <fieldset>
            <legend>
              {t.sendLegend} {t.optional}
            </legend>
            <div className={styles.field}>
              <label className={formField.label} htmlFor={`${id}-recipientPhone`}>
                {t.recipientPhone}
              </label>
              <p id={`${id}-recipientPhone-hint`} className={formField.hint}>
                {t.recipientPhoneHint}
              </p>
              <input
                id={`${id}-recipientPhone`}
                className={formField.input}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={recipientPhone}
                onChange={(e) => setRecipientPhone(e.target.value)}
                {...described('recipientPhone', true)}
              />
              {errorOf('recipientPhone')}
            </div>
            <div className={styles.field}>
              <label className={formField.label} htmlFor={`${id}-sendOn`}>
                {t.sendOn}
              </label>
              <p id={`${id}-sendOn-hint`} className={formField.hint}>
                {t.sendOnHint}
              </p>
              <input
                id={`${id}-sendOn`}
                className={formField.input}
                type="date"
                min={today || undefined}
                value={sendOn}
                onChange={(e) => setSendOn(e.target.value)}
                {...described('sendOn', true)}
              />
              {errorOf('sendOn')}
            </div>
          </fieldset>
        )}

        <p className={styles.note}>{fill(t.validFor, { months: String(offer.validMonths) })}</p>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        {!signIn && (
          <button type="submit" className={styles.primary} disabled={busy}>
            {paying ? t.paying : t.pay}
          </button>
        )}
      </form>

      {signIn && (
        <section className={styles.panel} ref={signInPanel} aria-label={t.signInLead}>
          <p>{t.signInLead}</p>
          <PhoneSignIn
            locale={locale}
            onSignedIn={() => {
              setSignIn(false)
              void pay()
            }}
          />
        </section>
      )}
      {paying && (
        <p role="status" className={styles.note}>
          {t.paying}
        </p>
      )}
    </div>
  )
}
