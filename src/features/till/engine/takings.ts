/**
 * The day's takings of a salon (issue 29): each method's total at the desk (payments less refunds
 * and voids), online money through Stripe for the salon's visits, the cash that should be in the
 * drawer against the latest count, vouchers sold and spent, refunds, tips per stylist, and every
 * sale. All from ledgers, so the figures balance to the penny.
 */
import type { Payload, Where } from 'payload'

import { describeLocalDay } from '@/features/booking/kit'
import { relationKey } from '@/platform/db/relation-id'

import { METHODS, pounds, type Method } from '../domain/sale'
import { refuse } from './refusal'

const o = { overrideAccess: true, depth: 0, pagination: false } as const

export interface Takings {
  salonId: string
  date: string
  /** Net per desk method: taken less refunded and voided. */
  methods: Record<Method, { taken: number; refunded: number; net: number }>
  /** Everything taken at the desk, less refunds and voids. */
  deskNet: number
  online: { prepayments: number; fees: number; refunds: number; vouchersSold: number; net: number }
  cash: {
    expected: number
    counted: number | null
    difference: number | null
    note: string | null
    countedAt: string | null
  }
  vouchers: { sold: number; soldCount: number; redeemed: number; redeemedCount: number }
  refunds: number
  tips: { stylistId: string; name: string; amount: number }[]
  sales: {
    id: string
    number: string
    client: string
    total: number
    due: number
    status: 'closed' | 'voided'
    methods: string
  }[]
}

export async function dayTakings(payload: Payload, salonId: string, date: string): Promise<Takings> {
  const salon = await payload.findByID({ collection: 'salons', id: Number(salonId), ...o })
  const timezone = salon.timezone ?? 'Europe/London'
  const day = describeLocalDay(date, timezone)
  const from = new Date(day.startMs)
  const to = new Date(day.endMs)
  const where: Where = { and: [{ salon: { equals: Number(salonId) } }, { date: { equals: date } }] }
  const [entries, sales, counts, stripe, onlineVouchers] = await Promise.all([
    payload.find({ collection: 'till-entries', where, ...o }),
    payload.find({ collection: 'sales', where, sort: 'closedAt', depth: 1, overrideAccess: true, pagination: false }),
    payload.find({ collection: 'drawer-counts', where, sort: '-at', limit: 1, overrideAccess: true, depth: 0 }),
    payload.find({
      collection: 'payments',
      where: { and: [{ at: { greater_than_equal: from.toISOString() } }, { at: { less_than: to.toISOString() } }] },
      ...o,
    }),
    payload.find({
      collection: 'vouchers',
      where: {
        and: [
          { soldVia: { equals: 'online' } },
          { paidAt: { greater_than_equal: from.toISOString() } },
          { paidAt: { less_than: to.toISOString() } },
        ],
      },
      ...o,
    }),
  ])
  const methods = Object.fromEntries(METHODS.map((m) => [m, { taken: 0, refunded: 0, net: 0 }])) as Takings['methods']
  let refunds = 0
  for (const e of entries.docs) {
    const m = methods[e.method]
    if (e.kind === 'payment') m.taken += e.amount
    else {
      m.refunded += -e.amount
      if (e.kind === 'refund') refunds += -e.amount
    }
    m.net += e.amount
  }
  const deskNet = METHODS.reduce((s, m) => s + methods[m].net, 0)

  // Online: Stripe's ledger rows of this salon's visits; vouchers bought online count for the salon they name, or every salon's first.
  const visitIds = [...new Set(stripe.docs.map((r) => r.visitId).filter((v): v is string => !!v && /^\d+$/.test(v)))]
  const visits = visitIds.length
    ? (
        await payload.find({
          collection: 'appointments',
          where: { id: { in: visitIds.map(Number) } },
          ...o,
          select: { salon: true },
        })
      ).docs
    : []
  const here = new Set(visits.filter((v) => relationKey(v.salon) === salonId).map((v) => String(v.id)))
  const online = { prepayments: 0, fees: 0, refunds: 0, vouchersSold: 0, net: 0 }
  for (const r of stripe.docs) {
    if (!r.visitId || !here.has(r.visitId)) continue
    if (r.kind === 'prepayment') online.prepayments += r.amount
    else if (r.kind === 'fee') online.fees += r.amount
    else if (r.kind === 'refund') online.refunds += r.amount
  }
  const firstSalon = await firstSalonId(payload)
  const mine = onlineVouchers.docs.filter((v) => (relationKey(v.salon) || firstSalon) === salonId)
  online.vouchersSold = mine.reduce((s, v) => s + v.amount, 0)
  online.net = online.prepayments + online.fees - online.refunds + online.vouchersSold
  refunds += online.refunds

  const count = counts.docs[0]
  const expected = methods.cash.net
  const soldHere = sales.docs
    .filter((s) => s.status === 'closed')
    .flatMap((s) => s.lines.filter((l) => l.kind === 'voucher'))
  const redeemedHere = entries.docs.filter((e) => e.method === 'voucher')
  const tips = new Map<string, { stylistId: string; name: string; amount: number }>()
  for (const s of sales.docs) {
    if (s.status !== 'closed' || !s.tip) continue
    const id = relationKey(s.tipStylist)
    const name = typeof s.tipStylist === 'object' && s.tipStylist ? s.tipStylist.name : 'No stylist named'
    const row = tips.get(id) ?? { stylistId: id, name, amount: 0 }
    row.amount += s.tip
    tips.set(id, row)
  }
  return {
    salonId,
    date,
    methods,
    deskNet,
    online,
    cash: {
      expected,
      counted: count?.counted ?? null,
      difference: count ? count.counted - expected : null,
      note: count?.note ?? null,
      countedAt: count?.at ?? null,
    },
    vouchers: {
      sold: soldHere.reduce((s, l) => s + l.price, 0) + online.vouchersSold,
      soldCount: soldHere.length + mine.length,
      redeemed: redeemedHere.reduce((s, e) => s + e.amount, 0),
      redeemedCount: redeemedHere.filter((e) => e.kind === 'payment').length,
    },
    refunds,
    tips: [...tips.values()],
    sales: sales.docs.map((s) => ({
      id: String(s.id),
      number: s.number,
      client:
        typeof s.client === 'object' && s.client
          ? [s.client.firstName, s.client.lastName].filter(Boolean).join(' ') || s.client.phone || 'A client (erased)'
          : (s.walkInName ?? 'Walk-in'),
      total: s.total,
      due: s.due,
      status: s.status,
      methods: (s.tenders ?? []).map((t) => t.method).join(', '),
    })),
  }
}

async function firstSalonId(payload: Payload) {
  const { docs } = await payload.find({ collection: 'salons', sort: 'id', limit: 1, overrideAccess: true, depth: 0 })
  return docs[0] ? String(docs[0].id) : ''
}

const csvCell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v))
const gbp = (pence: number) => (pence / 100).toFixed(2)

/** The day's takings as CSV, one row per figure then one per sale, pounds with two decimals. */
export function takingsCsv(t: Takings, labels: Record<Method, string>): string {
  const rows: (string | number)[][] = [['Section', 'Item', 'Amount (GBP)']]
  for (const m of METHODS) rows.push(['Desk', labels[m], gbp(t.methods[m].net)])
  rows.push(['Desk', 'Total', gbp(t.deskNet)])
  rows.push(['Online', 'Prepayments', gbp(t.online.prepayments)], ['Online', 'Fees', gbp(t.online.fees)])
  rows.push(['Online', 'Refunds', gbp(-t.online.refunds)], ['Online', 'Gift vouchers sold', gbp(t.online.vouchersSold)])
  rows.push(['Cash', 'Expected in the drawer', gbp(t.cash.expected)])
  if (t.cash.counted != null)
    rows.push(['Cash', 'Counted', gbp(t.cash.counted)], ['Cash', 'Difference', gbp(t.cash.difference!)])
  rows.push(['Vouchers', 'Sold', gbp(t.vouchers.sold)], ['Vouchers', 'Redeemed', gbp(t.vouchers.redeemed)])
  rows.push(['Refunds', 'All', gbp(t.refunds)])
  for (const tip of t.tips) rows.push(['Tips', tip.name, gbp(tip.amount)])
  for (const s of t.sales)
    rows.push([
      'Sale',
      `${s.number} ${s.client}${s.status === 'voided' ? ' (void)' : ''}`,
      gbp(s.status === 'voided' ? 0 : s.due),
    ])
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/**
 * Records the cash staff counted against what the till expects; a count that differs needs a note
 * saying why (a 400 on `note` otherwise, nothing written).
 */
export async function countDrawer(
  payload: Payload,
  input: { salonId: string; date: string; counted: number; note: string | null; byStaff: string; now: Date },
) {
  const t = await dayTakings(payload, input.salonId, input.date)
  const difference = input.counted - t.cash.expected
  const note = input.note?.trim() || null
  if (difference !== 0 && !note)
    refuse(
      400,
      'note_required',
      `The drawer is ${pounds(Math.abs(difference))} ${difference < 0 ? 'short' : 'over'}: add a note saying why.`,
      'note',
    )
  await payload.create({
    collection: 'drawer-counts',
    data: {
      salon: Number(input.salonId),
      date: input.date,
      expected: t.cash.expected,
      counted: input.counted,
      difference,
      note: note?.slice(0, 500) ?? null,
      byStaff: Number(input.byStaff),
      at: input.now.toISOString(),
    },
    overrideAccess: true,
  })
  return { expected: t.cash.expected, counted: input.counted, difference }
}
