'use client'

import { useEffect, useState } from 'react'

import { fill } from '@/platform/i18n/text'

import { call, type ClientHit } from './client-api'
import type { CalendarText } from './text'
import styles from './calendar.module.css'

/**
 * The top bar's client search (name, phone or email): each client found jumps to their next visit
 * on the grid, or opens their card.
 */
export function ClientFinder({
  text,
  onVisit,
  onCard,
}: {
  text: CalendarText
  onVisit: (next: NonNullable<ClientHit['next']>) => void
  onCard: (clientId: string) => void
}) {
  const [q, setQ] = useState('')
  const [found, setFound] = useState<{ q: string; clients: ClientHit[] } | null>(null)
  const typed = q.trim()

  useEffect(() => {
    if (typed.length < 2) return
    const timer = setTimeout(async () => {
      const r = await call<{ clients: ClientHit[] }>('GET', `/api/staff/clients?q=${encodeURIComponent(typed)}`)
      setFound({ q: typed, clients: r.ok ? r.clients : [] })
    }, 250)
    return () => clearTimeout(timer)
  }, [typed])

  const hits = typed.length >= 2 && found?.q === typed ? found.clients : null
  const close = () => {
    setQ('')
    setFound(null)
  }
  return (
    <div className={styles.finder} role="search">
      <label>
        <span>{text.findInBar}</span>
        <input
          type="search"
          value={q}
          autoComplete="off"
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && close()}
        />
      </label>
      {hits && (
        <ul className={styles.finderHits} aria-live="polite" aria-label={text.findInBar}>
          {hits.length ? (
            hits.map((h) => (
              <li key={h.id}>
                <span>
                  <strong>{h.name || '—'}</strong> {h.phone}
                  <br />
                  <small>
                    {h.next ? fill(text.nextVisitOn, { date: h.next.date, time: h.next.start }) : text.noNextVisit}
                  </small>
                </span>
                {h.next && (
                  <button
                    type="button"
                    className="btn btn--style-primary btn--size-small"
                    onClick={() => {
                      close()
                      onVisit(h.next!)
                    }}
                  >
                    {text.goToVisit}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--style-secondary btn--size-small"
                  onClick={() => {
                    close()
                    onCard(h.id)
                  }}
                >
                  {text.openClientCard}
                </button>
              </li>
            ))
          ) : (
            <li>{text.noClientFoundBar}</li>
          )}
        </ul>
      )}
    </div>
  )
}
