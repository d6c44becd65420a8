import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaffUser } from '../../access'

import type { BlockStatus, BoardBlock, BoardColumn } from './day-board'
import { type DayBoardPage, loadDayBoardPage } from './load'
import { SCHEDULE_PATH } from './paths'
import styles from './schedule.module.css'

const STATUS_LABEL: Record<BlockStatus, string> = {
  held: 'Held',
  'hold-lapsed': 'Hold lapsed',
  planned: 'Planned',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
}

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
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
  const { req, permissions, locale, visibleEntities } = initPageResult
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
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities?.collections, globals: visibleEntities?.globals }}
    >
      <Gutter className={styles.view}>
        <header className={styles.header}>
          <h1>Day schedule</h1>
          <p className={styles.lead}>
            {page.salon ? (
              <>
                <strong>{page.salon.title}</strong>, {longDate(page.date)}
                {page.date === page.today ? ' (today)' : ''} · times are salon time ({page.timezone})
              </>
            ) : (
              'No salon yet: add one under Salons.'
            )}
          </p>
          {page.notice && (
            <p className={styles.notice} role="status">
              {page.notice}
            </p>
          )}
        </header>

        <form className={styles.controls} method="get" action={here} aria-label="Choose salon and day">
          <label>
            <span>Salon</span>
            <select name="salon" defaultValue={page.salon?.id}>
              {page.salons.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>Day</span>
            <input type="date" name="date" defaultValue={page.date} required />
          </label>
          {page.showInactive && <input type="hidden" name="inactive" value="1" />}
          <button type="submit" className={styles.button}>
            Show
          </button>
        </form>

        <nav className={styles.days} aria-label="Other days">
          <Link href={link({ date: page.previous })} prefetch={false} rel="prev">
            ← Previous day
          </Link>
          {page.date !== page.today && (
            <Link href={link({ date: null })} prefetch={false}>
              Today
            </Link>
          )}
          <Link href={link({ date: page.next })} prefetch={false} rel="next">
            Next day →
          </Link>
          {page.showInactive ? (
            <Link href={link({ inactive: null })} prefetch={false}>
              Hide cancelled visits and lapsed holds
            </Link>
          ) : (
            page.board.hiddenCount > 0 && (
              <Link href={link({ inactive: '1' })} prefetch={false}>
                Show cancelled visits and lapsed holds ({page.board.hiddenCount})
              </Link>
            )
          )}
        </nav>

        <Board page={page} editUrl={editUrl} />
      </Gutter>
    </DefaultTemplate>
  )
}

function Board({ page, editUrl }: { page: DayBoardPage; editUrl: (id: string) => string }) {
  if (!page.salon) return null
  if (!page.board.columns.length)
    return <p className={styles.empty}>Nobody works at {page.salon.title} on this day and nothing is booked.</p>
  return (
    <div className={styles.board}>
      {page.board.columns.map((column) => (
        <Column key={column.stylistId} column={column} editUrl={editUrl} />
      ))}
    </div>
  )
}

function Column({ column, editUrl }: { column: BoardColumn; editUrl: (id: string) => string }) {
  const headingId = `stylist-${column.stylistId}`
  return (
    <section className={styles.column} aria-labelledby={headingId} data-testid="schedule-column">
      <h2 id={headingId} className={styles.stylist}>
        {column.name}
      </h2>
      <p className={styles.hours}>
        {column.hours.length
          ? `Works ${column.hours.map((h) => `${h.start}–${h.end}`).join(', ')}`
          : 'No working hours here this day'}
      </p>
      {column.blocks.length ? (
        <ol className={styles.blocks}>
          {column.blocks.map((block, i) => (
            <Block key={`${block.appointmentId}-${i}`} block={block} href={editUrl(block.appointmentId)} />
          ))}
        </ol>
      ) : (
        <p className={styles.free}>Nothing booked.</p>
      )}
    </section>
  )
}

function Block({ block, href }: { block: BoardBlock; href: string }) {
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
          {STATUS_LABEL[block.status]}
          {block.heldUntil ? ` until ${block.heldUntil}` : ''}
        </span>
        <span className={styles.client}>
          {client ? (
            <>
              {client.name || 'No name given'} · {client.phone}
            </>
          ) : (
            'Not signed in yet'
          )}
        </span>
        <span className={styles.services}>{block.services.join(', ')}</span>
      </Link>
    </li>
  )
}
