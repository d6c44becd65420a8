'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/routing'

import {
  call,
  loadFavourites,
  onFavourites,
  toggleFavourite,
  type FavouriteKind,
  type FavouriteSets,
} from './account-api'
import { problemText, type AccountMessages } from './account-text'
import styles from './account.module.css'

export interface StylistLink {
  id: string
  name: string
  href: string
}

type FavouriteLink = StylistLink

/** Names and pages of the services (GET /api/booking/services), read once the list has any. */
function useServiceLinks(locale: Locale, wanted: boolean): FavouriteLink[] | null {
  const [links, setLinks] = useState<FavouriteLink[] | null>(null)
  useEffect(() => {
    if (!wanted || links) return
    let live = true
    void call<{ id: string; name: string; path: string | null }[]>(
      'GET',
      `/api/booking/services?locale=${locale}`,
    ).then((answer) => {
      if (!live || !answer.ok) return
      setLinks(
        answer.data.map((s) => ({
          id: String(s.id),
          name: s.name,
          href: s.path ? localePath(locale, `/services/${s.path}/`) : localePath(locale, '/services/'),
        })),
      )
    })
    return () => {
      live = false
    }
  }, [locale, wanted, links])
  return links
}

/** One list of favourites: each links to its page and can be removed; "Clear the list" empties it. */
function FavouriteList({
  kind,
  t,
  heading,
  empty,
  items,
  known,
}: {
  kind: FavouriteKind
  t: AccountMessages
  heading: string
  empty: string
  items: FavouriteLink[]
  /** Whether the favourites have been read (before that, nothing is said). */
  known: boolean
}) {
  const id = useId()
  const [problem, setProblem] = useState('')
  const title = useRef<HTMLHeadingElement>(null)
  const change = async (value: string | null) => {
    const answer = await toggleFavourite(kind, value)
    setProblem(answer.ok ? '' : problemText(t, answer))
    // The button is gone with its row: focus goes back to the list's heading.
    if (answer.ok) title.current?.focus()
  }
  return (
    <div role="group" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} ref={title} tabIndex={-1}>
        {heading}
      </h3>
      {known && !items.length && <p className={styles.muted}>{empty}</p>}
      {items.length > 0 && (
        <>
          <ul className={styles.favourites}>
            {items.map((s) => (
              <li key={s.id}>
                <Link href={s.href} prefetch={false}>
                  {s.name}
                </Link>
                <button
                  type="button"
                  className={styles.secondary}
                  aria-label={t.accountRemoveFavourite.replace('{name}', s.name)}
                  onClick={() => change(s.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.secondary} onClick={() => change(null)}>
            {t.accountClearFavourites.replace('{list}', heading.toLowerCase())}
          </button>
        </>
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </div>
  )
}

/** The favourite stylists and services (GET /api/booking/favourites). */
export function AccountFavourites({
  locale,
  t,
  stylists,
}: {
  locale: Locale
  t: AccountMessages
  stylists: StylistLink[]
}) {
  const id = useId()
  const [ids, setIds] = useState<FavouriteSets | null>(null)

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

  const services = useServiceLinks(locale, Boolean(ids?.service.size))
  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.accountFavouritesHeading}</h2>
      <FavouriteList
        kind="stylist"
        t={t}
        heading={t.accountFavourites}
        empty={t.accountNoFavourites}
        items={stylists.filter((s) => ids?.stylist.has(s.id))}
        known={ids != null}
      />
      <FavouriteList
        kind="service"
        t={t}
        heading={t.accountFavouriteServices}
        empty={t.accountNoFavouriteServices}
        items={(services ?? []).filter((s) => ids?.service.has(s.id))}
        known={ids != null && (ids.service.size === 0 || services != null)}
      />
    </section>
  )
}
