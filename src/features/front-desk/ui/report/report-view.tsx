import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import type { WeekNumbers, WeekReport } from '../../domain/week-report'

import { isAdminUser } from '@/platform/access'
import { fill } from '@/platform/i18n/text'
import { StaffPage } from '@/platform/staff/staff-page'

import { type DayTakings } from '@/features/payments'
import { type DeskWeek } from '@/features/till'
import { MethodTable, methodNames } from '@/features/till/ui'

import { loadWeekReportPage, REPORT_API_PATH, REPORT_PATH, weekMoney, type WeekReportPage } from '../../data/report'
import { weekTakings } from '../../domain/week-takings'
import { PeriodHeader, staffOnly } from '@/platform/staff/period-header'
import styles from '@/platform/staff/staff-view.module.css'
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

  staffOnly(req, here, query)

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
  const money = page.salon && page.report ? await weekMoney(req.payload, page.salon.id, page.report) : null
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
        <PeriodHeader
          marker="data-report-view"
          title={t.title}
          lead={
            page.salon ? (
              <>
                <strong>{page.salon.title}</strong>, {f.date(page.monday)} – {f.date(page.sunday)} ·{' '}
                {fill(t.salonTime, { zone: page.timezone })}
              </>
            ) : (
              t.noSalon
            )
          }
          notices={page.notices.map((key) => t[key])}
          action={here}
          salons={page.salons}
          salonId={page.salon?.id}
          period={{ name: 'week', label: t.week, value: page.monday }}
          words={{
            choose: t.chooseSalonAndWeek,
            salon: t.salon,
            show: t.show,
            others: t.otherWeeks,
            previous: t.previousWeek,
            current: t.thisWeek,
            next: t.nextWeek,
          }}
          hrefs={{
            previous: link(page.previous),
            current: page.monday !== page.thisMonday ? link(page.thisMonday) : null,
            next: link(page.next),
          }}
        />

        {page.salon && page.report && (
          <>
            <ReportTable page={page} report={page.report} t={t} f={f} />
            <p className={styles.actions}>
              <a className={styles.button} href={`${REPORT_API_PATH}?${csv}`} download>
                {t.downloadCsv}
              </a>
            </p>
            {money && (
              <>
                <TakingsTable salon={page.salon.title} money={money} t={t} f={f} />
                <DeskMethodsTable
                  salon={page.salon.title}
                  desk={money.desk}
                  names={methodNames(language)}
                  t={t}
                  f={f}
                />
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
  money,
  t,
  f,
}: {
  salon: string
  money: { online: { days: DayTakings[]; total: Omit<DayTakings, 'date'> }; desk: DeskWeek }
  t: ReportText
  f: Formats
}) {
  const both = weekTakings(money.online, money.desk)
  const row = (label: string, d: Omit<DayTakings, 'date'>, desk: number, total: number) => (
    <>
      <th scope="row">{label}</th>
      <td>{f.money(d.prepayments)}</td>
      <td>{f.money(d.fees)}</td>
      <td>{f.money(d.refunds)}</td>
      <td>{f.money(d.net)}</td>
      <td>{f.money(desk)}</td>
      <td>{f.money(total)}</td>
    </>
  )
  return (
    <div className={styles.scroll} role="region" aria-labelledby="weekly-takings-caption" tabIndex={0}>
      <table className={styles.table} data-testid="weekly-takings">
        <caption id="weekly-takings-caption">{fill(t.takingsCaption, { salon })}</caption>
        <thead>
          <tr>
            <th scope="col">{t.takingsDate}</th>
            <th scope="col">{t.prepayments}</th>
            <th scope="col">{t.fees}</th>
            <th scope="col">{t.refunds}</th>
            <th scope="col">{t.net}</th>
            <th scope="col">{t.desk}</th>
            <th scope="col">{t.takings}</th>
          </tr>
        </thead>
        <tbody>
          {money.online.days.map((d, i) => (
            <tr key={d.date}>{row(f.date(d.date), d, both.days[i]!.desk, both.days[i]!.total)}</tr>
          ))}
        </tbody>
        <tfoot>
          <tr>{row(t.total, money.online.total, both.total.desk, both.total.total)}</tr>
        </tfoot>
      </table>
    </div>
  )
}

/** The week at the desk per method: the money among it (cash, terminal, card) in the footer. */
function DeskMethodsTable({
  salon,
  desk,
  names,
  t,
  f,
}: {
  salon: string
  desk: DeskWeek
  names: ReturnType<typeof methodNames>
  t: ReportText
  f: Formats
}) {
  return (
    <MethodTable
      caption={fill(t.deskCaption, { salon })}
      testId="weekly-desk"
      words={{ method: t.method, taken: t.taken, refunded: t.givenBack, net: t.methodNet }}
      names={names}
      rows={desk.methods}
      money={f.money}
      footer={{
        label: t.deskMoney,
        cells: (
          <>
            <td colSpan={2}>{fill(t.deskSales, { count: desk.total.sales })}</td>
            <td>{f.money(desk.total.money)}</td>
          </>
        ),
      }}
    />
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
