import type { Payload } from 'payload'

import { eachLocalDate, instantToLocal, type LocalDate } from '@/features/booking/kit'
import { relationKey } from '@/platform/db/relation-id'

import { toPounds } from '../domain/terms'

/** One salon-local day of money actually moved at Stripe (pounds). */
export interface DayTakings {
  date: LocalDate
  prepayments: number
  fees: number
  refunds: number
  /** Prepayments and fees less refunds. */
  net: number
  payments: number
}

/**
 * What a salon took through Stripe, day by day from `monday` to `sunday` on its clock: the ledger's
 * prepayments and fees less its refunds, by the day the money moved (not the visit's day).
 */
export async function takingsByDay(
  payload: Payload,
  input: { salonId: string; timezone: string; from: Date; to: Date; monday: LocalDate; sunday: LocalDate },
): Promise<{ days: DayTakings[]; total: Omit<DayTakings, 'date'> }> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [{ at: { greater_than_equal: input.from.toISOString() } }, { at: { less_than: input.to.toISOString() } }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const visitIds = [...new Set(docs.map((d) => d.visitId).filter((v): v is string => !!v && /^\d{1,9}$/.test(v)))]
  const visits = visitIds.length
    ? (
        await payload.find({
          collection: 'appointments',
          where: { id: { in: visitIds.map(Number) } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          select: { salon: true },
        })
      ).docs
    : []
  const salonOf = new Map(visits.map((v) => [String(v.id), relationKey(v.salon)]))
  const pence = new Map<LocalDate, { prepayments: number; fees: number; refunds: number; payments: number }>()
  for (const date of eachLocalDate(input.monday, input.sunday))
    pence.set(date, { prepayments: 0, fees: 0, refunds: 0, payments: 0 })
  for (const row of docs) {
    if (!row.visitId || salonOf.get(row.visitId) !== input.salonId) continue
    const day = pence.get(instantToLocal(new Date(row.at), input.timezone).date)
    if (!day) continue
    if (row.kind === 'prepayment') day.prepayments += row.amount
    else if (row.kind === 'fee') day.fees += row.amount
    else day.refunds += row.amount
    day.payments++
  }
  const days = [...pence].map(([date, p]) => ({
    date,
    prepayments: toPounds(p.prepayments),
    fees: toPounds(p.fees),
    refunds: toPounds(p.refunds),
    net: toPounds(p.prepayments + p.fees - p.refunds),
    payments: p.payments,
  }))
  const sum = (key: 'prepayments' | 'fees' | 'refunds' | 'net' | 'payments') =>
    key === 'payments'
      ? days.reduce((s, d) => s + d.payments, 0)
      : toPounds(days.reduce((s, d) => s + Math.round(d[key] * 100), 0))
  return {
    days,
    total: {
      prepayments: sum('prepayments'),
      fees: sum('fees'),
      refunds: sum('refunds'),
      net: sum('net'),
      payments: sum('payments'),
    },
  }
}
