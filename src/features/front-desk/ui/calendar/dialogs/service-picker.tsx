'use client'

import { useState } from 'react'

import type { CalendarService } from '../../../data/calendar'
import { fill } from '@/platform/i18n/text'
import type { CalendarText } from '../text'
import styles from '../calendar.module.css'

/** How many services a search or category shows at once (type more to narrow). */
const SHOWN = 24

const folded = (s: string) => s.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '')

/**
 * Picking a service by its category or a few letters of its name instead of one list of every
 * service the salon offers: one tap adds it to the visit.
 */
export function ServicePicker({
  text,
  services,
  onAdd,
}: {
  text: CalendarText
  services: CalendarService[]
  onAdd: (serviceId: string) => void
}) {
  const [category, setCategory] = useState('')
  const [filter, setFilter] = useState('')
  const categories = [...new Set(services.map((s) => s.category).filter(Boolean))].sort((a, b) => a.localeCompare(b))
  const words = folded(filter.trim()).split(/\s+/).filter(Boolean)
  const matching = services.filter(
    (s) => (!category || s.category === category) && words.every((w) => folded(`${s.title} ${s.category}`).includes(w)),
  )
  const looking = Boolean(category || words.length)
  return (
    <div className={styles.picker}>
      <label>
        <span>{text.findService}</span>
        <input type="search" value={filter} autoComplete="off" onChange={(e) => setFilter(e.target.value)} />
      </label>
      {categories.length > 1 && (
        <div className={styles.chips} role="group" aria-label={text.serviceCategories}>
          {categories.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => setCategory(category === c ? '' : c)}
            >
              {c}
            </button>
          ))}
        </div>
      )}
      {looking ? (
        matching.length ? (
          <ul className={styles.serviceList} aria-label={text.servicesFound}>
            {matching.slice(0, SHOWN).map((s) => (
              <li key={s.id}>
                <button type="button" onClick={() => onAdd(s.id)}>
                  {s.title} · {fill(text.minutes, { count: s.duration })}
                  {s.price != null ? ` · £${s.price}` : ''}
                </button>
              </li>
            ))}
            {matching.length > SHOWN && (
              <li className={styles.muted}>{fill(text.moreServices, { count: matching.length - SHOWN })}</li>
            )}
          </ul>
        ) : (
          <p className={styles.muted}>{text.noServiceFound}</p>
        )
      ) : (
        <p className={styles.muted}>{text.pickServiceHint}</p>
      )}
    </div>
  )
}
