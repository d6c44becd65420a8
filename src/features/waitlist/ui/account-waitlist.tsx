'use client'

import { useCallback, useEffect, useState } from 'react'

import { callApi } from '@/features/booking/client'
import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/messages'

import type { WaitlistEntryView } from '../contract'
import { waitlistText } from './text'
import styles from './waitlist.module.css'

const dateLabel = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))

const timeLabel = (instant: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(instant))

/** The client's waitlist entries in /account/, each live one with Leave. */
export function AccountWaitlist({ locale, onSignedOut }: { locale: Locale; onSignedOut?: () => void }) {
  const t = waitlistText(locale)
  const [entries, setEntries] = useState<WaitlistEntryView[] | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  const read = useCallback(
    () => callApi<{ entries: WaitlistEntryView[] }>('GET', `/api/waitlist?locale=${locale}`),
    [locale],
  )
  const show = useCallback(
    (answer: Awaited<ReturnType<typeof read>>) => {
      if (answer.ok) setEntries(answer.data.entries)
      else if (answer.status === 401) onSignedOut?.()
    },
    [onSignedOut],
  )

  useEffect(() => {
    let alive = true
    void read().then((answer) => {
      if (alive) show(answer)
    })
    return () => {
      alive = false
    }
  }, [read, show])

  const leave = async (id: string) => {
    setBusy(id)
    await callApi('DELETE', `/api/waitlist/${id}?locale=${locale}`)
    setBusy(null)
    show(await read())
  }

  const shown = (entries ?? []).filter((e) => e.state !== 'left')
  return (
    <section className={styles.account} aria-labelledby="account-waitlist">
      <h2 id="account-waitlist">{t.heading}</h2>
      {entries !== null && shown.length === 0 && <p className={styles.intro}>{t.none}</p>}
      <ul className={styles.entries}>
        {shown.map((e) => {
          const days =
            e.from === e.to
              ? dateLabel(e.from, locale)
              : fill(t.days, { from: dateLabel(e.from, locale), to: dateLabel(e.to, locale) })
          const part = e.part ? ` · ${t[e.part]}` : ''
          return (
            <li key={e.id} className={styles.entry} data-entry={e.id}>
              <p>
                <strong>{e.services.map((s) => s.title).join(', ')}</strong>
                {' · '}
                {e.salon.title}
                {' · '}
                {e.employee ? fill(t.with, { name: e.employee.name }) : t.anyStylist}
              </p>
              <p>
                {days}
                {part}
              </p>
              <p className={styles.state}>
                {e.state === 'offered' && e.offer
                  ? fill(t.offered, {
                      start: `${dateLabel(e.offer.start.slice(0, 10), locale)} ${e.offer.start.slice(11)}`,
                      until: timeLabel(e.offer.until, locale),
                    })
                  : t[e.state]}
              </p>
              {(e.state === 'waiting' || e.state === 'offered') && (
                <button type="button" className={styles.link} disabled={busy === e.id} onClick={() => void leave(e.id)}>
                  {t.leave}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
