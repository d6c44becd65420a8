'use client'

import type { ReactNode } from 'react'

import { call, type Answer, type CalendarVisit, type DayAnswer } from '../client-api'
import type { CalendarText } from '../text'
import styles from '../calendar.module.css'

import type { Change } from './change'
import { ServiceOptions, StylistOptions } from './options'
import { moveRequest, type VisitAction, type VisitState } from './visit-state'

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
 * A live visit's forms: move it (another day, time or stylist), add a service, save the team's
 * note, cancel it with a reason.
 */
export function VisitForms({
  text,
  day,
  state,
  edit,
  change,
}: {
  text: CalendarText
  day: DayAnswer
  state: VisitState
  edit: (action: VisitAction) => void
  change: Change
}) {
  const { visit, moveTo, service } = state
  const path = `/api/staff/visits/${visit.id}`
  const version = visit.version
  return (
    <>
      <SubForm
        change={change}
        action="move"
        request={(confirm, overlap) =>
          call<{ visit: CalendarVisit }>('PATCH', path, { ...moveRequest(state, confirm), overlap })
        }
        message={text.moved}
      >
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
            <span>{text.time}</span>
            <input
              type="time"
              step={300}
              required
              value={moveTo.time}
              onChange={(e) => edit({ type: 'move-to', moveTo: { time: e.target.value } })}
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
        <button type="submit" className="btn btn--style-primary btn--size-small" disabled={change.busy}>
          {change.confirming('move') ? text.moveAnyway : text.move}
        </button>
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
    </>
  )
}
