'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'

import { loadFavourites, onFavourites, toggleFavourite } from './account-api'
import { problemText, type AccountMessages } from './account-text'
import styles from './account.module.css'

export interface StylistLink {
  id: string
  name: string
  href: string
}

/** The favourite stylists (GET /api/booking/favourites), each removable. */
export function AccountFavourites({ t, stylists }: { t: AccountMessages; stylists: StylistLink[] }) {
  const id = useId()
  const [ids, setIds] = useState<Set<string> | null>(null)
  const [problem, setProblem] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let live = true
    void loadFavourites().then((loaded) => {
      if (live && loaded) setIds(loaded)
    })
    const stop = onFavourites((next) => setIds(next))
    return () => {
      live = false
      stop()
    }
  }, [])

  const chosen = stylists.filter((s) => ids?.has(s.id))
  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {t.accountFavourites}
      </h2>
      {ids && !chosen.length && <p className={styles.muted}>{t.accountNoFavourites}</p>}
      {chosen.length > 0 && (
        <ul className={styles.favourites}>
          {chosen.map((s) => (
            <li key={s.id}>
              <Link href={s.href} prefetch={false}>
                {s.name}
              </Link>
              <button
                type="button"
                className={styles.secondary}
                aria-label={t.accountRemoveFavourite.replace('{name}', s.name)}
                onClick={async () => {
                  const answer = await toggleFavourite(s.id)
                  setProblem(answer.ok ? '' : problemText(t, answer))
                  // The button is gone with its row: focus goes back to the list's heading.
                  if (answer.ok) heading.current?.focus()
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </section>
  )
}
