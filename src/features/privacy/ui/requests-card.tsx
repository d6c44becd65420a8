import Link from 'next/link'
import type { ServerProps } from 'payload'

import { isAdminUser } from '@/platform/access'
import links from '@/platform/staff/text-links.module.css'

import { daysLeft } from '../domain/due'

const TEXT = {
  en: {
    heading: 'Clients’ data requests',
    open: (n: number) => `${n} open request${n === 1 ? '' : 's'}.`,
    due: (date: string, days: number) =>
      days < 0
        ? `Overdue since ${date}.`
        : days === 0
          ? 'The next is due today.'
          : `The next is due on ${date} (in ${days} day${days === 1 ? '' : 's'}).`,
    all: 'Data requests',
  },
  uk: {
    heading: 'Запити клієнтів щодо даних',
    open: (n: number) => `Відкритих запитів: ${n}.`,
    due: (date: string, days: number) =>
      days < 0
        ? `Прострочено з ${date}.`
        : days === 0
          ? 'Наступний — сьогодні.'
          : `Наступний — до ${date} (днів: ${days}).`,
    all: 'Запити щодо даних',
  },
}

/**
 * The dashboard's reminder for admins, shown only while a client's request is open: how many, and
 * when the nearest must be answered (a month from receipt, UK GDPR).
 */
export async function RequestsCard({ user, i18n, payload }: ServerProps) {
  if (!isAdminUser(user)) return null
  const { docs, totalDocs } = await payload.find({
    collection: 'data-requests',
    where: { status: { equals: 'open' } },
    sort: 'dueOn',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!totalDocs) return null
  const lang = i18n.language === 'uk' ? 'uk' : 'en'
  const t = TEXT[lang]
  const due = docs[0]?.dueOn ?? ''
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
  const shown = due
    ? new Date(`${due}T12:00:00Z`).toLocaleDateString(lang === 'uk' ? 'uk-UA' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : ''
  return (
    <section className={links.links} aria-labelledby="data-requests-heading" data-testid="data-requests-card">
      <h2 id="data-requests-heading">{t.heading}</h2>
      <p>
        {t.open(totalDocs)} {due && t.due(shown, daysLeft(due, today))}
      </p>
      <ul>
        <li>
          <Link href="/admin/collections/data-requests">{t.all}</Link>
        </li>
      </ul>
    </section>
  )
}
