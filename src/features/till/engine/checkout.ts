/**
 * Closing a sale at the desk (issue 29, decision 0037). Everything the checkout changes — the sale,
 * the till's ledger, vouchers spent and sold, the client's balance and points, the visit marked
 * completed — is written in one transaction under the salon's till lock; the card on file is
 * charged first (Stripe cannot take part in a database transaction) with the checkout's key as its
 * Idempotency-Key, and refunded if the rest cannot be written.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Appointment as AppointmentDoc, Sale } from '@/cms/payload-types'
import { instantToLocal } from '@/features/booking/kit'
import { chargeCardOnFile, refundCardPayment, type PaymentsDeps } from '@/features/payments'
import { issueVoucher, payloadVoucherStore, redeemVoucher } from '@/features/vouchers'
import { relationKey } from '@/platform/db/relation-id'
import { lockRowGroups } from '@/platform/db/row-group-lock'
import { inTransaction } from '@/platform/db/transaction'

import {
  changeFor,
  checkLines,
  checkTenders,
  pointsEarned,
  pointsFor,
  pounds,
  totals,
  type SaleLine,
  type Tender,
} from '../domain/sale'
import { moveAccount } from './client-ledger'
import { refuse, TillRefusal } from './refusal'
import { tillRules } from './settings'
import { paidBeforeCheckout } from './visit-money'

/** The advisory-lock group of a salon's till ("till"). */
export const TILL_LOCK_GROUP = 0x74696c6c

export interface VoucherLine extends SaleLine {
  kind: 'voucher'
  /** A service voucher's service; a money voucher otherwise. */
  voucherService?: string | null
  recipientName?: string | null
}

export interface CheckoutInput {
  /** The screen's own key for this checkout: sent twice, it is made once. */
  key: string
  visitId?: string | null
  /** A walk-in: the salon, and the client when they are known. */
  salonId?: string | null
  clientId?: string | null
  walkInName?: string | null
  lines: (SaleLine | VoucherLine)[]
  tip: number
  tipStylistId?: string | null
  tenders: Tender[]
  receipt: boolean
  byStaff: string
  now: Date
}

export interface TillDeps {
  payload: Payload
  /** Stripe, when the salon has set it up (needed for the card on file). */
  payments: PaymentsDeps | null
  /** Texts the receipt. */
  text?: (to: string, body: string) => Promise<void>
}

const o = { overrideAccess: true, depth: 0 } as const

interface Context {
  salonId: string
  timezone: string
  visit: AppointmentDoc | null
  clientId: string | null
  prepaid: number
}

async function context(payload: Payload, input: CheckoutInput, req?: PayloadRequest): Promise<Context> {
  if (input.visitId) {
    const visit = await payload
      .findByID({ collection: 'appointments', id: Number(input.visitId), req, ...o })
      .catch(() => null)
    if (!visit) return refuse(404, 'no_visit', 'This visit no longer exists.')
    const salonId = relationKey(visit.salon)
    const salon = await payload.findByID({ collection: 'salons', id: Number(salonId), req, ...o })
    const paid = await paidBeforeCheckout(payload, String(visit.id), req)
    return {
      salonId,
      timezone: salon.timezone ?? 'Europe/London',
      visit,
      clientId: relationKey(visit.client) || null,
      prepaid: paid.total,
    }
  }
  if (!input.salonId) return refuse(400, 'invalid_request', 'Choose the salon.', 'salon')
  const salon = await payload.findByID({ collection: 'salons', id: Number(input.salonId), req, ...o }).catch(() => null)
  if (!salon) return refuse(400, 'invalid_request', 'Choose the salon.', 'salon')
  return {
    salonId: String(salon.id),
    timezone: salon.timezone ?? 'Europe/London',
    visit: null,
    clientId: input.clientId ?? null,
    prepaid: 0,
  }
}

/**
 * The records a checkout names — services, stylists, the walk-in's client — exist: an id that does
 * not is the screen's mistake, answered 400 on its field rather than failing on the database.
 */
async function checkNamed(payload: Payload, input: CheckoutInput) {
  const missing = async (collection: 'services' | 'employees' | 'clients', ids: (string | null | undefined)[]) => {
    const wanted = [...new Set(ids.filter((id): id is string => !!id))]
    if (!wanted.length) return new Set<string>()
    if (wanted.some((id) => !/^\d{1,9}$/.test(id))) return new Set(wanted)
    const { docs } = await payload.find({
      collection,
      where: { id: { in: wanted.map(Number) } },
      pagination: false,
      select: {},
      ...o,
    })
    const found = new Set(docs.map((d) => String(d.id)))
    return new Set(wanted.filter((id) => !found.has(id)))
  }
  const lines = input.lines as (SaleLine & { voucherService?: string | null })[]
  const services = await missing('services', [...lines.map((l) => l.serviceId), ...lines.map((l) => l.voucherService)])
  const stylists = await missing('employees', [...lines.map((l) => l.stylistId), input.tipStylistId])
  for (const [i, l] of lines.entries()) {
    if (l.serviceId && services.has(l.serviceId))
      refuse(400, 'invalid_request', 'That service no longer exists.', `lines.${i}.service`)
    if (l.voucherService && services.has(l.voucherService))
      refuse(400, 'invalid_request', 'That service no longer exists.', `lines.${i}.voucherService`)
    if (l.stylistId && stylists.has(l.stylistId))
      refuse(400, 'invalid_request', 'That stylist no longer exists.', `lines.${i}.stylist`)
  }
  if (input.tipStylistId && stylists.has(input.tipStylistId))
    refuse(400, 'invalid_request', 'That stylist no longer exists.', 'tipStylist')
  if (!input.visitId && input.clientId && (await missing('clients', [input.clientId])).size)
    refuse(400, 'invalid_request', 'That client no longer exists.', 'client')
}

function checkVisit(visit: AppointmentDoc, now: Date) {
  if (visit.state === 'cancelled' || visit.state === 'no-show' || visit.state === 'reserved')
    refuse(409, 'wrong_state', `A visit that is ${visit.state} cannot be checked out.`)
  const started = new Date(visit.start ?? 0).getTime() <= now.getTime()
  if (visit.state !== 'arrived' && visit.state !== 'completed' && !started)
    refuse(409, 'not_started', 'Mark the client arrived first: this visit has not started yet.')
}

export type Closed = { ok: true; sale: Sale; replayed: boolean }

export async function closeSale(deps: TillDeps, input: CheckoutInput): Promise<Closed> {
  const { payload } = deps
  const bad = checkLines(input.lines)
  if (bad) refuse(400, 'invalid_request', bad.message, bad.field)
  const rules = await tillRules(payload)
  if (input.tip > 0 && !rules.tips) refuse(400, 'invalid_request', 'Tips are not taken at this salon.', 'tip')
  if (!Number.isInteger(input.tip) || input.tip < 0) refuse(400, 'invalid_request', 'Enter the tip in pounds.', 'tip')
  const replay = await saleByKey(payload, input.key)
  if (replay) return { ok: true, sale: replay, replayed: true }

  await checkNamed(payload, input)
  const ctx = await context(payload, input, undefined)
  if (ctx.visit) checkVisit(ctx.visit, input.now)
  const sums = totals({ lines: input.lines, tip: input.tip, prepaid: ctx.prepaid })
  const badTender = checkTenders(sums.due, input.tenders)
  if (badTender) refuse(400, 'invalid_request', badTender.message, badTender.field)
  const needsClient = input.tenders.find((t) => t.method === 'card' || t.method === 'balance' || t.method === 'points')
  if (needsClient && !ctx.clientId)
    refuse(400, 'invalid_request', 'Choose the client to pay from their card, balance or points.', 'tenders')
  if (input.tenders.some((t) => t.method === 'points') && !rules.bonus.enabled)
    refuse(400, 'invalid_request', 'Bonus points are not used at this salon.', 'tenders')

  // The card on file first: Stripe is outside the transaction, and its key makes a retry safe.
  const cardTender = input.tenders.find((t) => t.method === 'card')
  let card: { paymentIntent: string; amount: number; last4: string } | null = null
  if (cardTender) {
    if (!deps.payments) refuse(409, 'payments_unavailable', 'Card payments are not set up (Stripe).', 'tenders')
    const charged = await chargeCardOnFile(deps.payments!, {
      clientId: ctx.clientId!,
      amount: cardTender.amount,
      key: `${input.key}-card`,
      description: `Parlour sale ${ctx.visit ? `for visit ${ctx.visit.id}` : 'at the desk'}`,
      saleKey: input.key,
      byStaff: input.byStaff,
    })
    if (!charged.ok) refuse(402, charged.reason, charged.message, 'tenders')
    else card = { paymentIntent: charged.paymentIntent, amount: charged.amount, last4: charged.card.last4 }
  }

  try {
    const sale = await inTransaction(payload, (req) => write(deps, input, rules, card, ctx.salonId, req))
    if (!sale.replayed && input.receipt)
      await sendReceipt(deps, sale.sale, ctx.clientId, ctx.visit?.locale === 'uk' ? 'uk' : 'en')
    return sale
  } catch (error) {
    // Nothing of the sale was kept: the card is given back what it was charged.
    if (card && deps.payments)
      await refundCardPayment(deps.payments, {
        paymentIntent: card.paymentIntent,
        amount: card.amount,
        key: `${input.key}-card-undo`,
        clientId: ctx.clientId,
        note: 'Checkout not completed',
        byStaff: input.byStaff,
      })
    throw error
  }
}

async function saleByKey(payload: Payload, key: string, req?: PayloadRequest): Promise<Sale | null> {
  const { docs } = await payload.find({ collection: 'sales', where: { key: { equals: key } }, limit: 1, req, ...o })
  return docs[0] ?? null
}

async function write(
  deps: TillDeps,
  input: CheckoutInput,
  rules: Awaited<ReturnType<typeof tillRules>>,
  card: { paymentIntent: string; amount: number; last4: string } | null,
  salonId: string,
  req: PayloadRequest,
): Promise<Closed> {
  const { payload } = deps
  // A visit's salon does not change under a checkout; everything else is read again under the lock.
  await lockRowGroups(payload, req, TILL_LOCK_GROUP, [Number(salonId)])
  const replay = await saleByKey(payload, input.key, req)
  if (replay) return { ok: true, sale: replay, replayed: true }
  // Read again under the lock: a checkout of the same visit that committed meanwhile is seen.
  const ctx = await context(payload, input, req)
  if (ctx.visit) {
    checkVisit(ctx.visit, input.now)
    const open = await payload.count({
      collection: 'sales',
      where: { and: [{ visit: { equals: ctx.visit.id } }, { status: { equals: 'closed' } }] },
      req,
      overrideAccess: true,
    })
    if (open.totalDocs > 0) refuse(409, 'already_checked_out', 'This visit has been checked out already.')
  }
  const sums = totals({ lines: input.lines, tip: input.tip, prepaid: ctx.prepaid })
  const badTender = checkTenders(sums.due, input.tenders)
  // What was prepaid changed while the screen was open (a refund, a late payment).
  if (badTender) refuse(409, 'due_changed', `${badTender.message} Open the checkout again.`, 'tenders')

  const date = instantToLocal(input.now, ctx.timezone).date
  const { totalDocs: earlier } = await payload.count({
    collection: 'sales',
    where: { and: [{ salon: { equals: Number(ctx.salonId) } }, { date: { equals: date } }] },
    req,
    overrideAccess: true,
  })
  const number = `${date.replaceAll('-', '')}-${String(earlier + 1).padStart(3, '0')}`
  const at = input.now
  const vouchers = payloadVoucherStore(payload, req)
  const tipStylist =
    input.tip > 0 ? (input.tipStylistId ?? input.lines.find((l) => l.stylistId)?.stylistId ?? null) : null

  const sale = await payload.create({
    collection: 'sales',
    data: {
      number,
      salon: Number(ctx.salonId),
      date,
      visit: ctx.visit?.id ?? null,
      client: ctx.clientId ? Number(ctx.clientId) : null,
      walkInName: input.walkInName?.trim() || null,
      lines: input.lines.map((l) => ({
        kind: l.kind,
        description: l.description.trim().slice(0, 200),
        service: l.serviceId ? Number(l.serviceId) : null,
        stylist: l.stylistId ? Number(l.stylistId) : null,
        listPrice: l.listPrice,
        price: l.price,
        discountReason: l.price < l.listPrice ? (l.discountReason?.trim() ?? null) : null,
      })),
      tip: input.tip,
      tipStylist: tipStylist ? Number(tipStylist) : null,
      prepaid: sums.prepaid,
      total: sums.total,
      due: sums.due,
      tenders: [],
      credited: sums.overpaid,
      status: 'closed',
      closedAt: at.toISOString(),
      closedBy: Number(input.byStaff),
      receipt: input.receipt,
      key: input.key,
    },
    req,
    ...o,
  })
  const saleId = String(sale.id)
  const serviceIds = new Set(input.lines.map((l) => l.serviceId).filter(Boolean))

  const tenders = []
  for (const [i, t] of input.tenders.entries()) {
    const row: Record<string, unknown> = { method: t.method, amount: t.amount }
    if (t.method === 'cash') Object.assign(row, { cashGiven: t.cashGiven ?? null, change: changeFor(t) })
    if (t.method === 'terminal') row.last4 = t.last4 || null
    if (t.method === 'card') Object.assign(row, { last4: card!.last4, paymentIntent: card!.paymentIntent })
    if (t.method === 'voucher') {
      const found = await vouchers.find(
        t
          .voucherCode!.trim()
          .toUpperCase()
          .replace(/[^0-9A-Z]/g, ''),
      )
      const forService = found?.kind === 'service' && serviceIds.has(found.serviceId) ? found.serviceId : null
      const used = await redeemVoucher(vouchers, {
        code: t.voucherCode!,
        wanted: t.amount,
        forService,
        saleId,
        clientId: ctx.clientId,
        key: `${input.key}-${i}`,
        byStaff: input.byStaff,
        now: at,
      })
      if (!used.ok) refuse(409, `voucher_${used.reason}`, used.message, `tenders.${i}.voucherCode`)
      else if (used.spent < t.amount)
        refuse(409, 'voucher_short', `This voucher holds ${pounds(used.spent)}.`, `tenders.${i}.amount`)
      else row.voucher = Number(used.voucherId)
    }
    if (t.method === 'balance') {
      const moved = await moveAccount(payload, req, {
        clientId: ctx.clientId!,
        account: 'balance',
        amount: -t.amount,
        key: `${input.key}-${i}`,
        saleId,
        note: `Paid sale ${number}`,
        byStaff: input.byStaff,
        at,
      })
      if (!moved.ok)
        refuse(409, 'balance_short', `The client's balance is ${pounds(moved.have)}.`, `tenders.${i}.amount`)
    }
    if (t.method === 'points') {
      const points = pointsFor(rules.bonus, t.amount)
      const moved = await moveAccount(payload, req, {
        clientId: ctx.clientId!,
        account: 'bonus',
        amount: -points,
        key: `${input.key}-${i}`,
        saleId,
        note: `Paid sale ${number}`,
        byStaff: input.byStaff,
        at,
      })
      if (!moved.ok) refuse(409, 'points_short', `The client has ${moved.have} points.`, `tenders.${i}.amount`)
      row.points = points
    }
    tenders.push(row)
    await payload.create({
      collection: 'till-entries',
      data: {
        salon: Number(ctx.salonId),
        date,
        sale: sale.id,
        kind: 'payment',
        method: t.method,
        amount: t.amount,
        paymentIntent: (row.paymentIntent as string) ?? null,
        voucher: (row.voucher as number) ?? null,
        byStaff: Number(input.byStaff),
        key: `${input.key}-pay-${i}`,
        at: at.toISOString(),
      },
      req,
      ...o,
    })
  }

  if (sums.overpaid > 0 && ctx.clientId)
    await moveAccount(payload, req, {
      clientId: ctx.clientId,
      account: 'balance',
      amount: sums.overpaid,
      key: `${input.key}-credit`,
      saleId,
      note: `Paid online beyond sale ${number}`,
      byStaff: input.byStaff,
      at,
    })
  const earned = ctx.clientId ? pointsEarned(rules.bonus, input.tenders) : 0
  if (earned > 0)
    await moveAccount(payload, req, {
      clientId: ctx.clientId!,
      account: 'bonus',
      amount: earned,
      key: `${input.key}-earned`,
      saleId,
      note: `Earned on sale ${number}`,
      byStaff: input.byStaff,
      at,
    })

  // Gift vouchers sold with this sale: loaded now, their codes shown on the sale.
  const lines = sale.lines.map((l) => ({ ...l }))
  for (const [i, line] of input.lines.entries()) {
    if (line.kind !== 'voucher') continue
    const v = line as VoucherLine
    const voucher = await issueVoucher(vouchers, {
      kind: v.voucherService ? 'service' : 'money',
      serviceId: v.voucherService ?? null,
      amount: line.price,
      paidAt: at,
      soldVia: 'desk',
      soldAt: at,
      salonId: ctx.salonId,
      buyer: { clientId: ctx.clientId },
      recipient: { name: v.recipientName ?? null },
      byStaff: input.byStaff,
    })
    lines[i]!.voucher = Number(voucher.id)
  }

  const closed = await payload.update({
    collection: 'sales',
    id: sale.id,
    data: { tenders, lines, pointsEarned: earned },
    req,
    ...o,
  })
  if (ctx.visit)
    await payload.update({
      collection: 'appointments',
      id: ctx.visit.id,
      data: { state: 'completed', sale: sale.id, saleSum: sums.total / 100 },
      req,
      ...o,
    })
  return { ok: true, sale: closed, replayed: false }
}

const RECEIPT = {
  en: { thanks: 'Thank you for visiting. Receipt {number}:', tip: 'Tip', before: 'Paid before', today: 'Paid today' },
  uk: {
    thanks: 'Дякуємо за візит. Чек {number}:',
    tip: 'Чайові',
    before: 'Сплачено раніше',
    today: 'Сплачено сьогодні',
  },
} as const

/** The receipt by text, in the language the client booked in (English for a walk-in). */
async function sendReceipt(deps: TillDeps, sale: Sale, clientId: string | null, locale: 'en' | 'uk') {
  if (!deps.text || !clientId) return
  const client = await deps.payload.findByID({ collection: 'clients', id: Number(clientId), ...o }).catch(() => null)
  if (!client?.phone) return
  const w = RECEIPT[locale]
  const parts = [
    w.thanks.replace('{number}', sale.number),
    ...sale.lines.map((l) => `${l.description} ${pounds(l.price)}`),
    ...(sale.tip ? [`${w.tip} ${pounds(sale.tip)}`] : []),
    ...(sale.prepaid ? [`${w.before} ${pounds(sale.prepaid)}`] : []),
    `${w.today} ${pounds(sale.due)}`,
  ]
  try {
    await deps.text(client.phone, parts.join('\n'))
  } catch (error) {
    // The sale stands without its receipt: staff can see it was not sent in the SMS log.
    deps.payload.logger.warn(`Receipt for sale ${sale.number} not sent: ${(error as Error).message}`)
  }
}

export { TillRefusal }
