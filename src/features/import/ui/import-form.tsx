'use client'

import { useId, useState, type FormEvent } from 'react'

import { fill } from '@/platform/i18n/text'
import styles from '@/platform/staff/staff-view.module.css'

import { FIELDS, type Field } from '../domain/fields'
import type { ImportSummary } from '../engine/import'
import { headerRow, mapText } from './header-row'
import { IMPORT_API_PATH, IMPORT_PREVIEW_API_PATH } from './paths'
import type { ImportText } from './text'
import own from './import.module.css'

type Answer = { ok: true; summary: ImportSummary } | { ok: false; message: string; reason?: string }

/** Sends the file itself as the body; the salon and a manual map ride in the query. */
async function send(url: string, file: File, salon: string, map: string): Promise<Answer | null> {
  const query = new URLSearchParams()
  if (salon) query.set('salon', salon)
  if (map.trim()) query.set('map', map.trim())
  try {
    const response = await fetch(`${url}${query.size ? `?${query}` : ''}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'text/csv' },
      body: file,
    })
    const body = (await response.json().catch(() => ({}))) as {
      summary?: ImportSummary
      message?: string
      reason?: string
    }
    if (response.ok && body.summary) return { ok: true, summary: body.summary }
    return { ok: false, message: body.message ?? `HTTP ${response.status}`, reason: body.reason }
  } catch {
    return null
  }
}

function Summary({ summary, text, locale }: { summary: ImportSummary; text: ImportText; locale: string }) {
  const n = new Intl.NumberFormat(locale)
  const rows: [string, number][] = [
    [text.clientsCreated, summary.clients.created],
    [text.clientsUpdated, summary.clients.updated],
    [text.clientsUnchanged, summary.clients.unchanged],
    [text.visitsBooked, summary.visits.booked],
    [text.visitsUnchanged, summary.visits.unchanged],
    [text.visitsConflicts, summary.visits.conflicts],
    [text.visitsUnmatched, summary.visits.unmatched],
    [text.visitsPast, summary.visits.past],
    [text.visitsNotLive, summary.visits.notLive],
  ]
  const problem = (p: ImportSummary['skipped'][number]) =>
    fill(text[`problem_${p.problem}` as keyof ImportText] ?? p.message, { value: p.value ?? '' })
  const { services, stylists, salons } = summary.unmatched
  return (
    <div data-testid={summary.dryRun ? 'import-preview' : 'import-result'}>
      <table className={styles.table}>
        <caption>{summary.dryRun ? text.previewCaption : text.doneCaption}</caption>
        <tbody>
          <tr>
            <th scope="row">{text.format}</th>
            <td>{summary.format.label}</td>
          </tr>
          <tr>
            <th scope="row">{text.rows}</th>
            <td>{n.format(summary.rows)}</td>
          </tr>
          {summary.salon && (
            <tr>
              <th scope="row">{text.visitsAt}</th>
              <td>{summary.salon.title}</td>
            </tr>
          )}
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{n.format(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.skippedTotal > 0 && (
        <table className={styles.table} data-testid="import-skipped">
          <caption>{fill(text.skippedCaption, { count: n.format(summary.skippedTotal) })}</caption>
          <thead>
            <tr>
              <th scope="col">{text.line}</th>
              <th scope="col">{text.reason}</th>
            </tr>
          </thead>
          <tbody>
            {summary.skipped.map((p) => (
              <tr key={`${p.line}-${p.problem}`}>
                <th scope="row">{p.line}</th>
                <td>{problem(p)}</td>
              </tr>
            ))}
          </tbody>
          {summary.skippedTotal > summary.skipped.length && (
            <tfoot>
              <tr>
                <td colSpan={2}>{fill(text.moreSkipped, { count: summary.skippedTotal - summary.skipped.length })}</td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
      {services.length + stylists.length + salons.length > 0 && (
        <table className={styles.table} data-testid="import-unmatched">
          <caption>{text.unmatchedCaption}</caption>
          <tbody>
            {(
              [
                [text.services, services],
                [text.stylists, stylists],
                [text.salons, salons],
              ] as const
            )
              .filter(([, names]) => names.length)
              .map(([label, names]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{names.join(', ')}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      {summary.conflicts.length > 0 && (
        <table className={styles.table} data-testid="import-conflicts">
          <caption>{text.conflictsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.line}</th>
              <th scope="col">{text.when}</th>
              <th scope="col">{text.service}</th>
              <th scope="col">{text.stylist}</th>
            </tr>
          </thead>
          <tbody>
            {summary.conflicts.map((c) => (
              <tr key={c.line}>
                <th scope="row">{c.line}</th>
                <td>
                  {c.date} {c.time}
                </td>
                <td>{c.service}</td>
                <td>{fill(text.busy, { stylist: c.stylist })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

/**
 * Upload → preview → confirm. The preview is the import run dry on the server (POST
 * /api/staff/import/preview); confirming sends the same file to POST /api/staff/import.
 */
export function ImportForm({
  text,
  locale,
  salons,
}: {
  text: ImportText
  locale: string
  salons: { id: string; title: string }[]
}) {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [salon, setSalon] = useState(salons[0]?.id ?? '')
  const [headers, setHeaders] = useState<string[]>([])
  const [choices, setChoices] = useState<Partial<Record<Field, string>>>({})
  const [mapOpen, setMapOpen] = useState(false)
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [preview, setPreview] = useState<ImportSummary | null>(null)
  const [result, setResult] = useState<ImportSummary | null>(null)

  async function run(kind: 'preview' | 'import') {
    setError(null)
    if (!file) {
      setError(text.chooseFile)
      return
    }
    setBusy(kind)
    const map = mapText(choices)
    const answer = await send(kind === 'preview' ? IMPORT_PREVIEW_API_PATH : IMPORT_API_PATH, file, salon, map)
    setBusy(null)
    if (!answer) return setError(text.offline)
    if (!answer.ok) {
      if (answer.reason === 'unknown_format' && !map) {
        setMapOpen(true)
        return setError(text.unknownFormat)
      }
      return setError(fill(text.failed, { message: answer.message }))
    }
    if (kind === 'preview') {
      setPreview(answer.summary)
      setResult(null)
    } else {
      setResult(answer.summary)
      setPreview(null)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void run('preview')
  }
  const changed = () => {
    setPreview(null)
    setResult(null)
  }

  return (
    <>
      <form onSubmit={submit} className={own.form} aria-describedby={error ? `${id}-error` : undefined}>
        <label htmlFor={`${id}-file`}>{text.fileLabel}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null
            setFile(chosen)
            setChoices({})
            setHeaders([])
            changed()
            if (chosen)
              void chosen
                .slice(0, 64 * 1024)
                .text()
                .then((head) => setHeaders(headerRow(head)))
          }}
        />
        {salons.length > 0 && (
          <>
            <label htmlFor={`${id}-salon`}>{text.salonLabel}</label>
            <select
              id={`${id}-salon`}
              value={salon}
              onChange={(e) => {
                setSalon(e.target.value)
                changed()
              }}
            >
              {salons.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </>
        )}
        <details className={own.map} open={mapOpen} onToggle={(e) => setMapOpen(e.currentTarget.open)}>
          <summary>{text.mapLegend}</summary>
          <p id={`${id}-map-hint`} className={styles.note}>
            {text.mapHint}
          </p>
          {headers.length > 0 && (
            <div className={own.columns}>
              {FIELDS.map((field) => (
                <div key={field}>
                  <label htmlFor={`${id}-map-${field}`}>{text[`field_${field}`]}</label>
                  <select
                    id={`${id}-map-${field}`}
                    value={choices[field] ?? ''}
                    aria-describedby={`${id}-map-hint`}
                    onChange={(e) => {
                      setChoices({ ...choices, [field]: e.target.value })
                      changed()
                    }}
                  >
                    <option value="">{text.notUsed}</option>
                    {headers.map((h) => (
                      <option key={h} value={h}>
                        {h}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          )}
        </details>
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={busy !== null}>
            {busy === 'preview' ? text.previewing : text.preview}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className={styles.notice}>
            {error}
          </p>
        )}
      </form>
      {preview && (
        <section aria-label={text.previewCaption}>
          <Summary summary={preview} text={text} locale={locale} />
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={busy !== null} onClick={() => void run('import')}>
              {busy === 'import' ? text.importing : text.confirm}
            </button>
          </div>
        </section>
      )}
      {result && (
        <section aria-label={text.doneCaption}>
          <p role="status">
            {fill(text.done, {
              created: result.clients.created,
              updated: result.clients.updated,
              booked: result.visits.booked,
            })}
          </p>
          <Summary summary={result} text={text} locale={locale} />
        </section>
      )}
    </>
  )
}
