'use client'

import { useCallback, useReducer, useState } from 'react'

import { call, type CalendarVisit, type DayAnswer } from '../client-api'
import { STATE_TEXT } from '../grid'
import { fill } from '@/platform/i18n/text'
import type { CalendarText } from '../text'
import styles from '../calendar.module.css'

import { useChange } from './change'
import { Modal } from './modal'
import { Failure, Warnings } from './refusal-notes'
import { RebookForm } from './rebook-form'
import { CancelForm, VisitForms } from './visit-forms'
import { VisitMoneySection, type VisitMoney } from './visit-money'
import { asksAgain, deskActions, openVisit, visitReducer, type DeskAction, type VisitAction } from './visit-state'

const actionKey = (a: DeskAction) => (a.kind === 'state' ? `state-${a.state}` : a.kind)

/**
 * A visit as it was when the form opened (every change names that version). When the calendar's
 * refresh brings a newer one — someone else changed it — the form says so and shows it on request.
 */
export function VisitDialog({
  text,
  day,
  latest,
  onDone,
  onClose,
  onClient,
  onCheckout,
  onSale,
  onRebooked,
}: {
  text: CalendarText
  day: DayAnswer
  latest: CalendarVisit
  onDone: (message: string) => void
  onClose: () => void
  onClient: (id: string) => void
  /** Opens the till's checkout of this visit. */
  onCheckout: () => void
  /** Opens the sale that closed it. */
  onSale: (saleId: string) => void
  /** Dates booked again from it: the calendar says so and refreshes (the dialog stays open). */
  onRebooked: (message: string) => void
}) {
  const change = useChange(onDone)
  const [state, dispatch] = useReducer(visitReducer, latest, openVisit)
  const edit = (action: VisitAction) => {
    dispatch(action)
    if (asksAgain(action)) change.reset()
  }
  const { visit } = state
  const stale = latest.version !== visit.version
  const path = `/api/staff/visits/${visit.id}`
  const live = visit.state !== 'cancelled' && visit.state !== 'reserved'
  const title = visit.client ? fill(text.visitOf, { client: visit.client.name || visit.client.phone }) : text.heldVisit
  const stateKey = STATE_TEXT[visit.state === 'reserved' ? 'held' : visit.state]
  const saved = () => text.saved
  const [money, setMoney] = useState<VisitMoney | null>(null)
  // When the dialog opened: whether the visit has started (so it can be checked out) is read against it.
  const [openedAt] = useState(() => Date.now())
  const [rebooking, setRebooking] = useState(false)
  const keepMoney = useCallback((m: VisitMoney | null) => setMoney(m), [])
  const noShowFee = money?.terms?.noShowFee ?? 0
  /** A button that moves the visit to another state (POST …/state) and says `said` of the answer. */
  const stateButton = (
    body: { state: string; chargeFee?: boolean },
    said: (answer: { fee?: { status: string; amount?: number } }) => string,
  ) => ({
    type: 'button' as const,
    disabled: change.busy,
    onClick: () =>
      void change.run(
        'state',
        () =>
          call<{ visit: CalendarVisit; fee?: { status: string; amount?: number } }>('POST', `${path}/state`, {
            version: visit.version,
            ...body,
          }),
        said,
      ),
  })
  /** What the desk is told after a no-show with the fee: charged, covered or outstanding. */
  const feeSaid = (answer: { fee?: { status: string; amount?: number } }) => {
    const fee = answer.fee
    if (fee?.status === 'charged') return fill(text.feeCharged, { amount: `£${((fee.amount ?? 0) / 100).toFixed(2)}` })
    if (fee?.status === 'covered') return text.feeCovered
    if (fee?.status === 'outstanding')
      return fill(text.feeOutstanding, { amount: `£${((fee.amount ?? 0) / 100).toFixed(2)}` })
    return text.saved
  }

  const actions = deskActions(visit, openedAt, noShowFee)
  /** What each of the visit's action buttons says and does. */
  const actionButton = (a: DeskAction) => {
    switch (a.kind) {
      case 'check-out':
        return { type: 'button' as const, onClick: onCheckout, children: text.checkOut }
      case 'open-sale':
        return { type: 'button' as const, onClick: () => onSale(a.saleId), children: text.openSale }
      case 'state':
        return { ...stateButton({ state: a.state }, saved), children: text[a.label] }
      case 'no-show-fee':
        return {
          ...stateButton({ state: 'no-show', chargeFee: true }, feeSaid),
          children: fill(text.markNoShowFee, { fee: `£${noShowFee.toFixed(2)}` }),
        }
      case 'undo-cancel':
        return { ...stateButton({ state: 'planned' }, () => text.cancelUndone), children: text.undoCancel }
      case 'rebook':
        return {
          type: 'button' as const,
          'aria-expanded': rebooking,
          onClick: () => setRebooking(!rebooking),
          children: text.rebookTitle,
        }
      case 'client-card':
        return { type: 'button' as const, onClick: () => onClient(a.clientId), children: text.openClientCard }
    }
  }
  // What a move was refused for shows under the move form, where the time was tapped.
  const moveRefused = Boolean(change.failure?.action.startsWith('move'))
  const notes = (
    <>
      <Warnings text={text} warnings={change.failure?.warnings} />
      <Failure text={text} answer={change.failure} />
    </>
  )

  return (
    <Modal title={title} onClose={onClose}>
      <div className={styles.form}>
        {stale && (
          <div role="alert" className={styles.warnings}>
            <p>{text.changedMeanwhile}</p>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              onClick={() => edit({ type: 'show-latest', latest })}
            >
              {text.showLatest}
            </button>
          </div>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>{text.when}</dt>
            <dd>
              {visit.date}, {visit.start}–{visit.end}
            </dd>
          </div>
          <div>
            <dt>{text.state}</dt>
            <dd data-testid="visit-state">
              {text[stateKey]} · {visit.source === 'front-desk' ? text.sourceDesk : text.sourceOnline}
            </dd>
          </div>
          {visit.client && (
            <div>
              <dt>{text.client}</dt>
              <dd>
                {visit.client.name} {visit.client.phone}
              </dd>
            </div>
          )}
          <div>
            <dt>{text.services}</dt>
            <dd>
              <ul className={styles.chosenServices}>
                {visit.items.map((i) => (
                  <li key={i.id}>
                    {i.start} {i.service} · {i.stylist}
                    {i.price != null ? ` · £${i.price}` : ''}
                    {live && visit.items.length > 1 && (
                      <button
                        type="button"
                        className={styles.link}
                        aria-label={fill(text.removeService, { service: i.service })}
                        onClick={() =>
                          void change.run(
                            'remove',
                            () =>
                              call<{ visit: CalendarVisit }>(
                                'DELETE',
                                `${path}/services/${encodeURIComponent(i.id)}?version=${encodeURIComponent(visit.version)}`,
                              ),
                            saved,
                          )
                        }
                      >
                        ×
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>{text.total}</dt>
            <dd>£{visit.total}</dd>
          </div>
          {visit.cancelReason && (
            <div>
              <dt>{text.reason}</dt>
              <dd>{visit.cancelReason}</dd>
            </div>
          )}
        </dl>

        <div className={styles.actions} role="group" aria-label={text.visitActions}>
          {actions.main.map((a, k) => (
            <button
              key={actionKey(a)}
              {...actionButton(a)}
              className={`btn btn--size-small ${k === 0 ? 'btn--style-primary' : 'btn--style-secondary'}`}
            />
          ))}
        </div>
        {rebooking && visit.client && <RebookForm text={text} visitId={visit.id} onBooked={onRebooked} />}
        <VisitMoneySection text={text} visitId={visit.id} version={latest.version} onMoney={keepMoney} />
        {!moveRefused && notes}

        {live && (
          <VisitForms text={text} day={day} state={state} edit={edit} change={change} notes={moveRefused && notes} />
        )}
        {(live || actions.danger.length > 0) && (
          <section className={styles.dangerZone} aria-labelledby={`${visit.id}-danger`}>
            <h3 id={`${visit.id}-danger`}>{text.notGoingAhead}</h3>
            {actions.danger.length > 0 && (
              <div className={styles.actions} role="group" aria-label={text.notGoingAhead}>
                {actions.danger.map((a) => (
                  <button key={actionKey(a)} {...actionButton(a)} className={`btn btn--size-small ${styles.danger}`} />
                ))}
              </div>
            )}
            {live && <CancelForm text={text} state={state} edit={edit} change={change} />}
          </section>
        )}
      </div>
    </Modal>
  )
}
