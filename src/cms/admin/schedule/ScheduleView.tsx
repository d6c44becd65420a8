import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaffUser } from '../../access'
import { StaffPage } from '../staff-page'
import { staffDateLocale, staffText, type StaffKey } from '../translations'

import type { BlockStatus, BoardBlock, BoardColumn } from './day-board'
import { type DayBoardPage, loadDayBoardPage } from './load'
import { SCHEDULE_PATH } from './paths'
import styles from './schedule.module.css'

type Text = ReturnType<typeof staffText>

const STATUS_LABEL: Record<BlockStatus, StaffKey> = {
  held: 'held',
  'hold-lapsed': 'holdLapsed',
  planned: 'planned',
  confirmed: 'confirmed',
  arrived: 'arrived',
  completed: 'completed',
  'no-show': 'noShow',
  cancelled: 'cancelled',
}

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

/**
 * Appointments by day and stylist for the salon's staff: a server-rendered page of the admin
 * (no client script of its own). Signed-out visitors are sent to the admin's login.
 */
export async function ScheduleView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const config = req.payload.config
  const adminRoute = config.routes.admin
  const here = formatAdminURL({ adminRoute, path: SCHEDULE_PATH })
  const query = {
    salon: one(searchParams?.salon),
    date: one(searchParams?.date),
    inactive: one(searchParams?.inactive),
  }

  if (!isStaffUser(req.user)) {
    const back = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])))
    const target = `${here}${back.size ? `?${back}` : ''}`
    redirect(
      `${formatAdminURL({ adminRoute, path: config.admin.routes.login })}?redirect=${encodeURIComponent(target)}`,
    )
  }

  const page = await loadDayBoardPage(req, query)
  const t = staffText(req.i18n)
  const link = (changes: Partial<Record<'date' | 'inactive', string | null>>) => {
    const next = new URLSearchParams()
    if (page.salon) next.set('salon', page.salon.id)
    const date = changes.date === undefined ? page.date : changes.date
    if (date) next.set('date', date)
    const inactive = changes.inactive === undefined ? (page.showInactive ? '1' : null) : changes.inactive
    if (inactive) next.set('inactive', inactive)
    return `${here}?${next}`
  }
  const editUrl = (id: string) => formatAdminURL({ adminRoute, path: `/collections/appointments/${id}` })

  return (
    <StaffPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <Gutter className={styles.view}>
        <header className={styles.header}>
          <h1>{t('daySchedule')}</h1>
          <p className={styles.lead}>
            {page.salon ? (
              <>
                <strong>{page.salon.title}</strong>, {longDate(page.date, staffDateLocale(req.i18n))}
                {page.date === page.today ? t('todaySuffix') : ''} · {t('salonTime', { zone: page.timezone })}
              </>
            ) : (
              t('noSalon')
            )}
          </p>
          {page.notices.length > 0 && (
            <p className={styles.notice} role="status">
              {page.notices.map((key) => t(key)).join(' ')}
            </p>
          )}
        </header>

        <form className={styles.controls} method="get" action={here} aria-label={t('chooseSalonAndDay')}>
          <label>
            <span>{t('salon')}</span>
            <select name="salon" defaultValue={page.salon?.id}>
              {page.salons.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('day')}</span>
            <input type="date" name="date" defaultValue={page.date} required />
          </label>
          {page.showInactive && <input type="hidden" name="inactive" value="1" />}
          <button type="submit" className={styles.button}>
            {t('show')}
          </button>
        </form>

        <nav className={styles.days} aria-label={t('otherDays')}>
          <Link href={link({ date: page.previous })} prefetch={false} rel="prev">
            {t('previousDay')}
          </Link>
          {page.date !== page.today && (
            <Link href={link({ date: null })} prefetch={false}>
              {t('today')}
            </Link>
          )}
          <Link href={link({ date: page.next })} prefetch={false} rel="next">
            {t('nextDay')}
          </Link>
          {page.showInactive ? (
            <Link href={link({ inactive: null })} prefetch={false}>
              {t('hideInactive')}
            </Link>
          ) : (
            page.board.hiddenCount > 0 && (
              <Link href={link({ inactive: '1' })} prefetch={false}>
                {t('showInactive', { count: page.board.hiddenCount })}
              </Link>
            )
          )}
        </nav>

        <Board page={page} editUrl={editUrl} t={t} />
      </Gutter>
    </StaffPage>
  )
}

function Board({ page, editUrl, t }: { page: DayBoardPage; editUrl: (id: string) => string; t: Text }) {
  if (!page.salon) return null
  if (!page.board.columns.length) return <p className={styles.empty}>{t('nobodyWorks', { salon: page.salon.title })}</p>
  return (
    <div className={styles.board}>
      {page.board.columns.map((column) => (
        <Column key={column.employeeId} column={column} editUrl={editUrl} t={t} />
      ))}
    </div>
  )
}

function Column({ column, editUrl, t }: { column: BoardColumn; editUrl: (id: string) => string; t: Text }) {
  const headingId = `stylist-${column.employeeId}`
  return (
    <section className={styles.column} aria-labelledby={headingId} data-testid="schedule-column">
      <h2 id={headingId} className={styles.stylist}>
        {column.name}
      </h2>
      <p className={styles.hours}>
        {column.hours.length
          ? t('works', { hours: column.hours.map((h) => `${h.start}–${h.end}`).join(', ') })
          : t('noHours')}
      </p>
      {column.blocked.length > 0 && (
        <ul className={styles.blocked} aria-label={t('blockedTime')}>
          {column.blocked.map((b, i) => (
            <li key={i} data-testid="blocked-time">
              {t('blockedStretch', { start: b.start, end: b.end })}
              {b.reason ? ` · ${b.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
      {column.blocks.length ? (
        <ol className={styles.blocks}>
          {column.blocks.map((block, i) => (
            <Block key={`${block.appointmentId}-${i}`} block={block} href={editUrl(block.appointmentId)} t={t} />
          ))}
        </ol>
      ) : (
        <p className={styles.free}>{t('nothingBooked')}</p>
      )}
    </section>
  )
}

function Block({ block, href, t }: { block: BoardBlock; href: string; t: Text }) {
  const inactive = block.status === 'cancelled' || block.status === 'hold-lapsed'
  const client = block.client
  return (
    <li className={`${styles.block} ${styles[block.status]}`} data-status={block.status}>
      <Link href={href} prefetch={false} className={styles.blockLink}>
        <span className={styles.time}>
          {inactive ? (
            <s>
              {block.start}–{block.end}
            </s>
          ) : (
            <>
              {block.start}–{block.end}
            </>
          )}
        </span>
        <span className={styles.state}>
          {t(STATUS_LABEL[block.status])}
          {block.heldUntil ? t('until', { time: block.heldUntil }) : ''}
        </span>
        <span className={styles.client}>
          {client ? (
            <>
              {client.name || t('noName')} · {client.phone}
            </>
          ) : (
            t('notSignedIn')
          )}
        </span>
        <span className={styles.services}>{block.services.join(', ')}</span>
      </Link>
    </li>
  )
}
