'use client'

import { useCallback, useEffect, useState } from 'react'

import { fill } from '@/platform/i18n/text'

import type { MyDay as MyDayAnswer } from '../../data/my-day'
import type { SheetBlock, SheetColumn } from '../../data/day-sheet'
import { call } from '../calendar/client-api'
import { dayLabel, moneyLine, stateLabel } from './format'
import { daySheetHref } from './paths'
import type { MyDayText } from './text'
import styles from './my-day.module.css'

export interface MyDayQuery {
  date?: string
  view: 'day' | 'week'
  /** For the desk's staff: whose day (a stylist's own account always gets its own). */
  stylist?: string
}

const addressOf = (q: MyDayQuery) => {
  const params = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => Boolean(e[1])))
  return params.size ? `?${params}` : ''
}

/**
 * A stylist's own day or week as a list, phone first (decision 0047): each visit's time, client,
 * services, note and money; their hours and blocked time, which they can add to and remove.
 */
export function MyDay({
  text,
  language,
  adminRoute,
  initial,
}: {
  text: MyDayText
  language: string
  adminRoute: string
  initial: MyDayQuery
}) {
  const [query, setQuery] = useState<MyDayQuery>(initial)
  const [data, setData] = useState<MyDayAnswer | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const [version, setVersion] = useState(0)

  useEffect(() => {
    let live = true
    void call<MyDayAnswer>('GET', `/api/staff/my-day${addressOf(query)}`).then((answer) => {
      if (!live) return
      if (answer.ok) {
        setData(answer)
        setFailure(null)
      } else setFailure(answer.status === 0 ? text.offline : fill(text.loadFailed, { message: answer.message }))
    })
    window.history.replaceState(null, '', `${window.location.pathname}${addressOf(query)}`)
    return () => {
      live = false
    }
  }, [query, version, text])

  const reload = useCallback(() => setVersion((v) => v + 1), [])

  if (failure) return <p role="alert">{failure}</p>
  if (!data) return <p role="status">{text.loading}</p>
  if (!data.stylist) return <p role="status">{text.notLinked}</p>

  const go = (next: Partial<MyDayQuery>) => setQuery({ ...query, date: data.date, ...next })
  const week = data.view === 'week'

  async function removeBlock(block: SheetBlock) {
    const words = fill(block.weekly ? text.removeWeeklyConfirm : text.removeConfirm, {
      start: block.start,
      end: block.end,
      reason: block.reason ? ` (${block.reason})` : '',
    })
    if (!block.id || !window.confirm(words)) return
    const r = await call('DELETE', `/api/staff/time-blocks/${block.id}`)
    setStatus(r.ok ? text.removed : r.status === 0 ? text.offline : fill(text.failed, { message: r.message }))
    reload()
  }

  return (
    <div className={styles.myDay}>
      <h1>
        {week ? text.weekTitle : text.title} · {data.stylist.name}
      </h1>
      <nav className={styles.bar} aria-label={text.days}>
        <button type="button" onClick={() => go({ date: data.previous })}>
          ← {week ? text.previousWeek : text.previousDay}
        </button>
        <button
          type="button"
          onClick={() => go({ date: data.today })}
          aria-current={data.date === data.today ? 'date' : undefined}
        >
          {text.today}
        </button>
        <button type="button" onClick={() => go({ date: data.next })}>
          {week ? text.nextWeek : text.nextDay} →
        </button>
      </nav>
      <div className={styles.bar}>
        <div role="group" aria-label={text.title} className={styles.switch}>
          <button type="button" aria-pressed={!week} onClick={() => go({ view: 'day' })}>
            {text.dayView}
          </button>
          <button type="button" aria-pressed={week} onClick={() => go({ view: 'week' })}>
            {text.weekView}
          </button>
        </div>
        <label className={styles.date}>
          <span>{text.date}</span>
          <input type="date" value={data.date} onChange={(e) => e.target.value && go({ date: e.target.value })} />
        </label>
      </div>
      <p role="status" aria-live="polite" className={styles.status} data-testid="my-day-status">
        {status}
      </p>
      {data.days.map((day) => (
        <section key={day.date} className={styles.day} aria-labelledby={`day-${day.date}`} data-testid="my-day-day">
          <h2 id={`day-${day.date}`}>{dayLabel(day.date, language)}</h2>
          {day.columns.length === 0 && <p className={styles.muted}>{text.notWorking}</p>}
          {day.columns.map((column) => (
            <ColumnList
              key={`${column.salon.id}-${column.stylist.id}`}
              column={column}
              text={text}
              several={data.salons.length > 1}
              onRemove={removeBlock}
            />
          ))}
          {day.others.length > 0 && (
            <details className={styles.others}>
              <summary>{text.others}</summary>
              <ul>
                {day.others.map((o) => (
                  <li key={o.stylist}>
                    {o.stylist}: {o.busy.map((b) => `${b.start}–${b.end}`).join(', ')}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {!week && (
            <a
              className={styles.print}
              href={daySheetHref(adminRoute, { date: day.date, stylist: data.stylist?.id })}
              target="_blank"
              rel="noopener"
            >
              {text.print}
            </a>
          )}
        </section>
      ))}
      <BlockForm
        key={data.date}
        text={text}
        date={data.date}
        stylist={data.stylist.id}
        salons={data.salons}
        onSaved={(message) => {
          setStatus(message)
          reload()
        }}
      />
      <p className={styles.muted}>{text.salonTime}</p>
    </div>
  )
}

function ColumnList({
  column,
  text,
  several,
  onRemove,
}: {
  column: SheetColumn
  text: MyDayText
  several: boolean
  onRemove: (block: SheetBlock) => void
}) {
  const rows = [
    ...column.visits.map((v) => ({ start: v.start, visit: v, block: null })),
    ...column.blocked.map((b) => ({ start: b.start, visit: null, block: b })),
  ].sort((x, y) => x.start.localeCompare(y.start))
  return (
    <div className={styles.column}>
      <p className={styles.muted}>
        {several ? `${column.salon.title} · ` : ''}
        {column.hours.length
          ? fill(text.works, { hours: column.hours.map((h) => `${h.start}–${h.end}`).join(', ') })
          : text.notWorking}
      </p>
      {column.visits.length === 0 && <p className={styles.muted}>{text.noVisits}</p>}
      <ul className={styles.list}>
        {rows.map((row) =>
          row.visit ? (
            <li key={`v${row.visit.id}-${row.start}`} className={styles.visit} data-testid="my-day-visit">
              <p className={styles.time}>
                {row.visit.start}–{row.visit.end}
                <span className={styles.state}>{stateLabel(text, row.visit.status)}</span>
              </p>
              <p className={styles.client}>
                {row.visit.client?.name || text.walkIn}
                {row.visit.client?.phone && (
                  <a className={styles.phone} href={`tel:${row.visit.client.phone}`}>
                    {row.visit.client.phone}
                  </a>
                )}
              </p>
              <p>{row.visit.services.join(', ')}</p>
              {row.visit.note && (
                <p className={styles.note}>
                  {text.note}: {row.visit.note}
                </p>
              )}
              <p className={styles.money} data-testid="my-day-money">
                {moneyLine(text, row.visit)}
              </p>
            </li>
          ) : row.block ? (
            <li key={`b${row.block.id}-${row.start}`} className={styles.block} data-testid="my-day-block">
              <p className={styles.time}>
                {row.block.start}–{row.block.end}
                <span className={styles.state}>
                  {text.blocked}
                  {row.block.weekly ? `, ${text.weekly}` : ''}
                </span>
              </p>
              {row.block.reason && <p>{row.block.reason}</p>}
              {row.block.id && (
                <button type="button" onClick={() => onRemove(row.block!)}>
                  {text.remove}
                </button>
              )}
            </li>
          ) : null,
        )}
      </ul>
    </div>
  )
}

function BlockForm({
  text,
  date,
  stylist,
  salons,
  onSaved,
}: {
  text: MyDayText
  date: string
  stylist: string
  salons: { id: string; title: string }[]
  onSaved: (message: string) => void
}) {
  const [form, setForm] = useState({ date, salon: salons[0]?.id ?? '', start: '', end: '', reason: '' })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value })

  async function submit() {
    setBusy(true)
    const r = await call('POST', '/api/staff/time-blocks', { ...form, employee: stylist })
    setBusy(false)
    if (r.ok) {
      setError(null)
      setForm({ ...form, start: '', end: '', reason: '' })
      onSaved(fill(text.blockedSaved, { start: form.start, end: form.end }))
    } else
      setError(
        r.status === 0 ? text.offline : fill(text.failed, { message: Object.values(r.fields ?? {})[0] ?? r.message }),
      )
  }

  return (
    <form
      className={styles.blockForm}
      aria-labelledby="my-day-block-title"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h2 id="my-day-block-title">{text.blockTitle}</h2>
      <p className={styles.muted}>{text.blockHint}</p>
      {salons.length > 1 && (
        <label>
          <span>{text.salon}</span>
          <select value={form.salon} onChange={set('salon')} required>
            {salons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        <span>{text.date}</span>
        <input type="date" value={form.date} onChange={set('date')} required />
      </label>
      <div className={styles.pair}>
        <label>
          <span>{text.from}</span>
          <input type="time" step={300} value={form.start} onChange={set('start')} required />
        </label>
        <label>
          <span>{text.to}</span>
          <input type="time" step={300} value={form.end} onChange={set('end')} required />
        </label>
      </div>
      <label>
        <span>{text.reason}</span>
        <input
          type="text"
          maxLength={120}
          value={form.reason}
          onChange={set('reason')}
          placeholder={text.reasonPlaceholder}
        />
      </label>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {text.block}
      </button>
    </form>
  )
}
