/**
 * The front desk's view of a visit's and a client's money, and the admins' refund:
 *   GET  /api/staff/visits/{id}/money    what was prepaid, charged and refunded, what is outstanding
 *   POST /api/staff/visits/{id}/refund   { amount (pounds), reason? } — admins only, never more than
 *                                        what is left of the visit's payments
 *   GET  /api/staff/clients/{id}/money   the client's card on file and their money over all visits
 * Staff only (the admin's session or an `Authorization: JWT` header).
 */
import { z } from 'zod'

import { isAdminUser } from '@/platform/access'
import { payloadClient } from '@/platform/db/payload'
import { handle, HttpError, json, parseBody, problem } from '@/platform/http/api'
import { requireStaff } from '@/platform/staff/require-staff'
import { plainText } from '@/platform/validation/plain-text-schema'

import { refundable, toPence, toPounds } from '../domain/terms'
import { paymentsDeps } from '../engine/deps'
import type { PaymentsDeps } from '../use-cases/checkout'
import { refundVisit } from '../use-cases/refunds'

type Params<K extends string> = { params: Promise<Record<K, string>> }

const SIGNED_OUT = 'Sign in to the admin to see payments.'
const NOT_SET_UP = 'Online payments are not set up on this site.'

async function staffDeps(request: Request) {
  const staff = await requireStaff(request, SIGNED_OUT)
  const deps = paymentsDeps(await payloadClient())
  if (!deps) throw new HttpError(404, NOT_SET_UP)
  return { ...staff, deps }
}

const pathId = async (params: Promise<Record<string, string>>, name: string) => {
  const id = (await params)[name] ?? ''
  if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, 'No such visit.')
  return id
}

/** A visit's money for staff (pounds). */
async function visitMoney(deps: PaymentsDeps, visitId: string, admin: boolean) {
  const [ledger, requests] = await Promise.all([deps.records.ledgerOf([visitId]), deps.records.requestsOf([visitId])])
  const sum = (kind: string) => toPounds(ledger.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0))
  const terms = requests.find((r) => r.terms)?.terms ?? null
  const outstanding = requests.filter((r) => r.purpose === 'fee' && r.state === 'outstanding').at(-1)
  return {
    prepaid: sum('prepayment'),
    fees: sum('fee'),
    refunded: sum('refund'),
    refundable: toPounds(refundable(ledger)),
    terms: terms
      ? {
          mode: terms.mode,
          amount: toPounds(terms.amount),
          lateCancelFee: toPounds(terms.lateCancelFee),
          noShowFee: toPounds(terms.noShowFee),
        }
      : null,
    outstanding: outstanding ? { amount: toPounds(outstanding.amount), url: outstanding.url } : null,
    /** What Stripe said of refunds or fees that did not go through. */
    problems: requests.filter((r) => r.state === 'failed' && r.failure).map((r) => r.failure!),
    canRefund: admin && refundable(ledger) > 0,
  }
}

export const getVisitMoney = handle(async (request: Request, { params }: Params<'id'>) => {
  const { deps, user } = await staffDeps(request)
  const id = await pathId(params, 'id')
  if (!(await deps.visits.visit(id))) throw new HttpError(404, 'No such visit.')
  return json({ money: await visitMoney(deps, id, isAdminUser(user)) })
})

const refundBody = z.object({
  amount: z.number().positive('Enter an amount above £0.').max(100_000),
  reason: plainText(z.string().trim().max(200)).default(''),
})

export const postVisitRefund = handle(async (request: Request, { params }: Params<'id'>) => {
  const { deps, user } = await staffDeps(request)
  if (!isAdminUser(user)) throw new HttpError(403, 'Refunds are for the salon’s admins.')
  const id = await pathId(params, 'id')
  const visit = await deps.visits.visit(id)
  if (!visit?.clientId) throw new HttpError(404, 'No such visit.')
  const body = await parseBody(request, refundBody)
  const amount = toPence(body.amount)
  const left = refundable(await deps.records.ledgerOf([id]))
  if (amount > left)
    return problem(400, {
      message: `At most £${toPounds(left).toFixed(2)} can be refunded: what was paid less what was refunded.`,
      fields: { amount: 'More than is left to refund.' },
    })
  const outcome = await refundVisit(deps, {
    visitId: id,
    clientId: visit.clientId,
    amount,
    reason: body.reason || `Refunded by ${user.email ?? 'staff'}`,
  })
  if (!outcome.ok)
    return 'later' in outcome
      ? problem(503, { message: outcome.message, reason: 'stripe_unavailable' }, { 'retry-after': '60' })
      : problem(409, { message: `Stripe refused the refund: ${outcome.message}`, reason: 'refund_refused' })
  return json({ money: await visitMoney(deps, id, true) })
})

export const getClientMoney = handle(async (request: Request, { params }: Params<'id'>) => {
  const { deps } = await staffDeps(request)
  const id = (await params).id ?? ''
  const client = /^\d{1,9}$/.test(id) ? await deps.records.client(id) : null
  if (!client) throw new HttpError(404, 'No such client.')
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: { client: { equals: Number(id) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const sum = (kind: string) => toPounds(docs.filter((d) => d.kind === kind).reduce((s, d) => s + d.amount, 0))
  const { totalDocs: outstanding } = await payload.count({
    collection: 'payment-requests',
    where: { and: [{ client: { equals: Number(id) } }, { state: { equals: 'outstanding' } }] },
    overrideAccess: true,
  })
  return json({
    money: {
      card: client.card ? { brand: client.card.brand, last4: client.card.last4 } : null,
      prepaymentRequired: client.prepaymentRequired,
      prepaid: sum('prepayment'),
      fees: sum('fee'),
      refunded: sum('refund'),
      outstandingFees: outstanding,
    },
  })
})
