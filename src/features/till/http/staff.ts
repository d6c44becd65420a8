/**
 * The till's endpoints under /api/staff/* (route files in src/app/api/staff re-export these):
 * signed-in staff only, through the admin's session cookie or an `Authorization: JWT` header;
 * voids are for admins. Amounts in requests and answers are pounds, like every price of the API.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import type { Sale } from '@/cms/payload-types'
import { smsSenderFromEnv } from '@/features/messaging'
import { paymentsDeps, PaymentsUnavailable } from '@/features/payments'
import { formatVoucherCode } from '@/features/vouchers'
import { isAdminUser } from '@/platform/access'
import { relationKey } from '@/platform/db/relation-id'
import { getEnv } from '@/platform/env'
import { handle, HttpError, json, parseBody, problem } from '@/platform/http/api'
import { requireStaff } from '@/platform/staff/require-staff'
import { plainText } from '@/platform/validation/plain-text-schema'
import { isLocalDate } from '@/features/booking/kit'

import { METHODS, toPence } from '../domain/sale'
import { closeSale, type TillDeps } from '../engine/checkout'
import { accountTotal } from '../engine/client-ledger'
import { refundableByMethod, refundSale, voidSale } from '../engine/refunds'
import { TillRefusal } from '../engine/refusal'
import { tillRules } from '../engine/settings'
import { countDrawer, dayTakings, takingsCsv } from '../engine/takings'
import { paidBeforeCheckout } from '../engine/visit-money'
import { METHOD_LABELS } from '../payload/collections/sales'

const SIGNED_OUT = 'Sign in to the admin to use the till.'
const o = { overrideAccess: true, depth: 0 } as const

function deps(payload: Payload): TillDeps {
  const sms = smsSenderFromEnv(payload, getEnv())
  return {
    payload,
    payments: paymentsDeps(payload),
    text: (to, body) => sms.send({ to, body, kind: 'receipt' }),
  }
}

/** Runs a till use case: its refusals as 4xx with the field at fault, Stripe down as 503. */
async function attempt(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof TillRefusal)
      return problem(error.status, {
        message: error.message,
        reason: error.reason,
        ...(error.field ? { fields: { [error.field]: error.message } } : {}),
      })
    if (error instanceof PaymentsUnavailable)
      return problem(503, {
        message: 'Stripe cannot be reached just now: take another method.',
        reason: 'payments_unavailable',
      })
    throw error
  }
}

const pounds = (p: number | null | undefined) => (p == null ? null : p / 100)
const id = (v: unknown) => relationKey(v) || null

/** A sale as the desk reads it: pounds, with what can still be refunded by each method. */
export async function saleView(payload: Payload, sale: Sale) {
  const { left, entries } = await refundableByMethod(payload, String(sale.id))
  const voucherCodes = new Map<string, string>()
  const ids = [...(sale.tenders ?? []).map((t) => id(t.voucher)), ...sale.lines.map((l) => id(l.voucher))].filter(
    (v): v is string => !!v,
  )
  if (ids.length) {
    const { docs } = await payload.find({
      collection: 'vouchers',
      where: { id: { in: ids.map(Number) } },
      pagination: false,
      ...o,
    })
    for (const v of docs) voucherCodes.set(String(v.id), v.code)
  }
  const code = (v: unknown) => voucherCodes.get(id(v) ?? '') ?? null
  const masked = (v: unknown) => code(v)?.replace(/^.{8}/, '••••-••••-') ?? null
  return {
    id: String(sale.id),
    number: sale.number,
    date: sale.date,
    status: sale.status,
    visit: id(sale.visit),
    client: id(sale.client),
    walkInName: sale.walkInName ?? null,
    lines: sale.lines.map((l) => ({
      kind: l.kind,
      description: l.description,
      listPrice: pounds(l.listPrice),
      price: pounds(l.price),
      discountReason: l.discountReason ?? null,
      // A voucher sold here: its whole code, to hand over or print.
      voucherCode: l.kind === 'voucher' && code(l.voucher) ? formatVoucherCode(code(l.voucher)!) : null,
    })),
    tip: pounds(sale.tip),
    prepaid: pounds(sale.prepaid),
    total: pounds(sale.total),
    due: pounds(sale.due),
    credited: pounds(sale.credited),
    pointsEarned: sale.pointsEarned ?? 0,
    tenders: (sale.tenders ?? []).map((t) => ({
      method: t.method,
      amount: pounds(t.amount),
      change: pounds(t.change),
      last4: t.last4 ?? null,
      voucher: t.method === 'voucher' ? masked(t.voucher) : null,
      points: t.points ?? null,
    })),
    refunds: entries
      .filter((e) => e.kind !== 'payment')
      .map((e) => ({ kind: e.kind, method: e.method, amount: pounds(-e.amount), note: e.note ?? null, at: e.at })),
    refundable: Object.fromEntries(METHODS.map((m) => [m, pounds(Math.max(0, left.get(m) ?? 0))])),
    closedAt: sale.closedAt,
    voidedAt: sale.voidedAt ?? null,
    voidReason: sale.voidReason ?? null,
  }
}

const isRowId = (v: string | null | undefined): v is string => !!v && /^\d{1,9}$/.test(v)

/**
 * GET /api/staff/checkout?visit=ID: what the checkout of a visit starts from — its services at
 * their booked prices with the stylist, what was paid online, the client's balance, points and card
 * on file, whether tips and points are on, and the sale if it was checked out already.
 */
export const getCheckout = handle(async (request: Request) => {
  const { payload, user } = await requireStaff(request, SIGNED_OUT)
  const params = new URL(request.url).searchParams
  const visitId = params.get('visit')
  const clientParam = params.get('client')
  const rules = await tillRules(payload)
  let lines: unknown[] = []
  let prepaid = { online: 0, voucher: 0, balance: 0, total: 0 }
  let clientId: string | null = isRowId(clientParam) ? clientParam : null
  let sale = null
  let salon: string | null = null
  if (visitId != null) {
    if (!isRowId(visitId)) throw new HttpError(404, 'This visit no longer exists.')
    const visit = await payload
      .findByID({ collection: 'appointments', id: Number(visitId), depth: 1, overrideAccess: true })
      .catch(() => null)
    if (!visit) throw new HttpError(404, 'This visit no longer exists.')
    salon = id(visit.salon)
    clientId = id(visit.client)
    prepaid = await paidBeforeCheckout(payload, visitId)
    lines = visit.items.map((item) => {
      const service = typeof item.service === 'object' ? item.service : null
      const stylist = typeof item.stylist === 'object' ? item.stylist : null
      return {
        kind: 'service',
        description: service?.title ?? 'Service',
        service: id(item.service),
        stylist: id(item.stylist),
        stylistName: stylist?.name ?? null,
        listPrice: item.price ?? 0,
        price: item.price ?? 0,
      }
    })
    const closed = await payload.find({
      collection: 'sales',
      where: { visit: { equals: Number(visitId) } },
      sort: '-closedAt',
      limit: 1,
      ...o,
    })
    if (closed.docs[0]) sale = await saleView(payload, closed.docs[0])
  }
  let client = null
  if (clientId) {
    const doc = await payload.findByID({ collection: 'clients', id: Number(clientId), ...o }).catch(() => null)
    if (doc) {
      const card = (doc as { card?: { brand?: string | null; last4?: string | null } | null }).card
      client = {
        id: String(doc.id),
        name: [doc.firstName, doc.lastName].filter(Boolean).join(' ') || doc.phone,
        phone: doc.phone,
        balance: pounds(await accountTotal(payload, clientId, 'balance')),
        points: await accountTotal(payload, clientId, 'bonus'),
        card: card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null,
      }
    }
  }
  return json({
    visit: visitId ?? null,
    salon,
    lines,
    prepaid: {
      online: pounds(prepaid.online),
      voucher: pounds(prepaid.voucher),
      balance: pounds(prepaid.balance),
      total: pounds(prepaid.total),
    },
    client,
    tips: rules.tips,
    bonus: rules.bonus.enabled ? { perPound: rules.bonus.perPound, pointValue: rules.bonus.pointValue / 100 } : null,
    stripe: Boolean(getEnv().stripe),
    canVoid: isAdminUser(user),
    sale,
  })
})

const money = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const pence = toPence(v)
  if (!Number.isInteger(pence) || pence < 0) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount in pounds, e.g. 45 or 45.50.' })
    return z.NEVER
  }
  return pence
})
const rowId = z.string().regex(/^\d{1,9}$/)

const saleBody = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, 'Send a key for this checkout.'),
  visit: rowId.nullish(),
  salon: rowId.nullish(),
  client: rowId.nullish(),
  walkInName: plainText(z.string().max(120)).nullish(),
  lines: z
    .array(
      z.object({
        kind: z.enum(['service', 'product', 'extra', 'voucher']),
        description: plainText(z.string().max(200)),
        service: rowId.nullish(),
        stylist: rowId.nullish(),
        listPrice: money.optional(),
        price: money,
        discountReason: plainText(z.string().max(200)).nullish(),
        voucherService: rowId.nullish(),
        recipientName: plainText(z.string().max(120)).nullish(),
      }),
    )
    .max(40),
  tip: money.default(0),
  tipStylist: rowId.nullish(),
  tenders: z
    .array(
      z.object({
        method: z.enum(['cash', 'terminal', 'card', 'balance', 'voucher', 'points']),
        amount: money,
        cashGiven: money.nullish(),
        last4: z.string().max(4).nullish(),
        voucherCode: z.string().max(40).nullish(),
      }),
    )
    .max(10),
  receipt: z.boolean().default(false),
})

/** POST /api/staff/sales: closes a checkout → 201 `{ sale }` (200 when the same key was sent before). */
export const postSale = handle(async (request: Request) => {
  const { payload, user } = await requireStaff(request, SIGNED_OUT)
  const body = await parseBody(request, saleBody)
  return attempt(async () => {
    const closed = await closeSale(deps(payload), {
      key: body.key,
      visitId: body.visit ?? null,
      salonId: body.salon ?? null,
      clientId: body.visit ? null : (body.client ?? null),
      walkInName: body.walkInName ?? null,
      lines: body.lines.map((l) => ({
        kind: l.kind,
        description: l.description,
        serviceId: l.service ?? null,
        stylistId: l.stylist ?? null,
        listPrice: l.listPrice ?? l.price,
        price: l.price,
        discountReason: l.discountReason ?? null,
        voucherService: l.voucherService ?? null,
        recipientName: l.recipientName ?? null,
      })),
      tip: body.tip,
      tipStylistId: body.tipStylist ?? null,
      tenders: body.tenders.map((t) => ({
        method: t.method,
        amount: t.amount,
        cashGiven: t.cashGiven ?? null,
        last4: t.last4 ?? null,
        voucherCode: t.voucherCode ?? null,
      })),
      receipt: body.receipt,
      byStaff: String(user.id),
      now: new Date(),
    })
    return json({ sale: await saleView(payload, closed.sale) }, closed.replayed ? 200 : 201)
  })
})

type Params = { params: Promise<{ id: string }> }

async function saleId(params: Params['params']) {
  const value = (await params).id
  if (!isRowId(value)) throw new HttpError(404, 'This sale does not exist.')
  return value
}

/** GET /api/staff/sales/{id}: one sale with its refunds and what is left to refund. */
export const getSale = handle(async (request: Request, { params }: Params) => {
  const { payload, user } = await requireStaff(request, SIGNED_OUT)
  const sale = await payload.findByID({ collection: 'sales', id: Number(await saleId(params)), ...o }).catch(() => null)
  if (!sale) throw new HttpError(404, 'This sale does not exist.')
  return json({ sale: await saleView(payload, sale), canVoid: isAdminUser(user) })
})

const refundBody = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, 'Send a key for this refund.'),
  method: z.enum(['cash', 'terminal', 'card', 'balance', 'voucher'], { message: 'Choose how the money goes back.' }),
  amount: money,
  reason: plainText(z.string().max(300)),
})

/** POST /api/staff/sales/{id}/refunds: a refund line → 201 `{ sale }`. */
export const postSaleRefund = handle(async (request: Request, { params }: Params) => {
  const { payload, user } = await requireStaff(request, SIGNED_OUT)
  const id = await saleId(params)
  const body = await parseBody(request, refundBody)
  return attempt(async () => {
    const { sale } = await refundSale(deps(payload), {
      saleId: id,
      method: body.method,
      amount: body.amount,
      reason: body.reason,
      key: body.key,
      byStaff: String(user.id),
      now: new Date(),
    })
    const fresh = await payload.findByID({ collection: 'sales', id: sale.id, ...o })
    return json({ sale: await saleView(payload, fresh) }, 201)
  })
})

/** POST /api/staff/sales/{id}/void: an admin voids a sale made today → 200 `{ sale }`. */
export const postSaleVoid = handle(async (request: Request, { params }: Params) => {
  const { payload, user } = await requireStaff(request, SIGNED_OUT)
  if (!isAdminUser(user)) throw new HttpError(403, 'Only an admin can void a sale.')
  const id = await saleId(params)
  const body = await parseBody(request, z.object({ reason: plainText(z.string().max(300)) }))
  return attempt(async () => {
    const { sale } = await voidSale(deps(payload), {
      saleId: id,
      reason: body.reason,
      byStaff: String(user.id),
      now: new Date(),
    })
    return json({ sale: await saleView(payload, sale) })
  })
})

async function salonAndDate(payload: Payload, params: URLSearchParams | { salon?: string; date?: string }) {
  const get = (k: 'salon' | 'date') => (params instanceof URLSearchParams ? params.get(k) : params[k]) ?? null
  let salon = get('salon')
  if (!salon) {
    const { docs } = await payload.find({ collection: 'salons', sort: 'id', limit: 1, ...o })
    salon = docs[0] ? String(docs[0].id) : null
  }
  if (!isRowId(salon)) throw new HttpError(404, 'That salon was not found.')
  const found = await payload.findByID({ collection: 'salons', id: Number(salon), ...o }).catch(() => null)
  if (!found) throw new HttpError(404, 'That salon was not found.')
  const date = get('date')
  if (!isLocalDate(date)) throw new HttpError(400, 'Choose a day as YYYY-MM-DD.')
  return { salon, date }
}

/** GET /api/staff/takings?salon=&date=YYYY-MM-DD[&format=csv]: a salon's day at the till. */
export const getTakings = handle(async (request: Request) => {
  const { payload } = await requireStaff(request, SIGNED_OUT)
  const params = new URL(request.url).searchParams
  const { salon, date } = await salonAndDate(payload, params)
  const takings = await dayTakings(payload, salon, date)
  const pence = (n: number) => n / 100
  if (params.get('format') === 'csv')
    return new Response(`\uFEFF${takingsCsv(takings, METHOD_LABELS)}`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="parlour-takings-${salon}-${date}.csv"`,
        'cache-control': 'no-store',
      },
    })
  return json({
    salon,
    date,
    methods: Object.fromEntries(
      METHODS.map((m) => [
        m,
        {
          taken: pence(takings.methods[m].taken),
          refunded: pence(takings.methods[m].refunded),
          net: pence(takings.methods[m].net),
        },
      ]),
    ),
    deskNet: pence(takings.deskNet),
    online: Object.fromEntries(Object.entries(takings.online).map(([k, v]) => [k, pence(v)])),
    cash: {
      ...takings.cash,
      expected: pence(takings.cash.expected),
      counted: pounds(takings.cash.counted),
      difference: pounds(takings.cash.difference),
    },
    vouchers: { ...takings.vouchers, sold: pence(takings.vouchers.sold), redeemed: pence(takings.vouchers.redeemed) },
    refunds: pence(takings.refunds),
    tips: takings.tips.map((t) => ({ ...t, amount: pence(t.amount) })),
    sales: takings.sales.map((s) => ({ ...s, total: pence(s.total), due: pence(s.due) })),
  })
})

/**
 * POST /api/staff/takings/count `{ salon, date, counted, note }`: the cash counted in the drawer →
 * 201 `{ expected, counted, difference }`; a count that differs without a note is a 400 on `note`.
 */
export const postDrawerCount = handle(async (request: Request) => {
  const { payload, user } = await requireStaff(request, SIGNED_OUT)
  const body = await parseBody(
    request,
    z.object({
      salon: z.string().optional(),
      date: z.string(),
      counted: money,
      note: plainText(z.string().max(500)).nullish(),
    }),
  )
  const { salon, date } = await salonAndDate(payload, body)
  return attempt(async () => {
    const result = await countDrawer(payload, {
      salonId: salon,
      date,
      counted: body.counted,
      note: body.note ?? null,
      byStaff: String(user.id),
      now: new Date(),
    })
    return json(mapPounds(result), 201)
  })
})

const mapPounds = (r: { expected: number; counted: number; difference: number }) => ({
  expected: r.expected / 100,
  counted: r.counted / 100,
  difference: r.difference / 100,
})
