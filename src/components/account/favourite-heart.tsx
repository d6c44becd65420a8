'use client'

import { useEffect, useState } from 'react'

import { loadFavourites, onFavourites, toggleFavourite } from './account-api'
import styles from './favourite-heart.module.css'

/**
 * The heart on a stylist's card and page: shown only to a signed-in client (it asks the API only
 * when the sign-in marker cookie is there, so signed-out visitors cost nothing), pressed when the
 * stylist is a favourite; pressing it again removes them.
 */
export function FavouriteHeart({ id, label, onCard = false }: { id: string; label: string; onCard?: boolean }) {
  const [pressed, setPressed] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    void loadFavourites().then((ids) => {
      if (live && ids) setPressed(ids.has(id))
    })
    const stop = onFavourites((ids) => setPressed(ids ? ids.has(id) : null))
    return () => {
      live = false
      stop()
    }
  }, [id])
  if (pressed === null) return null
  return (
    <button
      type="button"
      className={onCard ? `${styles.heart} ${styles.onCard}` : styles.heart}
      aria-pressed={pressed}
      aria-label={label}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true)
        await toggleFavourite(id)
        setBusy(false)
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.1 5.4 3.1 1.8-2 3.3-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
