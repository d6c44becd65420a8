'use client'

import { useState } from 'react'

import styles from './booking-system.module.css'

type Kind = 'services' | 'employees' | 'locations'
type Named = { id: string; name: string }
interface Report {
  linked: Record<Kind, (Named & { crmId: string })[]>
  kept: Record<Kind, number>
  stale: Record<Kind, (Named & { crmId: string })[]>
  unmatchedSite: Record<Kind, Named[]>
  unmatchedBeautyPro: Record<Kind, Named[]>
}

const KINDS: [Kind, string][] = [
  ['services', 'kindServices'],
  ['employees', 'kindEmployees'],
  ['locations', 'kindLocations'],
]

const fill = (template: string | undefined, values: Record<string, string | number>) =>
  (template ?? '').replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

/** The "link to Beauty Pro" button and what it did, in the admin's language (`text`). */
export function LinkContent({ text }: { text: Record<string, string> }) {
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<Report | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function run() {
    setBusy(true)
    setFailure(null)
    try {
      const response = await fetch('/api/booking-system/link', { method: 'POST', credentials: 'same-origin' })
      const body = (await response.json().catch(() => ({}))) as Report & { message?: string }
      if (!response.ok) setFailure(fill(text.linkFailed, { message: body.message ?? `HTTP ${response.status}` }))
      else setReport(body)
    } catch {
      setFailure(fill(text.linkFailed, { message: 'no answer' }))
    } finally {
      setBusy(false)
    }
  }

  const list = (items: Named[]) =>
    items.length ? (
      <ul>
        {items.map((i) => (
          <li key={i.id}>{i.name || i.id}</li>
        ))}
      </ul>
    ) : (
      <p className={styles.muted}>{text.nothing}</p>
    )

  return (
    <div aria-live="polite">
      <button type="button" className="btn btn--style-primary" disabled={busy} onClick={() => void run()}>
        {busy ? text.linking : text.linkAction}
      </button>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      {report && (
        <div className={styles.report}>
          {KINDS.map(([kind, label]) => (
            <section key={kind} aria-labelledby={`link-${kind}`}>
              <h2 id={`link-${kind}`}>{text[label]}</h2>
              <p>
                {fill(text.linkedCount, { count: report.linked[kind].length })} ·{' '}
                {fill(text.keptCount, { count: report.kept[kind] })}
              </p>
              <h3>{text.unmatchedSite}</h3>
              {list(report.unmatchedSite[kind])}
              <h3>{text.unmatchedBeautyPro}</h3>
              {list(report.unmatchedBeautyPro[kind])}
              {report.stale[kind].length > 0 && (
                <>
                  <h3>{text.staleLinks}</h3>
                  {list(report.stale[kind])}
                </>
              )}
            </section>
          ))}
        </div>
      )}
    </div>
  )
}
