/**
 * The desk's side of the owner's weekly report (issue 29): what a salon took at the till each
 * salon-local day of a week, from the till's ledger (`till-entries`) — each method's net, the money
 * among them, the sales closed — and each method's week. Pounds, like the report's Stripe takings.
 */
import type { Payload, Where } from 'payload'

import { eachLocalDate, type LocalDate } from '@/features/booking/kit'

import { METHODS, type Method } from '../domain/sale'

/** Money that came in at the desk; the rest (balance, vouchers, points) spends what was paid before. */
export const MONEY_METHODS: readonly Method[] = ['cash', 'terminal', 'card']

export interface DeskDay {
  date: LocalDate
  /** Each method's net that day: taken less refunded and voided. */
  methods: Record<Method, number>
  /** Cash, terminal and card: new money. */
  money: number
  /** Balance, vouchers and points: paid with money the salon had already taken. */
  credit: number
  /** Every method. */
  net: number
  /** Sales closed that day and not void. */
  sales: number
}

export interface DeskWeek {
  days: DeskDay[]
  total: Omit<DeskDay, 'date'>
  /** The week per method: taken, given back (refunds and voids), net. */
  methods: Record<Method, { taken: number; refunded: number; net: number }>
}

const toPounds = (pence: number) => Math.round(pence) / 100
const perMethod = <T>(make: () => T) => Object.fromEntries(METHODS.map((m) => [m, make()])) as Record<Method, T>

/** The desk's days from `monday` to `sunday` (salon-local dates, as the till files its entries). */
export async function deskByDay(
  payload: Payload,
  input: { salonId: string; monday: LocalDate; sunday: LocalDate },
): Promise<DeskWeek> {
  const where: { and: Where[] } = {
    and: [
      { salon: { equals: Number(input.salonId) } },
      { date: { greater_than_equal: input.monday } },
      { date: { less_than_equal: input.sunday } },
    ],
  }
  const o = { overrideAccess: true, depth: 0, pagination: false } as const
  const [entries, sales] = await Promise.all([
    payload.find({
      collection: 'till-entries',
      where,
      ...o,
      select: { date: true, kind: true, method: true, amount: true },
    }),
    payload.find({
      collection: 'sales',
      where: { and: [...where.and, { status: { equals: 'closed' } }] },
      ...o,
      select: { date: true },
    }),
  ])
  const pence = new Map<string, { methods: Record<Method, number>; sales: number }>()
  for (const date of eachLocalDate(input.monday, input.sunday))
    pence.set(date, { methods: perMethod(() => 0), sales: 0 })
  const week = perMethod(() => ({ taken: 0, refunded: 0, net: 0 }))
  for (const e of entries.docs) {
    const day = pence.get(e.date)
    if (!day) continue
    day.methods[e.method] += e.amount
    const m = week[e.method]
    if (e.kind === 'payment') m.taken += e.amount
    else m.refunded -= e.amount
    m.net += e.amount
  }
  for (const s of sales.docs) {
    const day = pence.get(s.date)
    if (day) day.sales++
  }
  const day = (methods: Record<Method, number>, count: number): Omit<DeskDay, 'date'> => {
    const sum = (list: readonly Method[]) => toPounds(list.reduce((s, m) => s + methods[m], 0))
    return {
      methods: Object.fromEntries(METHODS.map((m) => [m, toPounds(methods[m])])) as Record<Method, number>,
      money: sum(MONEY_METHODS),
      credit: sum(METHODS.filter((m) => !MONEY_METHODS.includes(m))),
      net: sum(METHODS),
      sales: count,
    }
  }
  const days = [...pence].map(([date, d]) => ({ date, ...day(d.methods, d.sales) }))
  const all = perMethod(() => 0)
  for (const d of pence.values()) for (const m of METHODS) all[m] += d.methods[m]
  const methods = perMethod(() => ({ taken: 0, refunded: 0, net: 0 }))
  for (const m of METHODS)
    methods[m] = { taken: toPounds(week[m].taken), refunded: toPounds(week[m].refunded), net: toPounds(week[m].net) }
  return {
    days,
    total: day(
      all,
      days.reduce((s, d) => s + d.sales, 0),
    ),
    methods,
  }
}
