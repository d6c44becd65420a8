'use client'

import { useEffect, useState } from 'react'

import { bookingApi, type Location } from '../../client/api-client'
import { addDays, dateRange, dayLabel, localToday, mergeFreeTime } from '../../client/slots'
import type { Locale } from '@/platform/i18n/locales'
import { bookingMessages } from '@/platform/i18n/booking-messages'
import { fill } from '@/platform/i18n/messages'
import { JoinWaitlist } from '@/features/waitlist/ui'

import { StepHeading, StepNav } from './step-parts'
import styles from './widget.module.css'

/** Dates shown (and asked for) at a time. */
const WINDOW_DAYS = 14

/** "Times are London time." for Europe/London, else the zone's city. */
export function zoneNote(timeZone: string, locale: Locale): string {
  const t = bookingMessages(locale)
  if (timeZone === 'Europe/London') return t.bookLondonTime
  return fill(t.bookZoneTime, { zone: (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ') })
}

/**
 * Date and time: two weeks of dates from the salon's today, the free starts of the chosen day
 * (salon wall-clock, whatever times the engine offers) and Continue, which holds the time. `refresh` changes
 * when the times must be read again (a time was taken meanwhile, a hold ran out).
 */
export function TimeStep({
  locale,
  salon,
  services,
  options = [],
  employee,
  refresh,
  busy,
  onError,
  onBack,
  onHold,
  onPick,
}: {
  locale: Locale
  salon: Location
  services: string[]
  /** The option chosen of each service, by position (null: none). */
  options?: (string | null)[]
  employee: string | null
  refresh: number
  busy: boolean
  onError: (error: unknown) => void
  onBack: () => void
  onHold: (start: string) => void
  /** The start picked so far (YYYY-MM-DDTHH:mm), or null: for the visit's summary. */
  onPick?: (start: string | null) => void
}) {
  const t = bookingMessages(locale)
  const [today] = useState(() => localToday(new Date(), salon.timezone))
  const [from, setFrom] = useState(today)
  // The answer and the request it answers: while they differ, the times are loading.
  const [loaded, setLoaded] = useState<{ key: string; times: Record<string, string[]> } | null>(null)
  const [date, setDate] = useState<string | null>(null)
  const [time, setTime] = useState<string | null>(null)
  const serviceKey = services.join(',')
  const optionKey = options.join(',')
  const key = [salon.id, serviceKey, optionKey, employee, from, refresh].join('|')

  useEffect(() => {
    let alive = true
    bookingApi
      .freeTime(
        salon.id,
        serviceKey.split(','),
        from,
        addDays(from, WINDOW_DAYS - 1),
        employee,
        optionKey.split(',').map((o) => o || null),
      )
      .then((answer) => {
        if (!alive) return
        const merged = mergeFreeTime(answer, employee)
        setLoaded({ key, times: merged })
        setDate((current) => (current && merged[current] ? current : (Object.keys(merged)[0] ?? null)))
        setTime(null)
      })
      .catch((error: unknown) => {
        if (!alive) return
        setLoaded({ key, times: {} })
        onError(error)
      })
    return () => {
      alive = false
    }
  }, [key, salon.id, serviceKey, optionKey, employee, from, onError])

  useEffect(() => onPick?.(date && time ? `${date}T${time}` : null), [date, time, onPick])

  const times = loaded?.key === key ? loaded.times : null
  const dates = dateRange(from, WINDOW_DAYS)
  const dayTimes = (date && times?.[date]) || []
  const anyTimes = times && Object.keys(times).length > 0

  return (
    <section>
      <StepHeading>{t.bookTimeHeading}</StepHeading>
      <p className={styles.zone}>{zoneNote(salon.timezone, locale)}</p>
      <div className={styles.pager}>
        <button
          type="button"
          className={styles.back}
          disabled={from <= today}
          onClick={() => setFrom(addDays(from, -WINDOW_DAYS) < today ? today : addDays(from, -WINDOW_DAYS))}
        >
          {t.bookEarlier}
        </button>
        <button type="button" className={styles.back} onClick={() => setFrom(addDays(from, WINDOW_DAYS))}>
          {t.bookLater}
        </button>
      </div>
      {times === null ? (
        <p className={styles.muted}>{t.bookLoading}</p>
      ) : (
        <>
          <ul className={styles.dates} aria-label={t.bookDates}>
            {dates.map((d) => {
              const label = dayLabel(d, locale)
              return (
                <li key={d}>
                  <button
                    type="button"
                    className={styles.date}
                    aria-pressed={d === date}
                    aria-label={label.full}
                    data-date={d}
                    disabled={!times[d]}
                    onClick={() => {
                      setDate(d)
                      setTime(null)
                    }}
                  >
                    <span aria-hidden="true">{label.weekday}</span>
                    <strong aria-hidden="true">{label.day}</strong>
                    <span aria-hidden="true">{label.month}</span>
                  </button>
                </li>
              )
            })}
          </ul>
          {!anyTimes ? (
            <p className={styles.notice}>{t.bookNoTimes}</p>
          ) : date && dayTimes.length > 0 ? (
            <>
              <h3 className={styles.subheading}>{fill(t.bookTimesOn, { date: dayLabel(date, locale).full })}</h3>
              <ul className={styles.times}>
                {dayTimes.map((slot) => (
                  <li key={slot}>
                    <button
                      type="button"
                      className={styles.time}
                      aria-pressed={slot === time}
                      onClick={() => setTime(slot)}
                    >
                      {slot}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={styles.notice}>{t.bookNoTimesDay}</p>
          )}
        </>
      )}
      {times !== null && (
        // No time that suits: the waitlist for these services, from the day shown (decision 0046).
        <JoinWaitlist
          key={date ?? from}
          locale={locale}
          salonId={salon.id}
          services={services}
          employee={employee}
          date={date ?? from}
          today={today}
        />
      )}
      <StepNav
        locale={locale}
        onBack={onBack}
        next={t.bookHoldTime}
        onNext={() => date && time && onHold(`${date}T${time}`)}
        nextDisabled={busy || !date || !time}
      />
    </section>
  )
}
