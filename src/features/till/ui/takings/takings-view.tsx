import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { fill } from '@/platform/i18n/text'
import styles from '@/platform/staff/staff-view.module.css'
import { PeriodHeader, staffOnly } from '@/platform/staff/period-header'
import { StaffPage } from '@/platform/staff/staff-page'

import { METHODS, type Method } from '../../domain/sale'
import { loadTakingsPage } from '../../engine/takings-page'
import type { Takings } from '../../engine/takings'
import { DrawerCountForm } from './drawer-count-form'
import { MethodTable } from './method-table'
import { TAKINGS_API_PATH, TAKINGS_PATH } from './paths'
import { methodNames, takingsText, type TakingsText } from './text'
import own from './takings.module.css'

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

/** Pence as the admin's language writes money (£12.50 in English). */
function formats(language: string, timezone: string) {
  const locale = language === 'uk' ? 'uk-UA' : 'en-GB'
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' })
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: timezone })
  return {
    locale,
    money: (pence: number) => money.format(pence / 100),
    date: (d: string) => date.format(new Date(`${d}T12:00:00Z`)),
    time: (iso: string) => time.format(new Date(iso)),
  }
}

type Formats = ReturnType<typeof formats>

/**
 * The end of a salon's day (issue 29): each payment method's total at the desk, the money that
 * came in through Stripe, gift vouchers sold and spent, refunds, tips per stylist, every sale (void
 * ones marked), and the cash drawer — what should be in it, the count staff record against it and
 * the difference, with a CSV of the day. A server-rendered page of the admin, for signed-in staff.
 */
export async function TakingsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const config = req.payload.config
  const adminRoute = config.routes.admin
  const here = formatAdminURL({ adminRoute, path: TAKINGS_PATH })
  const query = { salon: one(searchParams?.salon), date: one(searchParams?.date) }
  staffOnly(req, here, query)

  const language = req.i18n.language
  const t = takingsText(language)
  const page = await loadTakingsPage(req, query)
  const f = formats(language, page.timezone)
  const link = (date: string) => {
    const next = new URLSearchParams()
    if (page.salon) next.set('salon', page.salon.id)
    next.set('date', date)
    return `${here}?${next}`
  }
  const csv = new URLSearchParams({ date: page.date, format: 'csv' })
  if (page.salon) csv.set('salon', page.salon.id)

  return (
    <StaffPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <Gutter className={styles.view}>
        <div data-takings-page>
          <PeriodHeader
            marker="data-takings-view"
            title={t.title}
            lead={
              page.salon ? (
                <>
                  <strong>{page.salon.title}</strong>, {f.date(page.date)} ·{' '}
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
            period={{ name: 'date', label: t.day, value: page.date }}
            words={{
              choose: t.chooseSalonAndDay,
              salon: t.salon,
              show: t.show,
              others: t.otherDays,
              previous: t.previousDay,
              current: t.today,
              next: t.nextDay,
            }}
            hrefs={{
              previous: link(page.previous),
              current: page.date !== page.today ? link(page.today) : null,
              next: link(page.next),
            }}
          />

          {page.salon && page.takings && (
            <div data-takings>
              <div className={own.grid}>
                <MethodsTable takings={page.takings} t={t} f={f} names={methodNames(language)} />
                <Drawer takings={page.takings} t={t} f={f} salon={page.salon.id} date={page.date} />
                <OnlineTable takings={page.takings} t={t} f={f} />
                <DayTable takings={page.takings} t={t} f={f} />
              </div>
              <TipsTable takings={page.takings} t={t} f={f} />
              <SalesTable takings={page.takings} t={t} f={f} names={methodNames(language)} />
              <p className={styles.actions}>
                <a className={styles.button} href={`${TAKINGS_API_PATH}?${csv}`} download>
                  {t.downloadCsv}
                </a>
              </p>
            </div>
          )}
        </div>
      </Gutter>
    </StaffPage>
  )
}

interface Part {
  takings: Takings
  t: TakingsText
  f: Formats
}

function MethodsTable({ takings, t, f, names }: Part & { names: Record<Method, string> }) {
  const sum = (key: 'taken' | 'refunded') => METHODS.reduce((s, m) => s + takings.methods[m][key], 0)
  return (
    <MethodTable
      caption={t.methodsCaption}
      testId="takings-methods"
      words={t}
      names={names}
      rows={takings.methods}
      money={f.money}
      footer={{
        label: t.deskTotal,
        cells: (
          <>
            <td>{f.money(sum('taken'))}</td>
            <td>{f.money(sum('refunded'))}</td>
            <td>{f.money(takings.deskNet)}</td>
          </>
        ),
      }}
    />
  )
}

/** A two-column table: what, and how much. */
function AmountsTable({
  caption,
  rows,
  total,
  t,
  testId,
}: {
  caption: string
  rows: [string, string][]
  total?: [string, string]
  t: TakingsText
  testId: string
}) {
  return (
    <table className={`${styles.table} ${styles.framed}`} data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.item}</th>
          <th scope="col">{t.amount}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
      {total && (
        <tfoot>
          <tr>
            <th scope="row">{total[0]}</th>
            <td>{total[1]}</td>
          </tr>
        </tfoot>
      )}
    </table>
  )
}

function OnlineTable({ takings, t, f }: Part) {
  const o = takings.online
  return (
    <AmountsTable
      caption={t.onlineCaption}
      testId="takings-online"
      t={t}
      rows={[
        [t.prepayments, f.money(o.prepayments)],
        [t.fees, f.money(o.fees)],
        [t.onlineRefunds, f.money(o.refunds === 0 ? 0 : -o.refunds)],
        [t.vouchersSoldOnline, f.money(o.vouchersSold)],
      ]}
      total={[t.onlineNet, f.money(o.net)]}
    />
  )
}

function DayTable({ takings, t, f }: Part) {
  const v = takings.vouchers
  return (
    <AmountsTable
      caption={t.dayCaption}
      testId="takings-day"
      t={t}
      rows={[
        [t.deskTotal, f.money(takings.deskNet)],
        [t.onlineNet, f.money(takings.online.net)],
        [fill(t.vouchersSold, { count: v.soldCount }), f.money(v.sold)],
        [fill(t.vouchersRedeemed, { count: v.redeemedCount }), f.money(v.redeemed)],
        [t.allRefunds, f.money(takings.refunds)],
      ]}
    />
  )
}

function TipsTable({ takings, t, f }: Part) {
  if (!takings.tips.length) return <p className={styles.note}>{t.noTips}</p>
  return (
    <table className={`${styles.table} ${styles.framed}`} data-testid="takings-tips">
      <caption>{t.tipsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.stylist}</th>
          <th scope="col">{t.tips}</th>
        </tr>
      </thead>
      <tbody>
        {takings.tips.map((tip) => (
          <tr key={tip.stylistId || tip.name}>
            <th scope="row">{tip.name}</th>
            <td>{f.money(tip.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function SalesTable({ takings, t, f, names }: Part & { names: Record<string, string> }) {
  if (!takings.sales.length) return <p className={styles.note}>{t.noSales}</p>
  return (
    <div
      className={`${styles.scroll} ${styles.framed}`}
      role="region"
      aria-labelledby="takings-sales-caption"
      tabIndex={0}
    >
      <table className={styles.table} data-testid="takings-sales">
        <caption id="takings-sales-caption">{t.salesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col" className={own.text}>
              {t.client}
            </th>
            <th scope="col" className={own.text}>
              {t.paidBy}
            </th>
            <th scope="col">{t.total}</th>
            <th scope="col">{t.due}</th>
            <th scope="col">{t.status}</th>
          </tr>
        </thead>
        <tbody>
          {takings.sales.map((s) => (
            <tr key={s.id} className={s.status === 'voided' ? own.void : undefined}>
              <th scope="row">{s.number}</th>
              <td className={own.text}>{s.client === 'Walk-in' ? t.walkIn : s.client}</td>
              <td className={own.text}>
                {s.methods
                  .split(', ')
                  .filter(Boolean)
                  .map((m) => names[m] ?? m)
                  .join(', ')}
              </td>
              <td>{f.money(s.total)}</td>
              <td>{f.money(s.due)}</td>
              <td>{s.status === 'voided' ? <strong>{t.voided}</strong> : t.closed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Drawer({ takings, t, f, salon, date }: Part & { salon: string; date: string }) {
  const c = takings.cash
  const difference = (d: number) =>
    d === 0 ? t.exact : fill(d < 0 ? t.short : t.over, { amount: f.money(Math.abs(d)) })
  return (
    <section className={own.drawer} aria-labelledby="drawer-heading" data-testid="takings-drawer">
      <h2 id="drawer-heading">{t.drawer}</h2>
      <dl className={own.figures}>
        <div>
          <dt>{t.expected}</dt>
          <dd data-testid="drawer-expected">{f.money(c.expected)}</dd>
        </div>
        {c.counted != null && c.difference != null ? (
          <>
            <div>
              <dt>{t.counted}</dt>
              <dd data-testid="drawer-counted">
                {f.money(c.counted)}
                {c.countedAt && <span className={own.when}> · {fill(t.countedAt, { time: f.time(c.countedAt) })}</span>}
              </dd>
            </div>
            <div>
              <dt>{t.difference}</dt>
              <dd data-testid="drawer-difference">{difference(c.difference)}</dd>
            </div>
            {c.note && (
              <div>
                <dt>{t.note}</dt>
                <dd data-testid="drawer-note">{c.note}</dd>
              </div>
            )}
          </>
        ) : (
          <div>
            <dt>{t.counted}</dt>
            <dd>{t.notCounted}</dd>
          </div>
        )}
      </dl>
      <DrawerCountForm
        salon={salon}
        date={date}
        text={{
          countLegend: t.countLegend,
          countedLabel: t.countedLabel,
          noteLabel: t.noteLabel,
          record: t.record,
          recording: t.recording,
          recorded: t.recorded,
          noteRequired: t.noteRequired,
          countedInvalid: t.countedInvalid,
          failed: t.failed,
          offline: t.offline,
        }}
        locale={f.locale}
      />
    </section>
  )
}
