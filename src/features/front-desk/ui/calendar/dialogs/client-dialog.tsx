'use client'

import { useEffect, useReducer, useRef, useState } from 'react'

import { ClientMoneyLine } from './visit-money'

import { call, type ClientCardAnswer } from '../client-api'
import { STATE_TEXT } from '../grid'
import { fill } from '@/platform/i18n/text'
import { oneReadAtATime, useLiveRefresh } from '@/platform/live/client'
import type { CalendarText } from '../text'
import styles from '../calendar.module.css'

import { CARD_LOADING, clientCardReducer } from './client-card-state'
import { Modal } from './modal'
import { AddToWaitlist } from '@/features/waitlist/ui'
import { Failure } from './refusal-notes'

interface Details {
  firstName: string
  lastName: string
  phone: string
  email: string
}

/** The client card: contact, no-shows, staff notes, the online-booking switch and the visits. */
export function ClientDialog({
  text,
  clientId,
  onClose,
}: {
  text: CalendarText
  clientId: string
  onClose: () => void
}) {
  const [{ card, failure, notes, status }, dispatch] = useReducer(clientCardReducer, CARD_LOADING)

  // Read again whenever the diary changes anywhere the calendar hears (a visit booked, a name edited …):
  // one read at a time, and one more after it for whatever was heard meanwhile.
  const shown = useRef(clientId)
  const read = useRef<(() => Promise<void>) | null>(null)
  useEffect(() => {
    shown.current = clientId
    read.current ??= oneReadAtATime(async () => {
      const id = shown.current
      const r = await call<ClientCardAnswer>('GET', `/api/staff/clients/${id}`)
      if (id !== shown.current) return
      if (r.ok) dispatch({ type: 'loaded', card: r })
      else dispatch({ type: 'refused', failure: r })
    })
    void read.current()
  }, [clientId])
  useLiveRefresh(() => void read.current?.())

  const [details, setDetails] = useState<Details | null>(null)

  async function save(patch: Partial<Details> & { staffNotes?: string; forbiddenOnlineBooking?: boolean }) {
    const r = await call<{ client: Partial<ClientCardAnswer['client']> }>(
      'PATCH',
      `/api/staff/clients/${clientId}`,
      patch,
    )
    if (!r.ok) {
      dispatch({ type: 'refused', failure: r })
      return false
    }
    dispatch({ type: 'saved', client: r.client, status: text.saved })
    return true
  }

  const list = (visits: ClientCardAnswer['past']) =>
    visits.length ? (
      <ul className={styles.history}>
        {visits.map((v) => (
          <li key={v.id}>
            <strong>
              {v.date} {v.start}
            </strong>{' '}
            {v.salon} · {v.items.map((i) => `${i.service} (${i.stylist})`).join(', ')} · £{v.total} ·{' '}
            {text[STATE_TEXT[v.state === 'reserved' ? 'held' : v.state]]}
            {v.paid > 0 ? ` · ${fill(text.paid, { amount: v.paid })}` : ''}
          </li>
        ))}
      </ul>
    ) : (
      <p>{text.none}</p>
    )

  return (
    <Modal title={text.clientCard} onClose={onClose}>
      <div className={styles.form}>
        <Failure text={text} answer={failure} />
        {card && (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>{text.client}</dt>
                <dd>{[card.client.firstName, card.client.lastName].filter(Boolean).join(' ') || '—'}</dd>
              </div>
              <div>
                <dt>{text.phone}</dt>
                <dd>{card.client.phone || '—'}</dd>
              </div>
              <div>
                <dt>{text.email}</dt>
                <dd>{card.client.email || '—'}</dd>
              </div>
              <div>
                <dt>{text.noShows}</dt>
                <dd data-testid="no-shows">{card.noShows}</dd>
              </div>
              <ClientMoneyLine text={text} clientId={clientId} />
            </dl>
            {details ? (
              <form
                className={styles.subform}
                onSubmit={(e) => {
                  e.preventDefault()
                  void save(details).then((ok) => ok && setDetails(null))
                }}
              >
                <div className={styles.row}>
                  {(['firstName', 'lastName', 'phone', 'email'] as const).map((field) => (
                    <label key={field}>
                      <span>{text[field]}</span>
                      <input
                        type={field === 'phone' ? 'tel' : field === 'email' ? 'email' : 'text'}
                        value={details[field]}
                        onChange={(e) => setDetails({ ...details, [field]: e.target.value })}
                      />
                    </label>
                  ))}
                </div>
                <button type="submit" className="btn btn--style-primary btn--size-small">
                  {text.saveDetails}
                </button>
              </form>
            ) : (
              <button
                type="button"
                className={styles.link}
                onClick={() => {
                  const { firstName, lastName, phone, email } = card.client
                  setDetails({ firstName, lastName, phone, email })
                }}
              >
                {text.editDetails}
              </button>
            )}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={card.client.forbiddenOnlineBooking}
                onChange={(e) => void save({ forbiddenOnlineBooking: e.target.checked })}
              />
              <span>{text.noOnlineBooking}</span>
            </label>
            <form
              className={styles.subform}
              onSubmit={(e) => {
                e.preventDefault()
                void save({ staffNotes: notes })
              }}
            >
              <label>
                <span>{text.staffNotes}</span>
                <textarea
                  rows={3}
                  value={notes}
                  maxLength={2000}
                  onChange={(e) => dispatch({ type: 'notes', notes: e.target.value })}
                />
              </label>
              <button type="submit" className="btn btn--style-secondary btn--size-small">
                {text.saveNotes}
              </button>
              <span role="status" className={styles.muted}>
                {status}
              </span>
            </form>
            <h3>{text.upcoming}</h3>
            {list(card.upcoming)}
            <h3>{text.past}</h3>
            {list(card.past)}
            <AddToWaitlist clientId={clientId} />
          </>
        )}
      </div>
    </Modal>
  )
}
