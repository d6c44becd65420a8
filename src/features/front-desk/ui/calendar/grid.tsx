'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import type { BoardBlock, BoardColumn } from '../../domain/day-board'

import { fill } from '@/platform/i18n/text'
import { useMousePointer } from './pointer'
import type { CalendarText } from './text'
import calendar from './calendar.module.css'
import styles from './grid.module.css'
import { blockPaint, VisitMarks } from './visit-marks'

/** A visit's block being dragged: which visit, whose services, and where the block began. */
export interface Dragged {
  id: string
  from: string
  date: string
  start: string
}

/** One column of the grid: a stylist on a day (day view) or a day of one stylist (week view). */
export interface GridColumn {
  key: string
  title: string
  subtitle: string
  employeeId: string
  stylist: string
  date: string
  column: BoardColumn | null
}

export const SLOT_MINUTES = 15
// A row per 15 minutes, 24 px: the smallest touch target WCAG 2.2 allows (axe target-size).
const ROW_PX = 24

export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
export const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** A block sharing its time with others takes its lane's share of the column (see `assignLanes`). */
function lanePlace(b: BoardBlock): { left?: string; right?: string; width?: string } {
  if (!b.lanes || b.lanes < 2) return {}
  const share = `(100% - 0.5rem) / ${b.lanes}`
  return { left: `calc(0.25rem + ${share} * ${b.lane ?? 0})`, right: 'auto', width: `calc(${share} - 2px)` }
}

export const STATE_TEXT: Record<BoardBlock['status'], keyof CalendarText> = {
  held: 'stateReserved',
  'hold-lapsed': 'stateReserved',
  planned: 'statePlanned',
  confirmed: 'stateConfirmed',
  arrived: 'stateArrived',
  completed: 'stateCompleted',
  'no-show': 'stateNoShow',
  cancelled: 'stateCancelled',
}

interface GridProps {
  text: CalendarText
  columns: GridColumn[]
  span: { start: string; end: string }
  /** The "now" line: salon time, on the column(s) of this date. */
  now: { date: string; time: string } | null
  onSlot: (column: GridColumn, time: string) => void
  onVisit: (appointmentId: string, column: GridColumn) => void
  onRemoveBlock: (block: { blockId: string; start: string; end: string; reason: string; weekly: boolean }) => void
  onDrop: (dragged: Dragged, column: GridColumn, time: string) => void
}

/**
 * Stylists (or days) by time, a row per 15 minutes: empty times are buttons that open the booking
 * form; visits and blocked time lie over them. Arrow keys move between times and columns (one
 * time per grid is in the tab order); visits are buttons of their own. Visits can be dragged onto
 * another time or column with a mouse (not on a touch screen).
 */
export function Grid({ text, columns, span, now, onSlot, onVisit, onRemoveBlock, onDrop }: GridProps) {
  // Dragging is offered with a mouse only: a finger on a tablet cannot drag (the visit's dialog moves it).
  const mouse = useMousePointer()
  const first = toMinutes(span.start)
  const last = span.end === '24:00' ? 1440 : toMinutes(span.end)
  const rows = Array.from({ length: Math.max(1, (last - first) / SLOT_MINUTES) }, (_, i) =>
    toTime(first + i * SLOT_MINUTES),
  )
  const [focus, setFocus] = useState({ c: 0, r: 0 })
  const height = rows.length * ROW_PX
  const box = useRef<HTMLDivElement>(null)
  const shownFor = useRef('')
  const top = (time: string) => ((toMinutes(time) - first) / SLOT_MINUTES) * ROW_PX
  const length = (start: string, end: string) =>
    Math.max(ROW_PX / 2, (((end <= start ? 1440 : toMinutes(end)) - toMinutes(start)) / SLOT_MINUTES) * ROW_PX)

  // A day opens scrolled to now (an hour of the past above it), once per day shown: a refresh or a
  // change keeps where the receptionist scrolled to.
  const days = [...new Set(columns.map((c) => c.date))].join()
  const nowTop = now && columns.some((c) => c.date === now.date) ? top(now.time) : null
  useEffect(() => {
    if (shownFor.current === days) return
    shownFor.current = days
    if (nowTop !== null && box.current) box.current.scrollTop = Math.max(0, nowTop - 4 * ROW_PX)
  }, [days, nowTop])

  const move = (event: KeyboardEvent<HTMLButtonElement>, c: number, r: number) => {
    const step: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      Home: [0, -rows.length],
      End: [0, rows.length],
    }
    const d = step[event.key]
    if (!d) return
    event.preventDefault()
    const next = {
      c: Math.min(columns.length - 1, Math.max(0, c + d[0])),
      r: Math.min(rows.length - 1, Math.max(0, r + d[1])),
    }
    setFocus(next)
    const grid = event.currentTarget.closest('[data-grid]')
    grid?.querySelector<HTMLButtonElement>(`[data-cell="${next.c}:${next.r}"]`)?.focus()
  }

  const working = (column: BoardColumn | null, time: string) =>
    Boolean(column?.hours.some((h) => h.start <= time && (h.end > time || h.end <= h.start)))

  return (
    <div
      ref={box}
      className={styles.grid}
      data-grid
      style={{ gridTemplateColumns: `4rem repeat(${columns.length}, minmax(9rem, 1fr))` }}
    >
      <div className={styles.corner} aria-hidden="true" />
      {columns.map((col) => (
        <div key={col.key} className={styles.head} role="presentation">
          <strong>{col.title}</strong>
          <span>{col.subtitle}</span>
        </div>
      ))}
      <div className={styles.times} aria-hidden="true" style={{ height }}>
        {rows.map((time) =>
          time.endsWith(':00') ? (
            <span key={time} style={{ top: top(time) }}>
              {time}
            </span>
          ) : null,
        )}
      </div>
      {columns.map((col, c) => (
        <section
          key={col.key}
          className={styles.column}
          style={{ height }}
          aria-label={`${col.title}, ${col.subtitle}`}
          data-testid={`column-${col.employeeId}-${col.date}`}
        >
          {rows.map((time, r) => (
            <button
              key={time}
              type="button"
              data-cell={`${c}:${r}`}
              data-time={time}
              tabIndex={focus.c === c && focus.r === r ? 0 : -1}
              className={`${styles.slot} ${working(col.column, time) ? styles.working : ''} ${time.endsWith(':00') ? styles.hour : ''}`}
              style={{ top: top(time), height: ROW_PX }}
              aria-label={
                col.date && columns.some((x) => x.date !== col.date)
                  ? fill(text.bookAtDay, { stylist: col.stylist, date: col.date, time })
                  : fill(text.bookAt, { stylist: col.stylist, time })
              }
              onClick={() => onSlot(col, time)}
              onFocus={() => setFocus({ c, r })}
              onKeyDown={(e) => move(e, c, r)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault()
                try {
                  const dragged = JSON.parse(e.dataTransfer.getData('text/plain')) as Dragged
                  if (dragged?.id) onDrop(dragged, col, time)
                } catch {
                  // Something else was dropped (text from another window): nothing to move.
                }
              }}
            />
          ))}
          {col.column?.blocked.map((b) => (
            <div
              key={`${b.blockId ?? ''}${b.start}`}
              className={styles.blocked}
              style={{ top: top(b.start), height: length(b.start, b.end) }}
            >
              <span>
                {fill(text.blocked, { start: b.start, end: b.end })}
                {b.reason ? ` · ${b.reason}` : ''}
                {b.weekly ? ` · ${text.weeklyBlock}` : ''}
              </span>
              {b.blockId && (
                <button
                  type="button"
                  className={styles.unblock}
                  aria-label={`${text.removeBlock}: ${b.start}–${b.end}`}
                  onClick={() =>
                    onRemoveBlock({
                      blockId: b.blockId!,
                      start: b.start,
                      end: b.end,
                      reason: b.reason,
                      weekly: Boolean(b.weekly),
                    })
                  }
                >
                  ×
                </button>
              )}
            </div>
          ))}
          {col.column?.blocks.map((b) => (
            <button
              key={`${b.appointmentId}-${b.start}`}
              type="button"
              draggable={mouse && b.status !== 'cancelled'}
              onDragStart={(e) =>
                mouse &&
                e.dataTransfer.setData(
                  'text/plain',
                  JSON.stringify({ id: b.appointmentId, from: col.employeeId, date: col.date, start: b.start }),
                )
              }
              className={`${styles.visit} ${styles[`state-${b.status}`] ?? ''} ${b.overlap ? styles.overlap : ''}`}
              style={{
                top: top(b.start),
                height: length(b.start, b.end),
                ...lanePlace(b),
                ...blockPaint(b.colour, b.status),
              }}
              data-visit={b.appointmentId}
              data-state={b.status}
              data-colour={b.colour}
              onClick={() => onVisit(b.appointmentId, col)}
            >
              <span className={styles.visitTime}>
                {b.start}–{b.end}
              </span>
              <strong>{b.client ? b.client.name || b.client.phone : text.heldVisit}</strong>
              <span>{b.services.join(', ')}</span>
              <span className={styles.visitState}>
                {text[STATE_TEXT[b.status]]}
                {b.overlap ? ` · ${text.overlapping}` : ''}
              </span>
              <VisitMarks flags={b.flags} text={text} />
            </button>
          ))}
          {col.column?.blocks.flatMap((b) =>
            b.status === 'cancelled' || b.status === 'hold-lapsed' || b.status === 'no-show'
              ? []
              : (b.processing ?? []).map((p) => (
                  // Processing time: the stylist is free, so the hatched stretch books into it.
                  <button
                    key={`${b.appointmentId}-${p.start}-processing`}
                    type="button"
                    className={styles.processing}
                    style={{ top: top(p.start), height: length(p.start, p.end), ...lanePlace(b) }}
                    data-processing={b.appointmentId}
                    aria-label={`${fill(text.processingOf, { start: p.start, end: p.end })} ${fill(text.bookAt, { stylist: col.stylist, time: p.start })}`}
                    onClick={() => onSlot(col, p.start)}
                  >
                    {text.processing} {p.start}–{p.end}
                  </button>
                )),
          )}
          {now && now.date === col.date && now.time >= rows[0]! && toMinutes(now.time) < last && (
            <div className={styles.now} style={{ top: top(now.time) }} role="presentation">
              <span className={calendar.srOnly}>{fill(text.now, { time: now.time })}</span>
            </div>
          )}
          {!col.column?.hours.length && <p className={styles.off}>{text.notWorking}</p>}
        </section>
      ))}
    </div>
  )
}
