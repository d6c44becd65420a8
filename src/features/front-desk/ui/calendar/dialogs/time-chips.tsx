'use client'

import { useEffect, useId, useState } from 'react'

import { call } from '../client-api'
import styles from '../calendar.module.css'

/**
 * The engine's free times for the question `key` (the staff free-time endpoint's query); null
 * while they are not known, or when there is no question yet ('').
 */
export function useFreeTimes(key: string): string[] | null {
  const [free, setFree] = useState<{ key: string; times: string[] } | null>(null)
  useEffect(() => {
    if (!key) return
    let live = true
    void call<{ times: string[] }>('GET', `/api/staff/free-time?${key}`).then((r) => {
      if (live) setFree({ key, times: r.ok ? r.times : [] })
    })
    return () => {
      live = false
    }
  }, [key])
  return key && free?.key === key ? free.times : null
}

/** Free times as a row of buttons under what they are (`label`), or `empty` when there are none. */
export function TimeChips({
  label,
  empty,
  times,
  chosen,
  disabled = false,
  onChoose,
}: {
  label: string
  empty: string
  times: string[]
  chosen: string
  disabled?: boolean
  onChoose: (time: string) => void
}) {
  const id = useId()
  return (
    <div className={styles.offered}>
      <p id={id}>{label}</p>
      {times.length ? (
        <div role="group" aria-labelledby={id} className={styles.chips}>
          {times.map((t) => (
            <button key={t} type="button" aria-pressed={t === chosen} disabled={disabled} onClick={() => onChoose(t)}>
              {t}
            </button>
          ))}
        </div>
      ) : (
        <p>{empty}</p>
      )}
    </div>
  )
}
