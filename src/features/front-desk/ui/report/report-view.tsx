import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import type { WeekNumbers, WeekReport } from '../../domain/week-report'

import { isAdminUser, isStaffUser } from '@/platform/access'
import { fill } from '@/platform/i18n/text'
import { StaffPage } from '@/platform/staff/staff-page'

import { takingsByDay, type DayTakings } from '@/features/payments'

import { loadWeekReportPage, REPORT_API_PATH, REPORT_PATH, type WeekReportPage } from '../../data/report'
import links from '../text-links.module.css'
import styles from './report.module.css'
import { reportLanguage, reportText, type ReportText } from './text'

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

interface Formats {
  date: (date: string) => string
  hours: (minutes: number) => string
  money: (pounds: number) => string
  percent: (ratio: number) => string
}

function formats(locale: string): Formats {
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const hours = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' })
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  return {
    date: (d) => date.format(new Date(`${d}T12:00:00Z`)),
    hours: (minutes) => hours.format(minutes / 60),
    money: (pounds) => money.format(pounds),
    percent: (ratio) => percent.format(ratio),
  }
}

/**
 * The owner's weekly numbers for one salon (issue 14): visits, hours booked against hours worked
 * per stylist, expected takings, no-shows and late cancellations, online against front-desk
 * bookings, with a CSV download. A server-rendered page of the admin, for staff only.
 */
export async function ReportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const config = req.payload.config
  const adminRoute = config.routes.admin
  const here = formatAdminURL({ adminRoute, path: REPORT_PATH })
  const query = { salon: one(searchParams?.salon), week: one(searchParams?.week) }

  if (!isStaffUser(req.user)) {
    const back = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])))
    const target = `${here}${back.size ? `?${back}` : ''}`
    redirect(
      `${formatAdminURL({ adminRoute, path: config.admin.routes.login })}?redirect=${encodeURIComponent(target)}`,
    )
  }

  const language = reportLanguage(req.i18n.language)
  const t = reportText(language)
  if (!isAdminUser(req.user))
    return (
      <StaffPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
        <Gutter className={styles.view}>
          <h1>{t.title}</h1>
          <p role="status">{t.adminsOnly}</p>
        </Gutter>
      </StaffPage>
    )
  const page = await loadWeekReportPage(req, query)
  const takings =
    page.salon && page.report
      ? await takingsByDay(req.payload, {
          salonId: page.salon.id,
          timezone: page.report.timezone,
          from: new Date(page.report.from),
          to: new Date(page.report.to),
          monday: page.report.monday,
          sunday: page.report.sunday,
        })
      : null
  const f = formats(language === 'uk' ? 'uk-UA' : 'en-GB')
  const link = (week: string) => {
    const next = new URLSearchParams()
    if (page.salon) next.set('salon', page.salon.id)
    next.set('week', week)
    return `${here}?${next}`
  }
  const csv = new URLSearchParams({ week: page.monday, format: 'csv' })
  if (page.salon) csv.set('salon', page.salon.id)
  if (language !== 'en') csv.set('lang', language)

  return (
    <StaffPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <Gutter className={styles.view}>
        <header className={styles.header} data-report-view>
          <h1>{t.title}</h1>
          <p className={styles.lead}>
            {page.salon ? (
              <>
                <strong>{page.salon.title}</strong>, {f.date(page.monday)} – {f.date(page.sunday)} ·{' '}
                {fill(t.salonTime, { zone: page.timezone })}
              </>
            ) : (
              t.noSalon
            )}
          </p>
          {page.notices.length > 0 && (
            <p className={styles.notice} role="status">
              {page.notices.map((key) => t[key]).join(' ')}
            </p>
          )}
        </header>

        <form className={styles.controls} method="get" action={here} aria-label={t.chooseSalonAndWeek}>
          <label>
            <span>{t.salon}</span>
            <select name="salon" defaultValue={page.salon?.id}>
              {page.salons.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t.week}</span>
            <input type="date" name="week" defaultValue={page.monday} required />
          </label>
          <button type="submit" className={styles.button}>
            {t.show}
          </button>
        </form>

        <nav className={`${styles.weeks} ${links.links}`} aria-label={t.otherWeeks}>
          <Link href={link(page.previous)} prefetch={false} rel="prev">
            {t.previousWeek}
          </Link>
          {page.monday !== page.thisMonday && (
            <Link href={link(page.thisMonday)} prefetch={false}>
              {t.thisWeek}
            </Link>
          )}
          <Link href={link(page.next)} prefetch={false} rel="next">
            {t.nextWeek}
          </Link>
        </nav>

        {page.salon && page.report && (
          <>
            <ReportTable page={page} report={page.report} t={t} f={f} />
            <p className={styles.actions}>
              <a className={styles.button} href={`${REPORT_API_PATH}?${csv}`} download>
                {t.downloadCsv}
              </a>
            </p>
            {takings && (
              <>
                <TakingsTable salon={page.salon.title} takings={takings} t={t} f={f} />
                <p className={styles.actions}>
                  <a className={styles.button} href={`${REPORT_API_PATH}?${csv}&of=payments`} download>
                    {t.downloadPaymentsCsv}
                  </a>
                </p>
              </>
            )}
            {page.report.weekHours !== 168 && (
              <p className={styles.note}>{fill(t.clockChange, { hours: page.report.weekHours })}</p>
            )}
            <p className={styles.note}>{t.notes}</p>
          </>
        )}
      </Gutter>
    </StaffPage>
  )
}

function ReportTable({ page, report, t, f }: { page: WeekReportPage; report: WeekReport; t: ReportText; f: Formats }) {
  const salon = page.salon?.title ?? ''
  if (!report.stylists.length) return <p className={styles.empty}>{fill(t.noStylists, { salon })}</p>
  const captionId = 'weekly-report-caption'
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} data-testid="weekly-report">
        <caption id={captionId}>
          {fill(t.caption, { salon, from: f.date(report.monday), to: f.date(report.sunday) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.stylist}</th>
            <th scope="col">{t.visits}</th>
            <th scope="col">{t.online}</th>
            <th scope="col">{t.frontDesk}</th>
            <th scope="col">{t.hoursWorked}</th>
            <th scope="col">{t.hoursBooked}</th>
            <th scope="col">{t.utilisation}</th>
            <th scope="col">{t.expectedTakings}</th>
            <th scope="col">{t.noShows}</th>
            <th scope="col">{t.cancellations}</th>
            <th scope="col">{t.lateCancellations}</th>
          </tr>
        </thead>
        <tbody>
          {report.stylists.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <Cells n={s} t={t} f={f} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            <Cells n={report.totals} t={t} f={f} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

function TakingsTable({
  salon,
  takings,
  t,
  f,
}: {
  salon: string
  takings: Awaited<ReturnType<typeof takingsByDay>>
  t: ReportText
  f: Formats
}) {
  const row = (label: string, d: Omit<DayTakings, 'date'>) => (
    <>
      <th scope="row">{label}</th>
      <td>{f.money(d.prepayments)}</td>
      <td>{f.money(d.fees)}</td>
      <td>{f.money(d.refunds)}</td>
      <td>{f.money(d.net)}</td>
    </>
  )
  return (
    <table className={styles.table}>
      <caption>{fill(t.takingsCaption, { salon })}</caption>
      <thead>
        <tr>
          <th scope="col">{t.takingsDate}</th>
          <th scope="col">{t.prepayments}</th>
          <th scope="col">{t.fees}</th>
          <th scope="col">{t.refunds}</th>
          <th scope="col">{t.net}</th>
        </tr>
      </thead>
      <tbody>
        {takings.days.map((d) => (
          <tr key={d.date}>{row(f.date(d.date), d)}</tr>
        ))}
      </tbody>
      <tfoot>
        <tr>{row(t.total, takings.total)}</tr>
      </tfoot>
    </table>
  )
}

function Cells({ n, t, f }: { n: WeekNumbers; t: ReportText; f: Formats }) {
  return (
    <>
      <td>{n.visits}</td>
      <td>{n.online}</td>
      <td>{n.frontDesk}</td>
      <td>{f.hours(n.minutesWorked)}</td>
      <td>{f.hours(n.minutesBooked)}</td>
      <td>
        {n.minutesWorked === 0 ? (
          <>
            <span aria-hidden="true">—</span>
            <span className={styles.visuallyHidden}>{t.notWorked}</span>
          </>
        ) : (
          f.percent(n.minutesBooked / n.minutesWorked)
        )}
      </td>
      <td>{f.money(n.expectedTakings)}</td>
      <td>{n.noShows}</td>
      <td>{n.cancellations}</td>
      <td>{n.lateCancellations}</td>
    </>
  )
}
