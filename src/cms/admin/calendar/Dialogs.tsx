'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import {
  call,
  type Answer,
  type CalendarVisit,
  type ClientCardAnswer,
  type ClientHit,
  type DayAnswer,
  type Warning,
  failureText,
  warningText,
} from './client-api'
import { STATE_TEXT, toMinutes, toTime } from './Grid'
import { fill, type CalendarText } from './text'
import styles from './calendar.module.css'

/** A modal dialog (the browser's own: focus kept inside, Escape closes, focus returns after). */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={id} onClose={onClose}>
      <header className={styles.dialogHead}>
        <h2 id={id}>{title}</h2>
        <button type="button" className={styles.closeButton} onClick={() => ref.current?.close()}>
          ×<span className={styles.srOnly}> close</span>
        </button>
      </header>
      {children}
    </dialog>
  )
}

function Failure({ text, answer }: { text: CalendarText; answer: Extract<Answer<object>, { ok: false }> | null }) {
  if (!answer || answer.warnings?.length) return null
  return (
    <p role="alert" className={styles.error}>
      {failureText(text, answer)}
    </p>
  )
}

function Warnings({ text, warnings }: { text: CalendarText; warnings: Warning[] | undefined }) {
  if (!warnings?.length) return null
  return (
    <div role="alert" className={styles.warnings}>
      <strong>{text.confirmTitle}</strong>
      <ul>
        {warnings.map((w) => (
          <li key={w.message}>{warningText(text, w)}</li>
        ))}
      </ul>
    </div>
  )
}

type Failed = Extract<Answer<object>, { ok: false }>

/**
 * Runs a change. A refusal that needs confirmation is kept with the action it answered, so the
 * next press of that action confirms it (any edit of the form asks again).
 */
function useChange(onDone: (message: string) => void) {
  const [failure, setFailure] = useState<(Failed & { action: string }) | null>(null)
  const [busy, setBusy] = useState(false)
  const confirming = (action: string) => Boolean(failure?.warnings?.length && failure.action === action)
  async function run<T>(action: string, request: (confirm: boolean) => Promise<Answer<T>>, message: (ok: T) => string) {
    setBusy(true)
    const answer = await request(confirming(action))
    setBusy(false)
    if (answer.ok) {
      setFailure(null)
      onDone(message(answer))
    } else setFailure({ ...answer, action })
  }
  return { failure, busy, run, confirming, reset: () => setFailure(null) }
}

// ── Booking (and blocking) from an empty time ──

export interface SlotChoice {
  employeeId: string
  date: string
  time: string
}

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
  const [mode, setMode] = useState<'book' | 'block'>('book')
  const [employee, setEmployee] = useState(slot.employeeId)
  const [date, setDate] = useState(slot.date)
  const [time, setTime] = useState(slot.time)
  const [services, setServices] = useState<string[]>([])
  const [picked, setPicked] = useState('')
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<{ q: string; clients: ClientHit[] } | null>(null)
  const [client, setClient] = useState<ClientHit | null>(null)
  const [fresh, setFresh] = useState({ phone: '', firstName: '', lastName: '', sex: 'female' as 'female' | 'male' })
  const [note, setNote] = useState('')
  const [free, setFree] = useState<{ key: string; times: string[] } | null>(null)
  const [block, setBlock] = useState({
    start: slot.time,
    end: toTime(Math.min(1439, toMinutes(slot.time) + 60)),
    repeatWeekly: false,
    until: '',
    reason: '',
  })
  const change = useChange(onDone)
  const stylistName = day.stylists.find((s) => s.id === employee)?.name ?? ''

  // Clients matching what is typed (after a short pause); shown only for the text they answer.
  const q = query.trim()
  useEffect(() => {
    if (q.length < 2) return
    const timer = setTimeout(async () => {
      const r = await call<{ clients: ClientHit[] }>('GET', `/api/staff/clients?q=${encodeURIComponent(q)}`)
      setFound({ q, clients: r.ok ? r.clients : [] })
    }, 250)
    return () => clearTimeout(timer)
  }, [q])
  const hits = q.length >= 2 && found?.q === q ? found.clients : null

  // The engine's free times for the chosen stylist, services and day; shown only for that choice.
  const freeKey =
    services.length && day.salon
      ? new URLSearchParams({ salon: day.salon.id, employee, services: services.join(','), date }).toString()
      : ''
  useEffect(() => {
    if (!freeKey) return
    let live = true
    void call<{ times: string[] }>('GET', `/api/staff/free-time?${freeKey}`).then((r) => {
      if (live) setFree({ key: freeKey, times: r.ok ? r.times : [] })
    })
    return () => {
      live = false
    }
  }, [freeKey])
  const offered = freeKey && free?.key === freeKey ? free.times : null

  const servicesById = new Map(day.services.map((s) => [s.id, s]))

  function submitBooking(event: FormEvent) {
    event.preventDefault()
    void change.run(
      'book',
      (confirm) =>
        call<{ visit: CalendarVisit }>('POST', '/api/staff/visits', {
          salon: day.salon!.id,
          start: `${date}T${time}`,
          employee,
          services,
          client: client ? { id: client.id } : fresh,
          note: note || undefined,
          confirm,
        }),
      (r) => fill(text.booked, { client: r.visit.client?.name || r.visit.client?.phone || '', time: r.visit.start }),
    )
  }

  function submitBlock(event: FormEvent) {
    event.preventDefault()
    void change.run(
      'block',
      () =>
        call<{ block: { id: string } }>('POST', '/api/staff/time-blocks', {
          salon: day.salon!.id,
          employee,
          date,
          start: block.start,
          end: block.end,
          repeatWeekly: block.repeatWeekly,
          until: block.repeatWeekly && block.until ? block.until : undefined,
          reason: block.reason,
        }),
      () => fill(text.blockedSaved, { stylist: stylistName, start: block.start, end: block.end }),
    )
  }

  const common = (
    <div className={styles.row}>
      <label>
        <span>{text.stylist}</span>
        <select value={employee} onChange={(e) => (setEmployee(e.target.value), change.reset())}>
          {day.stylists.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{text.date}</span>
        <input type="date" value={date} required onChange={(e) => (setDate(e.target.value), change.reset())} />
      </label>
    </div>
  )

  return (
    <Modal title={text.newBooking} onClose={onClose}>
      <div className={styles.tabs} role="group" aria-label={text.newBooking}>
        <button type="button" aria-pressed={mode === 'book'} onClick={() => (setMode('book'), change.reset())}>
          {text.bookTab}
        </button>
        <button type="button" aria-pressed={mode === 'block'} onClick={() => (setMode('block'), change.reset())}>
          {text.blockTab}
        </button>
      </div>
      {mode === 'book' ? (
        <form onSubmit={submitBooking} className={styles.form}>
          <fieldset>
            <legend>{text.client}</legend>
            {client ? (
              <p className={styles.chosen}>
                {fill(text.chosenClient, { name: client.name ? `${client.name}, ${client.phone}` : client.phone })}{' '}
                <button type="button" className={styles.link} onClick={() => setClient(null)}>
                  {text.changeClient}
                </button>
              </p>
            ) : (
              <>
                <label>
                  <span>{text.findClient}</span>
                  <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
                </label>
                {hits && (
                  <ul className={styles.hits} aria-live="polite">
                    {hits.length ? (
                      hits.map((h) => (
                        <li key={h.id}>
                          <button type="button" onClick={() => (setClient(h), change.reset())}>
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
                      onChange={(e) => setFresh({ ...fresh, phone: e.target.value })}
                    />
                  </label>
                  <label>
                    <span>{text.firstName}</span>
                    <input
                      value={fresh.firstName}
                      onChange={(e) => setFresh({ ...fresh, firstName: e.target.value })}
                    />
                  </label>
                  <label>
                    <span>{text.lastName}</span>
                    <input value={fresh.lastName} onChange={(e) => setFresh({ ...fresh, lastName: e.target.value })} />
                  </label>
                  <label>
                    <span>{text.sex}</span>
                    <select
                      value={fresh.sex}
                      onChange={(e) => setFresh({ ...fresh, sex: e.target.value === 'male' ? 'male' : 'female' })}
                    >
                      <option value="female">{text.female}</option>
                      <option value="male">{text.male}</option>
                    </select>
                  </label>
                </div>
              </>
            )}
          </fieldset>
          <fieldset>
            <legend>{text.services}</legend>
            {services.length > 0 && (
              <ul className={styles.chosenServices}>
                {services.map((id, i) => (
                  <li key={`${id}-${i}`}>
                    {servicesById.get(id)?.title} · {fill(text.minutes, { count: servicesById.get(id)?.duration ?? 0 })}
                    <button
                      type="button"
                      className={styles.link}
                      aria-label={fill(text.removeService, { service: servicesById.get(id)?.title ?? '' })}
                      onClick={() => (setServices(services.filter((_, j) => j !== i)), change.reset())}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.row}>
              <label>
                <span>{text.addService}</span>
                <select value={picked} onChange={(e) => setPicked(e.target.value)}>
                  <option value="">{text.chooseService}</option>
                  {day.services.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.title} · {fill(text.minutes, { count: s.duration })}
                      {s.price != null ? ` · £${s.price}` : ''}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={`btn btn--style-secondary btn--size-small ${styles.addButton}`}
                disabled={!picked}
                onClick={() => {
                  setServices([...services, picked])
                  setPicked('')
                  change.reset()
                }}
              >
                {text.add}
              </button>
            </div>
          </fieldset>
          {common}
          <label>
            <span>{text.time}</span>
            <input
              type="time"
              step={300}
              value={time}
              required
              onChange={(e) => (setTime(e.target.value), change.reset())}
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
                      aria-pressed={t === time}
                      onClick={() => (setTime(t), change.reset())}
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
            <textarea value={note} rows={2} onChange={(e) => setNote(e.target.value)} />
          </label>
          <Warnings text={text} warnings={change.failure?.warnings} />
          <Failure text={text} answer={change.failure} />
          <button type="submit" className="btn btn--style-primary" disabled={change.busy || !services.length}>
            {change.confirming('book') ? text.bookAnyway : text.book}
          </button>
        </form>
      ) : (
        <form onSubmit={submitBlock} className={styles.form}>
          {common}
          <div className={styles.row}>
            <label>
              <span>{text.from}</span>
              <input
                type="time"
                step={300}
                required
                value={block.start}
                onChange={(e) => setBlock({ ...block, start: e.target.value })}
              />
            </label>
            <label>
              <span>{text.to}</span>
              <input
                type="time"
                step={300}
                required
                value={block.end}
                onChange={(e) => setBlock({ ...block, end: e.target.value })}
              />
            </label>
          </div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={block.repeatWeekly}
              onChange={(e) => setBlock({ ...block, repeatWeekly: e.target.checked })}
            />
            <span>{text.repeatWeekly}</span>
          </label>
          {block.repeatWeekly && (
            <label>
              <span>{text.until}</span>
              <input type="date" value={block.until} onChange={(e) => setBlock({ ...block, until: e.target.value })} />
            </label>
          )}
          <label>
            <span>{text.reason}</span>
            <input
              value={block.reason}
              maxLength={120}
              placeholder={text.reasonPlaceholder}
              onChange={(e) => setBlock({ ...block, reason: e.target.value })}
            />
          </label>
          <Failure text={text} answer={change.failure} />
          <button type="submit" className="btn btn--style-primary" disabled={change.busy}>
            {text.block}
          </button>
        </form>
      )}
    </Modal>
  )
}

// ── A visit ──

const NEXT_STATES: Record<string, { state: string; label: keyof CalendarText }[]> = {
  planned: [
    { state: 'confirmed', label: 'markConfirmed' },
    { state: 'arrived', label: 'markArrived' },
    { state: 'completed', label: 'markCompleted' },
    { state: 'no-show', label: 'markNoShow' },
  ],
  confirmed: [
    { state: 'arrived', label: 'markArrived' },
    { state: 'completed', label: 'markCompleted' },
    { state: 'no-show', label: 'markNoShow' },
  ],
  arrived: [
    { state: 'completed', label: 'markCompleted' },
    { state: 'planned', label: 'markPlanned' },
  ],
  completed: [{ state: 'planned', label: 'markPlanned' }],
  'no-show': [{ state: 'planned', label: 'markPlanned' }],
}

const moveFields = (v: CalendarVisit) => ({ date: v.date, time: v.start, employee: v.items[0]?.employeeId ?? '' })

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
}: {
  text: CalendarText
  day: DayAnswer
  latest: CalendarVisit
  onDone: (message: string) => void
  onClose: () => void
  onClient: (id: string) => void
}) {
  const change = useChange(onDone)
  const [visit, setVisit] = useState(latest)
  const [moveTo, setMoveTo] = useState(() => moveFields(latest))
  const [service, setService] = useState('')
  const [note, setNote] = useState(latest.note ?? '')
  const stale = latest.version !== visit.version
  const showLatest = () => {
    setVisit(latest)
    setMoveTo(moveFields(latest))
    setNote(latest.note ?? '')
    change.reset()
  }
  const [reason, setReason] = useState('')
  const path = `/api/staff/visits/${visit.id}`
  const live = visit.state !== 'cancelled' && visit.state !== 'reserved'
  const title = visit.client ? fill(text.visitOf, { client: visit.client.name || visit.client.phone }) : text.heldVisit
  const stateKey = STATE_TEXT[visit.state === 'reserved' ? 'held' : visit.state]

  return (
    <Modal title={title} onClose={onClose}>
      <div className={styles.form}>
        {stale && (
          <div role="alert" className={styles.warnings}>
            <p>{text.changedMeanwhile}</p>
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={showLatest}>
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
                {visit.client.name} {visit.client.phone}{' '}
                <button type="button" className={styles.link} onClick={() => onClient(visit.client!.id)}>
                  {text.openClientCard}
                </button>
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
                            () => text.saved,
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

        {live && (
          <div className={styles.actions} role="group" aria-label={text.state}>
            {(NEXT_STATES[visit.state] ?? []).map((s) => (
              <button
                key={s.state}
                type="button"
                className="btn btn--style-secondary btn--size-small"
                disabled={change.busy}
                onClick={() =>
                  void change.run(
                    'state',
                    () =>
                      call<{ visit: CalendarVisit }>('POST', `${path}/state`, {
                        version: visit.version,
                        state: s.state,
                      }),
                    () => text.saved,
                  )
                }
              >
                {text[s.label]}
              </button>
            ))}
          </div>
        )}
        <Warnings text={text} warnings={change.failure?.warnings} />
        <Failure text={text} answer={change.failure} />

        {live && (
          <>
            <form
              className={styles.subform}
              onSubmit={(e) => {
                e.preventDefault()
                void change.run(
                  'move',
                  (confirm) =>
                    call<{ visit: CalendarVisit }>('PATCH', path, {
                      version: visit.version,
                      start: `${moveTo.date}T${moveTo.time}`,
                      // A new stylist takes over the first stylist's services; unchanged, nobody's change.
                      ...(moveTo.employee !== moveFields(visit).employee
                        ? { employee: moveTo.employee, from: moveFields(visit).employee }
                        : {}),
                      confirm,
                    }),
                  () => text.moved,
                )
              }}
            >
              <h3>{text.moveTo}</h3>
              <div className={styles.row}>
                <label>
                  <span>{text.date}</span>
                  <input
                    type="date"
                    required
                    value={moveTo.date}
                    onChange={(e) => (setMoveTo({ ...moveTo, date: e.target.value }), change.reset())}
                  />
                </label>
                <label>
                  <span>{text.time}</span>
                  <input
                    type="time"
                    step={300}
                    required
                    value={moveTo.time}
                    onChange={(e) => (setMoveTo({ ...moveTo, time: e.target.value }), change.reset())}
                  />
                </label>
                <label>
                  <span>{text.stylist}</span>
                  <select
                    value={moveTo.employee}
                    onChange={(e) => (setMoveTo({ ...moveTo, employee: e.target.value }), change.reset())}
                  >
                    {day.stylists.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <button type="submit" className="btn btn--style-primary btn--size-small" disabled={change.busy}>
                {change.confirming('move') ? text.moveAnyway : text.move}
              </button>
            </form>

            <form
              className={styles.subform}
              onSubmit={(e) => {
                e.preventDefault()
                if (!service) return
                void change.run(
                  'add',
                  (confirm) =>
                    call<{ visit: CalendarVisit }>('POST', `${path}/services`, {
                      version: visit.version,
                      service,
                      confirm,
                    }),
                  () => text.saved,
                )
              }}
            >
              <h3>{text.addService}</h3>
              <div className={styles.row}>
                <label>
                  <span>{text.services}</span>
                  <select value={service} onChange={(e) => (setService(e.target.value), change.reset())}>
                    <option value="">{text.chooseService}</option>
                    {day.services.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.title} · {fill(text.minutes, { count: s.duration })}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <button
                type="submit"
                className="btn btn--style-secondary btn--size-small"
                disabled={change.busy || !service}
              >
                {change.confirming('add') ? text.addAnyway : text.add}
              </button>
            </form>

            <form
              className={styles.subform}
              onSubmit={(e) => {
                e.preventDefault()
                void change.run(
                  'note',
                  () => call<{ visit: CalendarVisit }>('PATCH', path, { version: visit.version, note }),
                  () => text.saved,
                )
              }}
            >
              <label>
                <span>{text.note}</span>
                <textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
              </label>
              <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={change.busy}>
                {text.saveNote}
              </button>
            </form>

            <form
              className={styles.subform}
              onSubmit={(e) => {
                e.preventDefault()
                void change.run(
                  'cancel',
                  () => call<{ visit: CalendarVisit }>('POST', `${path}/cancel`, { version: visit.version, reason }),
                  () => text.cancelled,
                )
              }}
            >
              <label>
                <span>{text.cancelReason}</span>
                <input value={reason} required maxLength={500} onChange={(e) => setReason(e.target.value)} />
              </label>
              <button type="submit" className={`btn btn--size-small ${styles.danger}`} disabled={change.busy}>
                {text.cancelVisit}
              </button>
            </form>
          </>
        )}
      </div>
    </Modal>
  )
}

// ── The client card ──

export function ClientDialog({
  text,
  clientId,
  onClose,
}: {
  text: CalendarText
  clientId: string
  onClose: () => void
}) {
  const [card, setCard] = useState<ClientCardAnswer | null>(null)
  const [failure, setFailure] = useState<Failed | null>(null)
  const [notes, setNotes] = useState('')
  const [status, setStatus] = useState('')

  useEffect(() => {
    void call<ClientCardAnswer>('GET', `/api/staff/clients/${clientId}`).then((r) => {
      if (r.ok) {
        setCard(r)
        setNotes(r.client.staffNotes)
      } else setFailure(r)
    })
  }, [clientId])

  async function save(patch: { staffNotes?: string; forbiddenOnlineBooking?: boolean }) {
    const r = await call<{ client: { staffNotes: string; forbiddenOnlineBooking: boolean } }>(
      'PATCH',
      `/api/staff/clients/${clientId}`,
      patch,
    )
    if (!r.ok) return setFailure(r)
    setFailure(null)
    setStatus(text.saved)
    setCard((c) => c && { ...c, client: { ...c.client, ...r.client } })
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
                <dd>{card.client.phone}</dd>
              </div>
              <div>
                <dt>{text.email}</dt>
                <dd>{card.client.email || '—'}</dd>
              </div>
              <div>
                <dt>{text.noShows}</dt>
                <dd data-testid="no-shows">{card.noShows}</dd>
              </div>
            </dl>
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
                <textarea rows={3} value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
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
          </>
        )}
      </div>
    </Modal>
  )
}
