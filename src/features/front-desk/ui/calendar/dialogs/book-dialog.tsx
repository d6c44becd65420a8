'use client'

import { useEffect, useReducer, type FormEvent, type ReactNode } from 'react'

import { call, type CalendarVisit, type ClientHit, type DayAnswer } from '../client-api'
import { fill } from '@/platform/i18n/text'
import type { CalendarText } from '../text'
import styles from '../calendar.module.css'

import { BlockTimeForm } from './block-time-form'
import {
  asksAgain,
  bookingClient,
  bookingOptions,
  bookReducer,
  clientQuery,
  freeTimeKey,
  openBook,
  type BookAction,
  type SlotChoice,
} from './book-state'
import { BookVisitForm } from './book-visit-form'
import { useChange } from './change'
import { Modal } from './modal'
import { StylistOptions } from './options'

export type { SlotChoice }

/** Booking a visit (or blocking time) from an empty time of the grid. */
export function BookDialog({
  text,
  day,
  slot,
  onDone,
  onClose,
}: {
  text: CalendarText
  day: DayAnswer
  slot: SlotChoice
  onDone: (message: string) => void
  onClose: () => void
}) {
  const [form, dispatch] = useReducer(bookReducer, slot, openBook)
  const change = useChange(onDone)
  const edit = (action: BookAction) => {
    dispatch(action)
    if (asksAgain(action)) change.reset()
  }
  const stylistName = day.stylists.find((s) => s.id === form.employee)?.name ?? ''

  // Clients matching what is typed (after a short pause); shown only for the text they answer.
  const q = clientQuery(form)
  useEffect(() => {
    if (q.length < 2) return
    const timer = setTimeout(async () => {
      const r = await call<{ clients: ClientHit[] }>('GET', `/api/staff/clients?q=${encodeURIComponent(q)}`)
      dispatch({ type: 'found', q, clients: r.ok ? r.clients : [] })
    }, 250)
    return () => clearTimeout(timer)
  }, [q])

  // The engine's free times for the chosen stylist, services and day; shown only for that choice.
  const freeKey = freeTimeKey(form, day.salon?.id)
  useEffect(() => {
    if (!freeKey) return
    let live = true
    void call<{ times: string[] }>('GET', `/api/staff/free-time?${freeKey}`).then((r) => {
      if (live) dispatch({ type: 'free', key: freeKey, times: r.ok ? r.times : [] })
    })
    return () => {
      live = false
    }
  }, [freeKey])

  function submitBooking(event: FormEvent) {
    event.preventDefault()
    void change.run(
      'book',
      (confirm, overlap) =>
        call<{ visit: CalendarVisit }>('POST', '/api/staff/visits', {
          salon: day.salon!.id,
          start: `${form.date}T${form.time}`,
          employee: form.employee,
          services: form.services,
          options: bookingOptions(form, new Map(day.services.map((s) => [s.id, s]))),
          client: bookingClient(form),
          note: form.note || undefined,
          confirm,
          overlap,
        }),
      (r) => fill(text.booked, { client: r.visit.client?.name || r.visit.client?.phone || '', time: r.visit.start }),
    )
  }

  function submitBlock(event: FormEvent) {
    event.preventDefault()
    const { block } = form
    void change.run(
      'block',
      () =>
        call<{ block: { id: string } }>('POST', '/api/staff/time-blocks', {
          salon: day.salon!.id,
          employee: form.employee,
          date: form.date,
          start: block.start,
          end: block.end,
          repeatWeekly: block.repeatWeekly,
          until: block.repeatWeekly && block.until ? block.until : undefined,
          reason: block.reason,
        }),
      () => fill(text.blockedSaved, { stylist: stylistName, start: block.start, end: block.end }),
    )
  }

  const stylistAndDate: ReactNode = (
    <div className={styles.row}>
      <label>
        <span>{text.stylist}</span>
        <select value={form.employee} onChange={(e) => edit({ type: 'employee', employee: e.target.value })}>
          <StylistOptions stylists={day.stylists} />
        </select>
      </label>
      <label>
        <span>{text.date}</span>
        <input type="date" value={form.date} required onChange={(e) => edit({ type: 'date', date: e.target.value })} />
      </label>
    </div>
  )

  const parts = { text, form, edit, change, stylistAndDate }
  return (
    <Modal title={text.newBooking} onClose={onClose}>
      <div className={styles.tabs} role="group" aria-label={text.newBooking}>
        <button type="button" aria-pressed={form.mode === 'book'} onClick={() => edit({ type: 'mode', mode: 'book' })}>
          {text.bookTab}
        </button>
        <button
          type="button"
          aria-pressed={form.mode === 'block'}
          onClick={() => edit({ type: 'mode', mode: 'block' })}
        >
          {text.blockTab}
        </button>
      </div>
      {form.mode === 'book' ? (
        <BookVisitForm {...parts} day={day} stylistName={stylistName} freeKey={freeKey} onSubmit={submitBooking} />
      ) : (
        <BlockTimeForm {...parts} onSubmit={submitBlock} />
      )}
    </Modal>
  )
}
