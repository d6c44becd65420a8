'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { call, failureText, type CalendarVisit, type DayAnswer, type WeekAnswer } from './client-api'
import type { SaleJson } from '@/features/till/ui'
import { BookDialog, CheckoutDialog, ClientDialog, SaleDialog, VisitDialog, type SlotChoice } from './dialogs/index'
import { WaitlistDay } from '@/features/waitlist/ui'
import { StylistOptions } from './dialogs/options'
import { ClientFinder } from './client-finder'
import { RebookForm } from './dialogs/rebook-form'
import { Grid, toMinutes, toTime, type Dragged, type GridColumn } from './grid'
import { CalendarLegend } from './visit-marks'
import { addCalendarDays } from '@/features/booking/client'
import { fill } from '@/platform/i18n/text'
import { ANY_DATE, useLiveChanges } from '@/platform/live/client'
import { useMousePointer } from './pointer'
import type { CalendarText } from './text'
import styles from './calendar.module.css'
import { DaySheetLink } from '../print/day-sheet-link'

/**
 * How often an open calendar asks for changes made elsewhere while it cannot hear them: changes
 * arrive as server-sent events (src/platform/live/client.ts); this poll runs only while that stream is down.
 */
const REFRESH_MS = 3000

export interface CalendarQuery {
  salon?: string
  date?: string
  view?: 'day' | 'week'
  stylist?: string
  /** Draw cancelled visits (and lapsed holds) too. */
  cancelled?: boolean
}

type Open =
  | { kind: 'book'; slot: SlotChoice }
  | { kind: 'visit'; id: string }
  | { kind: 'client'; id: string }
  | { kind: 'checkout'; visitId: string | null }
  | { kind: 'sale'; saleId: string; fresh: SaleJson | null; visitId?: string | null }
  | null

/** The day shown, as the salon writes it: "Thursday 26 November 2026". */
function longDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'uk' ? 'uk-UA' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

function weekdayLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'uk' ? 'uk-UA' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

/**
 * The front desk's calendar: a salon's day by stylist (or one stylist's week), kept fresh by the
 * server's change events (by asking every few seconds while they cannot arrive), with the booking,
 * visit, blocking and client forms.
 */
export function Calendar({
  text,
  language,
  initial,
}: {
  text: CalendarText
  language: string
  initial: CalendarQuery
}) {
  const [query, setQuery] = useState<CalendarQuery>(initial)
  const [day, setDay] = useState<DayAnswer | null>(null)
  const [week, setWeek] = useState<WeekAnswer | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // With a mouse, visits can be dragged; on a touch screen they are opened (the hint says which).
  const mouse = useMousePointer()
  const [status, setStatus] = useState('')
  const [open, setOpen] = useState<Open>(null)
  const loading = useRef(false)
  /** A change was heard while a read was running. */
  const again = useRef(false)
  const latest = useRef('')
  const sequence = useRef(0)

  /** Reads the day (and week); a poll or change waits for a running read, and only the newest read is shown. */
  const load = useCallback(
    async (poll = false): Promise<void> => {
      if (poll && loading.current) {
        again.current = true
        return
      }
      loading.current = true
      const q = new URLSearchParams()
      if (query.salon) q.set('salon', query.salon)
      if (query.date) q.set('date', query.date)
      if (query.cancelled) q.set('inactive', '1')
      const read = () =>
        Promise.all([
          call<DayAnswer>('GET', `/api/staff/calendar?${q}`),
          query.view === 'week'
            ? call<WeekAnswer>(
                'GET',
                `/api/staff/calendar/week?${q}&stylist=${encodeURIComponent(query.stylist ?? '')}`,
              )
            : null,
        ])
      // A change heard during a read (which may have started before it was saved): read once more.
      let answers: Awaited<ReturnType<typeof read>>
      do {
        again.current = false
        const mine = ++sequence.current
        answers = await read()
        if (mine !== sequence.current) return
      } while (again.current)
      loading.current = false
      const [d, w] = answers
      if (!d.ok) {
        setFailure(d.status === 0 ? text.offline : fill(text.loadFailed, { message: d.message }))
        return
      }
      setFailure(null)
      // Unchanged answers are not rendered again (the poll runs every few seconds).
      const key = JSON.stringify([d, w])
      if (key === latest.current) return
      latest.current = key
      setDay(d)
      setWeek(w && w.ok ? w : null)
    },
    [query, text],
  )

  // The dates on screen: a change of another date is not read.
  const shown = useRef(new Set<string>())
  useEffect(() => {
    shown.current = new Set([...(day ? [day.date] : []), ...(week?.days.map((d) => d.date) ?? [])])
  }, [day, week])
  const live = useLiveChanges(day?.salon?.id, (change) => {
    if (!change || change.date === ANY_DATE || shown.current.has(change.date)) void load(true)
  })

  useEffect(() => {
    const first = setTimeout(() => void load(), 0)
    return () => clearTimeout(first)
  }, [load])
  useEffect(() => {
    if (live) return
    const timer = setInterval(() => {
      if (!document.hidden) void load(true)
    }, REFRESH_MS)
    return () => clearInterval(timer)
  }, [load, live])

  // The address follows what is shown, so a reload or a shared link opens the same view.
  useEffect(() => {
    if (!day) return
    const q = new URLSearchParams()
    if (day.salon) q.set('salon', day.salon.id)
    q.set('date', day.date)
    if (query.view === 'week') {
      q.set('view', 'week')
      if (query.stylist) q.set('stylist', query.stylist)
    }
    window.history.replaceState(null, '', `${window.location.pathname}?${q}`)
  }, [day, query.view, query.stylist])

  const done = (message: string) => {
    setOpen(null)
    setStatus(message)
    latest.current = ''
    void load()
  }
  const refreshAfterRefusal = () => {
    latest.current = ''
    void load()
  }

  if (failure && !day)
    return (
      <p role="alert" className={styles.error}>
        {failure}
      </p>
    )
  if (!day) return <p role="status">{text.loading}</p>
  if (day.provider === 'beautypro') return <p className={styles.notice}>{text.beautyPro}</p>
  if (!day.salon) return <p className={styles.notice}>{text.noSalon}</p>

  const date = day.date
  const stylistId = query.stylist ?? week?.stylist?.id ?? day.stylists[0]?.id ?? ''
  const names = new Map(day.stylists.map((s) => [s.id, s.name]))
  const columns: GridColumn[] =
    query.view === 'week' && week
      ? week.days.map((d) => ({
          key: d.date,
          title: weekdayLabel(d.date, language),
          subtitle: d.column?.hours.map((h) => `${h.start}–${h.end}`).join(', ') || text.notWorking,
          employeeId: week.stylist?.id ?? '',
          stylist: week.stylist?.name ?? '',
          date: d.date,
          column: d.column,
        }))
      : day.columns.map((c) => ({
          key: c.employeeId,
          title: c.name,
          subtitle: c.hours.length
            ? fill(text.workingHours, { hours: c.hours.map((h) => `${h.start}–${h.end}`).join(', ') })
            : text.notWorking,
          employeeId: c.employeeId,
          stylist: names.get(c.employeeId) ?? c.name,
          date,
          column: c,
        }))
  const span = query.view === 'week' && week ? weekSpan(week, day.span) : day.span
  const visit = open?.kind === 'visit' ? day.visits.find((v) => v.id === open.id) : undefined
  const step = query.view === 'week' ? 7 : 1
  const go = (next: Partial<CalendarQuery>) => {
    latest.current = ''
    setQuery({ ...query, salon: day.salon?.id, date, ...next })
  }

  async function dropVisit(dragged: Dragged, column: GridColumn, time: string) {
    const v: CalendarVisit | undefined = day?.visits.find((x) => x.id === dragged.id)
    // Only the day shown has its visits' details (the week view opens a day to move a visit).
    if (!v || dragged.date !== v.date) return
    // The whole visit moves by as much as the dragged block did; the new column's stylist takes
    // over the dragged stylist's services only.
    const shift = toMinutes(time) - toMinutes(dragged.start)
    const start = toTime(toMinutes(v.start) + shift)
    if (shift + toMinutes(v.start) < 0 || toMinutes(v.start) + shift >= 1440) return
    const r = await call<{ visit: CalendarVisit }>('PATCH', `/api/staff/visits/${v.id}`, {
      version: v.version,
      start: `${column.date}T${start}`,
      ...(column.employeeId !== dragged.from ? { employee: column.employeeId, from: dragged.from } : {}),
    })
    if (r.ok) return done(text.moved)
    // Anything to confirm or refused: the visit opens with the answer's reason in view.
    setStatus(failureText(text, r))
    refreshAfterRefusal()
  }

  async function removeBlock(block: { blockId: string; start: string; end: string; reason: string; weekly: boolean }) {
    if (
      !window.confirm(
        fill(block.weekly ? text.removeWeeklyBlockConfirm : text.removeBlockConfirm, { ...block, weekly: '' }),
      )
    )
      return
    const r = await call('DELETE', `/api/staff/time-blocks/${block.blockId}`)
    if (r.ok) done(text.saved)
    else setStatus(failureText(text, r))
  }

  /** What every dialog of the calendar is given: its words, and closing it. */
  const dialog = { text, onClose: () => setOpen(null) }

  return (
    <div className={styles.calendar}>
      <h2 className={styles.dayTitle} data-testid="calendar-day">
        {longDate(date, language)}
      </h2>
      <div className={styles.toolbar}>
        <ClientFinder
          text={text}
          onVisit={(next) => {
            go({ salon: next.salon, date: next.date, view: 'day' })
            setOpen({ kind: 'visit', id: next.id })
          }}
          onCard={(id) => setOpen({ kind: 'client', id })}
        />
        <label>
          <span>{text.salon}</span>
          <select value={day.salon.id} onChange={(e) => go({ salon: e.target.value })}>
            {day.salons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.days} role="group" aria-label={text.date}>
          <button type="button" onClick={() => go({ date: addCalendarDays(date, -step) })}>
            ← {step === 7 ? text.previousWeek : text.previousDay}
          </button>
          <button
            type="button"
            onClick={() => go({ date: day.today })}
            aria-current={date === day.today ? 'date' : undefined}
          >
            {text.today}
          </button>
          <button type="button" onClick={() => go({ date: addCalendarDays(date, step) })}>
            {step === 7 ? text.nextWeek : text.nextDay} →
          </button>
        </div>
        <label>
          <span>{text.date}</span>
          <input type="date" value={date} onChange={(e) => e.target.value && go({ date: e.target.value })} />
        </label>
        <div className={styles.days} role="group" aria-label={text.title}>
          <button type="button" aria-pressed={query.view !== 'week'} onClick={() => go({ view: 'day' })}>
            {text.dayView}
          </button>
          <button
            type="button"
            aria-pressed={query.view === 'week'}
            onClick={() => go({ view: 'week', stylist: stylistId })}
          >
            {text.weekView}
          </button>
        </div>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={() => setOpen({ kind: 'checkout', visitId: null })}
        >
          {text.walkInSale}
        </button>
        <DaySheetLink
          salon={day.salon.id}
          date={date}
          stylist={query.view === 'week' ? stylistId : undefined}
          language={language}
        />
        {query.view === 'week' && (
          <label>
            <span>{text.stylist}</span>
            <select value={stylistId} onChange={(e) => go({ stylist: e.target.value })}>
              <StylistOptions stylists={day.stylists} />
            </select>
          </label>
        )}
      </div>
      <p className={styles.muted}>
        {fill(text.salonTime, { zone: day.timezone })} {mouse ? text.dragHint : text.tapHint}
        {query.view !== 'week' && day.hiddenCount > 0 && !query.cancelled
          ? ` ${fill(text.hidden, { count: day.hiddenCount })}`
          : ''}{' '}
        {query.view !== 'week' && (
          <label className={styles.inlineCheck}>
            <input
              type="checkbox"
              checked={Boolean(query.cancelled)}
              onChange={(e) => go({ cancelled: e.target.checked })}
            />
            <span>{text.showCancelled}</span>
          </label>
        )}
      </p>
      <CalendarLegend text={text} colours={day.colours} />
      <p role="status" aria-live="polite" className={styles.status} data-testid="calendar-status">
        {failure ?? status}
      </p>
      {columns.length ? (
        <Grid
          text={text}
          columns={columns}
          span={span}
          now={day.now ? { date: day.today, time: day.now } : null}
          onSlot={(column, time) =>
            setOpen({ kind: 'book', slot: { employeeId: column.employeeId, date: column.date, time } })
          }
          onVisit={(id, column) => {
            if (column.date === date) setOpen({ kind: 'visit', id })
            else go({ date: column.date, view: 'day' })
          }}
          onRemoveBlock={(b) => void removeBlock(b)}
          onDrop={(id, column, time) => void dropVisit(id, column, time)}
        />
      ) : (
        <p className={styles.notice}>{text.nobodyWorks}</p>
      )}
      {query.view !== 'week' && (
        <WaitlistDay language={language} salonId={day.salon.id} date={date} stylists={day.stylists} />
      )}
      {open?.kind === 'book' && <BookDialog {...dialog} day={day} slot={open.slot} onDone={done} />}
      {open?.kind === 'visit' && visit && (
        <VisitDialog
          key={visit.id}
          {...dialog}
          day={day}
          latest={visit}
          onDone={done}
          onClient={(id) => setOpen({ kind: 'client', id })}
          onCheckout={() => setOpen({ kind: 'checkout', visitId: visit.id })}
          onSale={(saleId) => setOpen({ kind: 'sale', saleId, fresh: null })}
          onRebooked={(m) => {
            setStatus(m)
            refreshAfterRefusal()
          }}
        />
      )}
      {open?.kind === 'checkout' && (
        <CheckoutDialog
          language={language}
          title={open.visitId ? text.checkOut : text.walkInSale}
          visitId={open.visitId}
          salonId={day.salon.id}
          onClose={() => setOpen(null)}
          onClosed={(sale) => {
            setOpen({ kind: 'sale', saleId: sale.id, fresh: sale, visitId: open.visitId })
            setStatus(fill(text.saleClosed, { total: `£${sale.total.toFixed(2)}` }))
            refreshAfterRefusal()
          }}
        />
      )}
      {open?.kind === 'sale' && (
        <SaleDialog
          language={language}
          saleId={open.saleId}
          fresh={open.fresh}
          onClose={() => setOpen(null)}
          onChanged={refreshAfterRefusal}
        >
          {open.fresh && open.visitId && (
            <RebookForm text={text} visitId={open.visitId} onBooked={(m) => setStatus(m)} />
          )}
        </SaleDialog>
      )}
      {open?.kind === 'client' && <ClientDialog {...dialog} clientId={open.id} />}
    </div>
  )
}

/** The week grid's span: the day's span widened to every working stretch of the week. */
function weekSpan(week: WeekAnswer, fallback: { start: string; end: string }) {
  const stretches = week.days.flatMap((d) => [
    ...(d.column?.hours ?? []),
    ...(d.column?.blocks.map((b) => ({ start: b.start, end: b.end })) ?? []),
  ])
  if (!stretches.length) return fallback
  const start = stretches.reduce((m, s) => (s.start < m ? s.start : m), fallback.start)
  const end = stretches.reduce((m, s) => (s.end > m ? s.end : m), fallback.end)
  return {
    start: `${start.slice(0, 2)}:00`,
    end: end.endsWith(':00') ? end : `${String(Number(end.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  }
}
