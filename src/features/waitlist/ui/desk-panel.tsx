'use client'

import { useCallback, useEffect, useState } from 'react'

import { callApi } from '@/features/booking/client'
import { fill } from '@/platform/i18n/messages'
import { ANY_DATE, useLiveChanges } from '@/platform/live/client'

import type { WaitlistEntryView } from '../contract'
import { waitlistDeskText } from './text'
import styles from './waitlist.module.css'

const time = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(
    new Date(instant),
  )

/** A held offer is looked at again this long after it runs out (the read settles it: the next client's turn). */
const AFTER_OFFER_MS = 1000

/**
 * The front desk's view of one day's waitlist (decision 0046): who waits for that day at the salon,
 * in the order they joined, and "offer a time" by hand — the time is held for the client and texted.
 * Live (decision 0044): read again whenever the salon's stream says that day (or any date) changed —
 * a client joined or left online, an offer was made or booked — and when a shown offer runs out.
 */
export function WaitlistDay({
  language,
  salonId,
  date,
  stylists,
  refresh = 0,
}: {
  language: string
  salonId: string
  date: string
  stylists: { id: string; name: string }[]
  /** Changes when the day changed elsewhere: the list is read again. */
  refresh?: number
}) {
  const t = waitlistDeskText(language)
  const [entries, setEntries] = useState<WaitlistEntryView[] | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const [changes, setChanges] = useState(0)
  useLiveChanges(salonId, (change) => {
    if (!change || change.date === ANY_DATE || change.date === date) setChanges((n) => n + 1)
  })

  const read = useCallback(
    () => callApi<{ entries: WaitlistEntryView[] }>('GET', `/api/staff/waitlist?salon=${salonId}&date=${date}`),
    [salonId, date],
  )
  useEffect(() => {
    let alive = true
    void read().then((answer) => {
      if (alive && answer.ok) setEntries(answer.data.entries)
    })
    return () => {
      alive = false
    }
  }, [read, refresh, changes])

  // The earliest live offer's end: then the list is read again (reading settles it and hands it on).
  const nextEnd = entries?.reduce<number | null>((soonest, e) => {
    const until = e.offer ? Date.parse(e.offer.until) : NaN
    return Number.isFinite(until) && (soonest === null || until < soonest) ? until : soonest
  }, null)
  useEffect(() => {
    if (nextEnd == null) return
    const timer = setTimeout(() => setChanges((n) => n + 1), Math.max(0, nextEnd - Date.now()) + AFTER_OFFER_MS)
    return () => clearTimeout(timer)
  }, [nextEnd])

  const offer = async (id: string, form: HTMLFormElement) => {
    const data = new FormData(form)
    const answer = await callApi('POST', `/api/staff/waitlist/${id}/offer`, {
      employee: String(data.get('employee') ?? ''),
      start: `${date}T${String(data.get('time') ?? '')}`,
    })
    setNote(answer.ok ? t.done : (answer.body.message ?? null))
    const again = await read()
    if (again.ok) setEntries(again.data.entries)
  }

  if (!entries) return null
  return (
    <section className={styles.desk} aria-labelledby="waitlist-day" data-testid="waitlist-day">
      <h2 id="waitlist-day">{t.heading}</h2>
      <p aria-live="polite">{note}</p>
      {entries.length === 0 && <p>{t.none}</p>}
      <ul className={styles.entries}>
        {entries.map((e) => (
          <li key={e.id} className={styles.entry}>
            <p>
              <strong>{e.client?.name || e.client?.phone}</strong> {e.client?.phone} ·{' '}
              {e.services.map((s) => s.title).join(', ')} · {e.employee?.name ?? t.anyStylist} ·{' '}
              {e.part ? t[e.part] : t.wholeDay}
            </p>
            <p>
              {e.offer
                ? fill(t.offered, { start: e.offer.start.slice(11), until: time(e.offer.until) })
                : fill(t.waiting, { joined: e.joinedAt.slice(0, 10) })}
            </p>
            {e.state === 'waiting' && (
              <form
                className={styles.fields}
                aria-label={t.offerAt}
                onSubmit={(event) => {
                  event.preventDefault()
                  void offer(e.id, event.currentTarget)
                }}
              >
                <label>
                  {t.stylist}
                  <select name="employee" defaultValue={e.employee?.id ?? stylists[0]?.id}>
                    {stylists.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {t.time}
                  <input name="time" type="time" step={300} required />
                </label>
                <button type="submit" className={styles.primary}>
                  {t.offer}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

interface Option {
  id: string
  name: string
}

/**
 * The client card's "Add to the waitlist": salon, service, stylist or any, days and part of the day.
 * In the admin's language (the page's `lang`) unless told.
 */
export function AddToWaitlist({ language, clientId }: { language?: string; clientId: string }) {
  const [pageLanguage] = useState(() => (typeof document === 'undefined' ? 'en' : document.documentElement.lang))
  const t = waitlistDeskText(language ?? pageLanguage)
  const [salons, setSalons] = useState<Option[]>([])
  const [salon, setSalon] = useState('')
  const [services, setServices] = useState<Option[]>([])
  const [stylists, setStylists] = useState<Option[]>([])
  const [note, setNote] = useState<string | null>(null)
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })

  useEffect(() => {
    let alive = true
    void callApi<{ id: string; name: string }[]>('GET', '/api/booking/locations').then((r) => {
      if (!alive || !r.ok) return
      setSalons(r.data)
      setSalon(r.data[0]?.id ?? '')
    })
    return () => {
      alive = false
    }
  }, [])
  useEffect(() => {
    if (!salon) return
    let alive = true
    void Promise.all([
      callApi<Option[]>('GET', `/api/booking/services?location=${salon}`),
      callApi<Option[]>('GET', `/api/booking/employees?location=${salon}`),
    ]).then(([s, e]) => {
      if (!alive) return
      setServices(s.ok ? s.data : [])
      setStylists(e.ok ? e.data : [])
    })
    return () => {
      alive = false
    }
  }, [salon])

  const add = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    const value = (name: string) => String(data.get(name) ?? '')
    const answer = await callApi('POST', '/api/staff/waitlist', {
      client: clientId,
      location: salon,
      services: [value('service')],
      employee: value('employee') || null,
      from: value('from'),
      to: value('to') || value('from'),
      part: value('part') || null,
    })
    setNote(answer.ok ? t.added : (answer.body.message ?? null))
  }

  return (
    <form
      className={styles.panel}
      aria-label={t.addHeading}
      onSubmit={(event) => {
        event.preventDefault()
        void add(event.currentTarget)
      }}
    >
      <h3 className={styles.heading}>{t.addHeading}</h3>
      <div className={styles.fields}>
        <label>
          {t.salon}
          <select value={salon} onChange={(e) => setSalon(e.target.value)}>
            {salons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.service}
          <select name="service" required>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.stylist}
          <select name="employee" defaultValue="">
            <option value="">{t.anyStylist}</option>
            {stylists.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.firstDay}
          <input name="from" type="date" min={today} defaultValue={today} required />
        </label>
        <label>
          {t.lastDay}
          <input name="to" type="date" min={today} />
        </label>
        <label>
          {t.part}
          <select name="part" defaultValue="">
            <option value="">{t.wholeDay}</option>
            <option value="morning">{t.morning}</option>
            <option value="afternoon">{t.afternoon}</option>
            <option value="evening">{t.evening}</option>
          </select>
        </label>
      </div>
      <p aria-live="polite">{note}</p>
      <button type="submit" className={styles.primary}>
        {t.add}
      </button>
    </form>
  )
}
