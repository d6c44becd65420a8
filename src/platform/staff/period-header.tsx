import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'
import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaffUser } from '@/platform/access'

import { sendStylistsToTheirDay } from './stylist-home'
import styles from './staff-view.module.css'
import links from './text-links.module.css'

/** Sends anyone not signed in as staff to the admin's login, and back to `here` with the same `query`. */
export function staffOnly(req: PayloadRequest, here: string, query: Record<string, string | undefined>): void {
  if (isStaffUser(req.user)) return
  sendStylistsToTheirDay(req)
  const config = req.payload.config
  const back = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])))
  const target = `${here}${back.size ? `?${back}` : ''}`
  redirect(
    `${formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.login })}?redirect=${encodeURIComponent(target)}`,
  )
}

export interface PeriodHeaderProps {
  /** A data attribute the header carries (tests and axe find the page by it), e.g. `data-report-view`. */
  marker: `data-${string}`
  title: string
  lead: ReactNode
  notices: string[]
  /** The page's own address: the form asks it again with `salon` and the period. */
  action: string
  salons: { id: string; title: string }[]
  salonId: string | undefined
  /** The date field: its query name, label and value. */
  period: { name: string; label: string; value: string }
  words: {
    choose: string
    salon: string
    show: string
    others: string
    previous: string
    current: string
    next: string
  }
  /** The neighbouring periods' addresses; `current` null when the page shows the current one. */
  hrefs: { previous: string; current: string | null; next: string }
}

/**
 * The top of a staff page that shows one salon over a period (the weekly report, the day's
 * takings): the title, a line about what is shown, what could not be done as asked, a form to pick
 * the salon and the date, and links to the periods either side.
 */
export function PeriodHeader(p: PeriodHeaderProps) {
  return (
    <>
      <header className={styles.header} {...{ [p.marker]: true }}>
        <h1>{p.title}</h1>
        <p className={styles.lead}>{p.lead}</p>
        {p.notices.length > 0 && (
          <p className={styles.notice} role="status">
            {p.notices.join(' ')}
          </p>
        )}
      </header>

      <form className={styles.controls} method="get" action={p.action} aria-label={p.words.choose}>
        <label>
          <span>{p.words.salon}</span>
          <select name="salon" defaultValue={p.salonId}>
            {p.salons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{p.period.label}</span>
          <input type="date" name={p.period.name} defaultValue={p.period.value} required />
        </label>
        <button type="submit" className={styles.button}>
          {p.words.show}
        </button>
      </form>

      <nav className={`${styles.weeks} ${links.links}`} aria-label={p.words.others}>
        <Link href={p.hrefs.previous} prefetch={false} rel="prev">
          {p.words.previous}
        </Link>
        {p.hrefs.current && (
          <Link href={p.hrefs.current} prefetch={false}>
            {p.words.current}
          </Link>
        )}
        <Link href={p.hrefs.next} prefetch={false} rel="next">
          {p.words.next}
        </Link>
      </nav>
    </>
  )
}
