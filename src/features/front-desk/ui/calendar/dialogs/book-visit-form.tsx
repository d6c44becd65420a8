'use client'

import type { FormEvent, ReactNode } from 'react'

import type { DayAnswer } from '../client-api'
import { fill } from '@/platform/i18n/text'
import styles from '../calendar.module.css'

import { bookingOptions, offeredTimes, type BookFormProps } from './book-state'
import type { Change } from './change'
import { ClientPicker } from './client-picker'
import { ServicePicker } from './service-picker'
import { Failure, Warnings } from './refusal-notes'

/** The new-booking dialog's "Book a visit" tab: client, services, stylist, day and start, and a note. */
export function BookVisitForm({
  text,
  form,
  edit,
  change,
  stylistAndDate,
  day,
  stylistName,
  freeKey,
  onSubmit,
}: BookFormProps & {
  change: Change
  stylistAndDate: ReactNode
  day: DayAnswer
  stylistName: string
  freeKey: string
  onSubmit: (event: FormEvent) => void
}) {
  const servicesById = new Map(day.services.map((s) => [s.id, s]))
  const offered = offeredTimes(form, freeKey)
  return (
    <form onSubmit={onSubmit} className={styles.form}>
      <div className={`${styles.form} ${styles.formBody}`}>
        <ClientPicker text={text} form={form} edit={edit} onFile={change.failure?.onFile} />
        <fieldset>
          <legend>{text.services}</legend>
          {form.services.length > 0 && (
            <ul className={styles.chosenServices}>
              {form.services.map((id, i) => (
                <li key={`${id}-${i}`}>
                  {servicesById.get(id)?.title} · {fill(text.minutes, { count: servicesById.get(id)?.duration ?? 0 })}
                  {servicesById.get(id)?.options.length ? (
                    <select
                      aria-label={fill(text.serviceOption, { service: servicesById.get(id)?.title ?? '' })}
                      value={bookingOptions(form, servicesById)[i] ?? ''}
                      onChange={(e) => edit({ type: 'option', index: i, option: e.target.value })}
                    >
                      {servicesById.get(id)!.options.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.name} · {fill(text.minutes, { count: o.duration })} · £{o.price}
                        </option>
                      ))}
                    </select>
                  ) : null}
                  <button
                    type="button"
                    className={styles.link}
                    aria-label={fill(text.removeService, { service: servicesById.get(id)?.title ?? '' })}
                    onClick={() => edit({ type: 'remove-service', index: i })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <ServicePicker text={text} services={day.services} onAdd={(service) => edit({ type: 'add', service })} />
        </fieldset>
        {stylistAndDate}
        <label>
          <span>{text.time}</span>
          <input
            type="time"
            step={300}
            value={form.time}
            required
            onChange={(e) => edit({ type: 'time', time: e.target.value })}
          />
        </label>
        {offered && (
          <div className={styles.offered}>
            <p id="offered-times">{fill(text.offeredTimes, { stylist: stylistName })}</p>
            {offered.length ? (
              <div role="group" aria-labelledby="offered-times" className={styles.chips}>
                {offered.map((t) => (
                  <button
                    key={t}
                    type="button"
                    aria-pressed={t === form.time}
                    onClick={() => edit({ type: 'time', time: t })}
                  >
                    {t}
                  </button>
                ))}
              </div>
            ) : (
              <p>{text.noOfferedTimes}</p>
            )}
          </div>
        )}
        <label>
          <span>{text.note}</span>
          <textarea value={form.note} rows={2} onChange={(e) => edit({ type: 'note', note: e.target.value })} />
        </label>
      </div>
      {/* The fields scroll; the answer and Book stay in view below them, however long the form grows. */}
      <div className={styles.formFoot}>
        <Warnings text={text} warnings={change.failure?.warnings} />
        <Failure text={text} answer={change.failure} />
        <button type="submit" className="btn btn--style-primary" disabled={change.busy || !form.services.length}>
          {change.confirming('book') ? text.bookAnyway : text.book}
        </button>
      </div>
    </form>
  )
}
