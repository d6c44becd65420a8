import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { instantToLocal, parseLocalDate } from '@/features/booking/kit'
import { isStaffAccount, isStylistAccount, stylistOf } from '@/platform/access'
import { fill } from '@/platform/i18n/text'

import {
  readDaySheets,
  readSalon,
  salonsOfStylist,
  stylistById,
  stylistsOfSalon,
  type SheetColumn,
  type SheetSalon,
} from '../../data/day-sheet'
import { DEFAULT_ZONE } from '../../data/reads'
import { CALENDAR_PATH } from '../calendar/paths'
import { dayLabel, moneyLine } from '../my-day/format'
import { DAY_SHEET_PATH, MY_DAY_PATH } from '../my-day/paths'
import { myDayText, type MyDayText } from '../my-day/text'
import { PrintButton } from './print-button'
import styles from './day-sheet.module.css'

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

/** The salons the sheet covers: the one asked for (or the first) for the desk; a stylist's own salons. */
async function salonsToPrint(
  payload: AdminViewServerProps['initPageResult']['req']['payload'],
  asked: string | undefined,
  ownStylist: string | null,
): Promise<SheetSalon[]> {
  if (ownStylist) {
    const own = await salonsOfStylist(payload, ownStylist)
    const named = own.filter((s) => s.id === asked)
    return named.length ? named : own
  }
  const named = asked ? await readSalon(payload, asked) : null
  if (named) return [named]
  const { docs } = await payload.find({
    collection: 'salons',
    sort: 'order',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { title: true, timezone: true },
  })
  return docs.map((s) => ({ id: String(s.id), title: s.title, timezone: s.timezone || DEFAULT_ZONE }))
}

/**
 * The printable day sheet (/admin/calendar/print?salon=&date=&stylist=, decision 0047): per
 * stylist who works or has visits that day, a list of the visits with the client's phone, the
 * services, notes and what is paid or due, a page per stylist when printed, without the admin's
 * menu. The desk's staff print a salon or one stylist; a stylist's own account only its own day.
 */
export async function DaySheetView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload } = req
  const adminRoute = payload.config.routes.admin
  if (!isStaffAccount(req.user)) {
    const q = new URLSearchParams(Object.entries(searchParams ?? {}).map(([k, v]) => [k, one(v) ?? '']))
    const target = `${formatAdminURL({ adminRoute, path: DAY_SHEET_PATH })}${q.size ? `?${q}` : ''}`
    redirect(
      `${formatAdminURL({ adminRoute, path: payload.config.admin.routes.login })}?redirect=${encodeURIComponent(target)}`,
    )
  }
  const text = myDayText(req.i18n.language)
  const own = isStylistAccount(req.user) ? stylistOf(req.user) : null
  const askedStylist = own ?? one(searchParams?.stylist)
  const salons = await salonsToPrint(payload, one(searchParams?.salon), own)
  const parsed = parseLocalDate(one(searchParams?.date))
  const date = parsed.ok ? parsed.value : instantToLocal(new Date(), salons[0]?.timezone ?? DEFAULT_ZONE).date
  const now = new Date()
  const columns: SheetColumn[] = []
  for (const salon of salons) {
    const stylists = own
      ? [await stylistById(payload, own)].filter((s) => s !== null)
      : await stylistsOfSalon(
          payload,
          salon.id,
          askedStylist && /^\d{1,9}$/.test(askedStylist) ? askedStylist : undefined,
        )
    const [sheet] = await readDaySheets(payload, salon, [date], stylists, now)
    columns.push(...(sheet?.columns ?? []))
  }
  const back = formatAdminURL({ adminRoute, path: own ? MY_DAY_PATH : CALENDAR_PATH })
  const title = salons.length === 1 ? `${text.sheetTitle} · ${salons[0]!.title}` : text.sheetTitle
  return (
    <main className={styles.sheet} data-day-sheet lang={req.i18n.language === 'uk' ? 'uk' : 'en'}>
      <div className={styles.controls}>
        <a href={`${back}?date=${date}${own || !salons[0] ? '' : `&salon=${salons[0].id}`}`}>← {text.sheetBack}</a>
        <PrintButton label={text.sheetPrint} className={styles.button} />
      </div>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p>{dayLabel(date, req.i18n.language, true)}</p>
      </header>
      {!salons.length && <p>{text.noSalon}</p>}
      {salons.length > 0 && !columns.length && <p>{text.sheetEmpty}</p>}
      {columns.map((column) => (
        <StylistSheet
          key={`${column.salon.id}-${column.stylist.id}`}
          column={column}
          text={text}
          salonShown={salons.length > 1}
        />
      ))}
    </main>
  )
}

function StylistSheet({ column, text, salonShown }: { column: SheetColumn; text: MyDayText; salonShown: boolean }) {
  const id = `sheet-${column.salon.id}-${column.stylist.id}`
  const rows = [
    ...column.visits.map((visit) => ({ start: visit.start, visit, block: null })),
    ...column.blocked.map((block) => ({ start: block.start, visit: null, block })),
  ].sort((x, y) => x.start.localeCompare(y.start))
  return (
    <section
      className={column.visits.length ? styles.stylist : `${styles.stylist} ${styles.quiet}`}
      aria-labelledby={id}
      data-testid="day-sheet-stylist"
    >
      <h2 id={id}>
        {column.stylist.name}
        {salonShown ? ` · ${column.salon.title}` : ''}
        <small>
          {column.hours.length
            ? fill(text.works, { hours: column.hours.map((h) => `${h.start}–${h.end}`).join(', ') })
            : text.notWorking}
        </small>
      </h2>
      {rows.length === 0 ? (
        <p>{text.noVisits}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{text.time}</th>
              <th scope="col">{text.client}</th>
              <th scope="col">{text.phone}</th>
              <th scope="col">{text.services}</th>
              <th scope="col">{text.notes}</th>
              <th scope="col">{text.money}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) =>
              row.visit ? (
                <tr key={`v${row.visit.id}-${row.start}`} data-testid="day-sheet-visit">
                  <td className={styles.time}>
                    {row.visit.start}–{row.visit.end}
                  </td>
                  <td>{row.visit.client?.name || text.walkIn}</td>
                  <td className={styles.phone}>{row.visit.client?.phone ?? ''}</td>
                  <td>{row.visit.services.join(', ')}</td>
                  <td>{row.visit.note ?? ''}</td>
                  <td>{moneyLine(text, row.visit)}</td>
                </tr>
              ) : (
                <tr key={`b${row.block!.id}-${row.start}`} className={styles.blocked}>
                  <td className={styles.time}>
                    {row.block!.start}–{row.block!.end}
                  </td>
                  <td colSpan={5}>
                    {text.blocked}
                    {row.block!.reason ? `: ${row.block!.reason}` : ''}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
    </section>
  )
}
