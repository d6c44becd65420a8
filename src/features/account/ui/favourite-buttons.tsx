'use client'

import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

import { loadFavourites, onFavourites, toggleFavourite, type FavouriteKind, type FavouriteSets } from './account-api'
import { FAVOURITE_SLOT } from './favourite-heart'
import styles from './favourite-heart.module.css'

function Heart({
  kind,
  id,
  label,
  onCard,
  pressed,
}: {
  kind: FavouriteKind
  id: string
  label: string
  onCard: boolean
  pressed: boolean
}) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className={onCard ? `${styles.heart} ${styles.onCard}` : styles.heart}
      aria-pressed={pressed}
      aria-label={label}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true)
        await toggleFavourite(kind, id)
        setBusy(false)
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.1 5.4 3.1 1.8-2 3.3-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}

/**
 * The hearts of a signed-in client, drawn into their places on the page: pressed when the stylist
 * or service is a favourite, pressing one again removes it. Nothing shows until the favourites are known,
 * or when the API says the session has ended.
 */
export default function FavouriteButtons({ slots }: { slots: HTMLElement[] }) {
  const [ids, setIds] = useState<FavouriteSets | null>(null)
  useEffect(() => {
    let live = true
    void loadFavourites().then((found) => {
      if (live) setIds(found)
    })
    const stop = onFavourites(setIds)
    return () => {
      live = false
      stop()
    }
  }, [slots])
  if (!ids) return null
  return slots.map((slot, i) => {
    const id = slot.getAttribute(FAVOURITE_SLOT) ?? ''
    const kind: FavouriteKind = slot.dataset.favouriteKind === 'service' ? 'service' : 'stylist'
    return createPortal(
      <Heart
        kind={kind}
        id={id}
        label={slot.dataset.favouriteLabel ?? ''}
        onCard={slot.dataset.favouriteOnCard === 'true'}
        pressed={ids[kind].has(id)}
      />,
      slot,
      `${i}-${id}`,
    )
  })
}
