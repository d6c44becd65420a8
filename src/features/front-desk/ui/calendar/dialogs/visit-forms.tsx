'use client'

import type { ReactNode } from 'react'

import { call, type Answer, type CalendarVisit, type DayAnswer } from '../client-api'
import type { CalendarText } from '../text'
import styles from '../calendar.module.css'

import type { Change } from './change'
import { fill } from '@/platform/i18n/text'

import { ServiceOptions, StylistOptions } from './options'
import { TimeChips, useFreeTimes } from './time-chips'
import { moveAction, moveFreeKey, moveRequest, type MoveFields, type VisitAction, type VisitState } from './visit-state'

/** One of a visit's forms: sending it runs its change (when `ready`), which says `message` when done. */
function SubForm({
  change,
  action,
  ready = true,
  request,
  message,
  children,
}: {
  change: Change
  action: string
  ready?: boolean
  request: (confirm: boolean, overlap?: string[]) => Promise<Answer<{ visit: CalendarVisit }>>
  message: string
  children: ReactNode
}) {
  return (
    <form
      className={styles.subform}
      onSubmit={(e) => {
        e.preventDefault()
        if (ready) void change.run(action, request, () => message)
      }}
    >
      {children}
    </form>
  )
}

/**
 * A live visit's forms: move it (another day, time or stylist: a tap on one of the engine's free
 * times moves it there, or a typed time), add a service, save the team's note. `notes` (what the
 * last move was refused for) shows under the move form, where the tap was.
 */
export function VisitForms({
  text,
  day,
  state,
  edit,
  change,
  notes,
}: {
  text: CalendarText
  day: DayAnswer
  state: VisitState
  edit: (action: VisitAction) => void
  change: Change
  notes: ReactNode
}) {
  const { visit, moveTo, service } = state
  const path = `/api/staff/visits/${visit.id}`
  const version = visit.version
  const sendMove = (to: MoveFields) => (confirm: boolean, overlap?: string[]) =>
    call<{ visit: CalendarVisit }>('PATCH', path, { ...moveRequest({ ...state, moveTo: to }, confirm), overlap })
  const free = useFreeTimes(moveFreeKey(state, day.salon?.id))
  const stylist = day.stylists.find((s) => s.id === moveTo.employee)?.name ?? ''
  /** A tap on a free time moves the visit there; a time whose warning is showing waits for "Move anyway". */
  const tap = (time: string) => {
    const to = { ...moveTo, time }
    if (change.confirming(moveAction(to))) return
    edit({ type: 'move-to', moveTo: { time } })
    void change.run(moveAction(to), sendMove(to), () => text.moved)
  }
  return (
    <>
      <SubForm change={change} action={moveAction(moveTo)} request={sendMove(moveTo)} message={text.moved}>
        <h3>{text.moveTo}</h3>
        <div className={styles.row}>
          <label>
            <span>{text.date}</span>
            <input
              type="date"
              required
              value={moveTo.date}
              onChange={(e) => edit({ type: 'move-to', moveTo: { date: e.target.value } })}
            />
          </label>
          <label>
            <span>{text.stylist}</span>
            <select
              value={moveTo.employee}
              onChange={(e) => edit({ type: 'move-to', moveTo: { employee: e.target.value } })}
            >
              <StylistOptions stylists={day.stylists} />
            </select>
          </label>
        </div>
        {free && (
          <TimeChips
            label={fill(text.moveTimes, { stylist })}
            empty={fill(text.noMoveTimes, { stylist })}
            times={free}
            chosen={moveTo.time}
            disabled={change.busy}
            onChoose={tap}
          />
        )}
        <div className={styles.row}>
          <label>
            <span>{text.moveTime}</span>
            <input
              type="time"
              step={300}
              required
              value={moveTo.time}
              onChange={(e) => edit({ type: 'move-to', moveTo: { time: e.target.value } })}
            />
          </label>
        </div>
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={change.busy}>
          {change.confirming(moveAction(moveTo)) ? text.moveAnyway : text.move}
        </button>
        {notes}
      </SubForm>

      <SubForm
        change={change}
        action="add"
        ready={Boolean(service)}
        request={(confirm, overlap) =>
          call<{ visit: CalendarVisit }>('POST', `${path}/services`, { version, service, confirm, overlap })
        }
        message={text.saved}
      >
        <h3>{text.addService}</h3>
        <div className={styles.row}>
          <label>
            <span>{text.services}</span>
            <select value={service} onChange={(e) => edit({ type: 'service', service: e.target.value })}>
              <ServiceOptions text={text} services={day.services} />
            </select>
          </label>
        </div>
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={change.busy || !service}>
          {change.confirming('add') ? text.addAnyway : text.add}
        </button>
      </SubForm>

      <SubForm
        change={change}
        action="note"
        request={() => call<{ visit: CalendarVisit }>('PATCH', path, { version, note: state.note })}
        message={text.saved}
      >
        <label>
          <span>{text.note}</span>
          <textarea rows={2} value={state.note} onChange={(e) => edit({ type: 'note', note: e.target.value })} />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={change.busy}>
          {text.saveNote}
        </button>
      </SubForm>
    </>
  )
}

/** Cancelling the visit, with the reason the client is texted. */
export function CancelForm({
  text,
  state,
  edit,
  change,
}: {
  text: CalendarText
  state: VisitState
  edit: (action: VisitAction) => void
  change: Change
}) {
  const path = `/api/staff/visits/${state.visit.id}`
  const version = state.visit.version
  return (
    <SubForm
      change={change}
      action="cancel"
      request={() => call<{ visit: CalendarVisit }>('POST', `${path}/cancel`, { version, reason: state.reason })}
      message={text.cancelled}
    >
      <label>
        <span>{text.cancelReason}</span>
        <input
          value={state.reason}
          required
          maxLength={500}
          onChange={(e) => edit({ type: 'reason', reason: e.target.value })}
        />
      </label>
      <button type="submit" className={`btn btn--size-small ${styles.danger}`} disabled={change.busy}>
        {text.cancelVisit}
      </button>
    </SubForm>
  )
}
