'use client'

import { fill } from '@/platform/i18n/text'
import styles from '../calendar.module.css'

import { clientHits, type BookFormProps } from './book-state'

/** The booking's client: one found by phone or name, or a new one entered here. */
export function ClientPicker({ text, form, edit }: BookFormProps) {
  const { client, fresh } = form
  const hits = clientHits(form)
  return (
    <fieldset>
      <legend>{text.client}</legend>
      {client ? (
        <p className={styles.chosen}>
          {fill(text.chosenClient, { name: client.name ? `${client.name}, ${client.phone}` : client.phone })}{' '}
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
            />
          </label>
          {hits && (
            <ul className={styles.hits} aria-live="polite">
              {hits.length ? (
                hits.map((h) => (
                  <li key={h.id}>
                    <button type="button" onClick={() => edit({ type: 'choose-client', client: h })}>
                      {h.name || '—'} · {h.phone}
                    </button>
                  </li>
                ))
              ) : (
                <li>{text.noClientFound}</li>
              )}
            </ul>
          )}
          <p className={styles.subhead}>{text.newClient}</p>
          <div className={styles.row}>
            <label>
              <span>{text.phone}</span>
              <input
                type="tel"
                value={fresh.phone}
                autoComplete="off"
                onChange={(e) => edit({ type: 'fresh', fresh: { phone: e.target.value } })}
              />
            </label>
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
