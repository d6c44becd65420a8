'use client'

import { fill } from '@/platform/i18n/text'
import styles from '../calendar.module.css'

import type { OnFile } from '../client-api'
import { clientHits, looksLikePhone, type BookFormProps } from './book-state'

/**
 * The booking's client in one box: a phone or a name typed once finds the client on file, or
 * starts a new one (a phone typed here is the new client's phone). A walk-in may give no number.
 */
export function ClientPicker({ text, form, edit, onFile }: BookFormProps & { onFile?: OnFile | null }) {
  const { client, fresh } = form
  const hits = clientHits(form)
  const phoneTyped = looksLikePhone(form.query)
  const digits = form.query.replace(/\D/g, '').replace(/^0/, '')
  return (
    <fieldset>
      <legend>{text.client}</legend>
      {client ? (
        <p className={styles.chosen}>
          {fill(text.chosenClient, {
            name: client.name ? [client.name, client.phone].filter(Boolean).join(', ') : client.phone,
          })}{' '}
          <button type="button" className={styles.link} onClick={() => edit({ type: 'change-client' })}>
            {text.changeClient}
          </button>
        </p>
      ) : (
        <>
          <label>
            <span>{text.findClient}</span>
            <input
              type="search"
              value={form.query}
              onChange={(e) => edit({ type: 'query', query: e.target.value })}
              autoComplete="off"
              inputMode={phoneTyped ? 'tel' : 'text'}
            />
          </label>
          {hits && (
            <ul className={styles.hits} aria-live="polite">
              {hits.length ? (
                hits.map((h) => (
                  <li key={h.id}>
                    <button type="button" onClick={() => edit({ type: 'choose-client', client: h })}>
                      {h.name || '—'} · {h.phone || text.noPhoneShort}
                      {phoneTyped && digits && h.phone?.endsWith(digits) ? ` · ${text.onFile}` : ''}
                    </button>
                  </li>
                ))
              ) : (
                <li>{text.noClientFound}</li>
              )}
            </ul>
          )}
          {onFile && (
            <p role="alert" className={styles.warnings}>
              {fill(text.phoneOnFile, { phone: onFile.phone, name: onFile.name })}{' '}
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                onClick={() => edit({ type: 'choose-client', client: onFile })}
              >
                {fill(text.bookForOnFile, { name: onFile.name })}
              </button>
            </p>
          )}
          <p className={styles.subhead}>
            {phoneTyped && !fresh.noPhone
              ? fill(text.newClientWithPhone, { phone: form.query.trim() })
              : text.newClient}
          </p>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={fresh.noPhone}
              onChange={(e) => edit({ type: 'fresh', fresh: { noPhone: e.target.checked } })}
            />
            <span>{text.noPhone}</span>
          </label>
          <div className={styles.row}>
            {!phoneTyped && !fresh.noPhone && (
              <label>
                <span>{text.phone}</span>
                <input
                  type="tel"
                  value={fresh.phone}
                  autoComplete="off"
                  onChange={(e) => edit({ type: 'fresh', fresh: { phone: e.target.value } })}
                />
              </label>
            )}
            <label>
              <span>{text.firstName}</span>
              <input
                value={fresh.firstName}
                onChange={(e) => edit({ type: 'fresh', fresh: { firstName: e.target.value } })}
              />
            </label>
            <label>
              <span>{text.lastName}</span>
              <input
                value={fresh.lastName}
                onChange={(e) => edit({ type: 'fresh', fresh: { lastName: e.target.value } })}
              />
            </label>
            <label>
              <span>{text.sex}</span>
              <select
                value={fresh.sex}
                onChange={(e) => edit({ type: 'fresh', fresh: { sex: e.target.value === 'male' ? 'male' : 'female' } })}
              >
                <option value="female">{text.female}</option>
                <option value="male">{text.male}</option>
              </select>
            </label>
          </div>
        </>
      )}
    </fieldset>
  )
}
