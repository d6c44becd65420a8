import type { Payload } from 'payload'

import type { Voucher } from '@/cms/payload-types'
import { signedInClientId } from '@/features/sign-in'
import { isStaffUser } from '@/platform/access'
import { payloadClient } from '@/platform/db/payload'
import { relationId, relationKey } from '@/platform/db/relation-id'
import { handle, HttpError, json } from '@/platform/http/api'
import { resolveStaffSession } from '@/platform/staff/staff-session'

import type { BoughtVoucherView } from '../contract'
import { formatVoucherCode } from '../domain/code'

const NO_STORE = { 'cache-control': 'no-store' }
const SIGN_IN = 'Please sign in to see your gift vouchers.'
const NOT_FOUND = 'There is no such gift voucher among yours.'

const localeOf = (request: Request) => (new URL(request.url).searchParams.get('locale') === 'uk' ? 'uk' : 'en')
const masked = (phone: string | null | undefined) =>
  phone ? `${'•'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}` : null

async function view(payload: Payload, v: Voucher, locale: 'en' | 'uk'): Promise<BoughtVoucherView> {
  const serviceId = relationId(v.service)
  const service =
    v.kind === 'service' && serviceId != null
      ? await payload
          .findByID({ collection: 'services', id: serviceId, locale, depth: 0, overrideAccess: true })
          .catch(() => null)
      : null
  return {
    id: String(v.id),
    code: v.paidAt ? formatVoucherCode(v.code) : null,
    kind: v.kind,
    service: service ? { id: String(service.id), title: service.title } : null,
    amount: v.amount / 100,
    remaining: v.remaining / 100,
    currency: 'gbp',
    status: v.status,
    paid: Boolean(v.paidAt),
    expiresAt: new Date(v.expiresAt).toISOString(),
    recipientName: v.recipientName ?? null,
    message: v.message ?? null,
    recipientPhone: masked(v.recipientPhone),
    sendOn: v.sendOn ?? null,
    sentAt: v.sentAt ?? null,
    boughtAt: v.createdAt,
  }
}

/**
 * GET /api/my-vouchers: the gift vouchers the signed-in client has bought and paid for, newest
 * first (`?locale=uk` names services in Ukrainian). 401 when nobody is signed in.
 */
export const getMyVouchers = handle(async (request: Request) => {
  const clientId = await signedInClientId(request)
  if (!clientId) throw new HttpError(401, SIGN_IN)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'vouchers',
    where: { and: [{ buyer: { equals: Number(clientId) } }, { paidAt: { exists: true } }] },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const locale = localeOf(request)
  return json({ vouchers: await Promise.all(docs.map((v) => view(payload, v, locale))) }, 200, NO_STORE)
})

/**
 * GET /api/my-vouchers/{id}: one voucher for its buyer (or staff), paid or still being confirmed
 * (`paid: false`, no code yet) — what the page polls after Stripe's page sends the buyer back, and
 * what the printable voucher shows. 401 signed out; 404 for a voucher that is not theirs.
 */
export const getMyVoucher = handle(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const payload = await payloadClient()
  const clientId = await signedInClientId(request)
  const staff = async () => isStaffUser(await resolveStaffSession(payload, request.headers))
  if (!clientId && !(await staff())) throw new HttpError(401, SIGN_IN)
  const { id } = await params
  const v = /^\d{1,12}$/.test(id)
    ? (
        await payload.find({
          collection: 'vouchers',
          where: { id: { equals: Number(id) } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]
    : undefined
  const theirs = v && clientId && relationKey(v.buyer) === String(clientId)
  if (!v || (!theirs && !(await staff()))) throw new HttpError(404, NOT_FOUND)
  return json({ voucher: await view(payload, v, localeOf(request)) }, 200, NO_STORE)
})
