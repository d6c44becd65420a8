/**
 * The week's takings in the owner's report: what Stripe moved online (payments' ledger) and the
 * money taken at the desk (the till's ledger), day by day. Takings are new money only: a voucher,
 * a balance or points spent at the desk were paid for before, so they are listed but not added.
 * Pounds, as the report shows them.
 */
import { csvField } from './week-report-csv'

/** A day of Stripe's money for the salon (payments' `takingsByDay`). */
export interface OnlineDay {
  date: string
  prepayments: number
  fees: number
  refunds: number
  net: number
  payments: number
}

/** A day at the till (the till's `deskByDay`). */
export interface DeskDayNumbers {
  date: string
  methods: Record<string, number>
  money: number
  credit: number
  net: number
  sales: number
}

export interface TakingsDay {
  date: string
  online: number
  desk: number
  total: number
}

const add = (...pounds: number[]) => Math.round(pounds.reduce((s, p) => s + Math.round(p * 100), 0)) / 100

/** Each day's online net, desk money and their sum, and the week's. */
export function weekTakings(
  online: { days: OnlineDay[]; total: Omit<OnlineDay, 'date'> },
  desk: { days: DeskDayNumbers[]; total: Omit<DeskDayNumbers, 'date'> },
): { days: TakingsDay[]; total: Omit<TakingsDay, 'date'> } {
  const deskOn = new Map(desk.days.map((d) => [d.date, d.money]))
  const days = online.days.map((d) => {
    const money = deskOn.get(d.date) ?? 0
    return { date: d.date, online: d.net, desk: money, total: add(d.net, money) }
  })
  return {
    days,
    total: { online: online.total.net, desk: desk.total.money, total: add(online.total.net, desk.total.money) },
  }
}

/**
 * The payments CSV of the week: a row a day and the week's row — Stripe's columns, then the desk's
 * per method (`methods` gives each its column name), its money and sales, then the day's takings.
 */
export function weekTakingsCsv(
  online: { days: OnlineDay[]; total: Omit<OnlineDay, 'date'> },
  desk: { days: DeskDayNumbers[]; total: Omit<DeskDayNumbers, 'date'> },
  methods: Record<string, string>,
  totalLabel = 'Week',
): string {
  const keys = Object.keys(methods)
  const both = weekTakings(online, desk)
  const deskOn = new Map(desk.days.map((d) => [d.date, d]))
  const money = (n: number) => n.toFixed(2)
  const row = (date: string, o: Omit<OnlineDay, 'date'>, d: Omit<DeskDayNumbers, 'date'> | undefined, total: number) =>
    [
      date,
      money(o.prepayments),
      money(o.fees),
      money(o.refunds),
      money(o.net),
      String(o.payments),
      ...keys.map((k) => money(d?.methods[k] ?? 0)),
      money(d?.money ?? 0),
      String(d?.sales ?? 0),
      money(total),
    ].join(',')
  const header = [
    'Date,Prepayments (£),Fees (£),Refunds (£),Net (£),Movements',
    ...keys.map((k) => csvField(`Desk: ${methods[k]} (£)`)),
    'Desk money (£),Desk sales,Takings (£)',
  ].join(',')
  return (
    [
      header,
      ...online.days.map((o, i) => row(o.date, o, deskOn.get(o.date), both.days[i]!.total)),
      row(totalLabel, online.total, desk.total, both.total.total),
    ].join('\r\n') + '\r\n'
  )
}
