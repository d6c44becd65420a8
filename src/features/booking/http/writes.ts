/**
 * Handlers of the booking writes and the account under /api/booking/* (route files in
 * src/app/api/booking re-export these). Thin: zod at the edge, one use case, a JSON shape.
 * Documented in docs/booking-api.md.
 */

import { signedInClientId } from '@/features/sign-in'
import { requestIp } from '@/platform/http/request-ip'
import { consumeRateLimit } from '@/platform/db/rate-limits'
import { failureResponse, handle, HttpError, json, parseBody, problem } from '@/platform/http/api'

import { bookingContext } from '../engine/services'
import { bookingProvider } from '../engine/provider'
import { toggleFavourite } from '../use-cases/account'
import { BALANCE_NOT_HERE, VOUCHERS_NOT_HERE } from '../use-cases/appointments'
import type { Result } from '../use-cases/result'
import { bookingRequestBodies as bodies } from './request-bodies'

type Params<K extends string> = { params: Promise<Record<K, string>> }

async function requireClient(request: Request): Promise<string> {
  const clientId = await signedInClientId(request)
  if (!clientId) throw new HttpError(401, 'Please sign in to book.')
  return clientId
}

function one(r: Result<{ appointment: unknown }>, status = 200): Response {
  return r.ok ? json({ appointment: r.appointment }, status) : failureResponse(r)
}

const visits = async () => (await bookingProvider()).visits

export const postAppointments = handle(async (request: Request) => {
  const clientId = await requireClient(request)
  const key = request.headers.get('idempotency-key')?.trim() || undefined
  if (key && key.length > 100)
    throw new HttpError(400, 'The Idempotency-Key header is too long (100 characters at most).')
  const body = await parseBody(request, bodies.book)
  const desk = await visits()
  // Gift vouchers are Parlour's own: a booking system without them (Beauty Pro) is not sent one.
  if (body.voucher && !desk.payWithVoucher) return failureResponse(VOUCHERS_NOT_HERE)
  if (body.useBalance && !desk.payWithBalance) return failureResponse(BALANCE_NOT_HERE)
  const r = await desk.book({ clientId, ...body, idempotencyKey: key })
  // A visit that needs money first comes with the page to pay on (decision 0034), and one a voucher
  // or the balance paid toward says what it paid.
  const extra = r.ok
    ? {
        ...(r.payment ? { payment: r.payment } : {}),
        ...(r.voucher ? { voucher: r.voucher } : {}),
        ...(r.balance ? { balance: r.balance } : {}),
      }
    : {}
  const response = r.ok ? json({ appointment: r.appointment, ...extra }, 201) : one(r, 201)
  if (r.ok && r.replayed) response.headers.set('idempotent-replayed', 'true')
  return response
})

/** POST /api/booking/appointments/{id}/voucher: a gift voucher pays toward a visit still owing its prepayment. */
export const postVisitVoucher = handle(async (request: Request, { params }: Params<'id'>) => {
  const clientId = await requireClient(request)
  const body = await parseBody(request, bodies.voucher)
  const desk = await visits()
  if (!desk.payWithVoucher) return failureResponse(VOUCHERS_NOT_HERE)
  const r = await desk.payWithVoucher({ clientId, id: (await params).id, voucher: body.voucher })
  return r.ok ? json({ appointment: r.appointment, payment: r.payment, voucher: r.voucher }) : failureResponse(r)
})

/** POST /api/booking/appointments/{id}/balance: the client's balance pays toward a visit still owing its prepayment. */
export const postVisitBalance = handle(async (request: Request, { params }: Params<'id'>) => {
  const clientId = await requireClient(request)
  const desk = await visits()
  if (!desk.payWithBalance) return failureResponse(BALANCE_NOT_HERE)
  const r = await desk.payWithBalance({ clientId, id: (await params).id })
  return r.ok ? json({ appointment: r.appointment, payment: r.payment, balance: r.balance }) : failureResponse(r)
})

export const getAppointments = handle(async (request: Request) => {
  const clientId = await requireClient(request)
  // Service titles and salon names in the account's language (?locale=uk on /ua/account/).
  const asked = new URL(request.url).searchParams.get('locale') ?? 'en'
  if (asked !== 'en' && asked !== 'uk')
    throw new HttpError(400, 'The locale is en or uk.', { locale: 'The locale is en or uk.' })
  return json({ appointments: await (await visits()).mine(clientId, asked) })
})

export const postCancel = handle(async (request: Request, { params }: Params<'id'>) => {
  const clientId = await requireClient(request)
  const body = await parseBody(request, bodies.cancel)
  return one(await (await visits()).cancel({ clientId, id: (await params).id, reason: body.reason }))
})

export const postReschedule = handle(async (request: Request, { params }: Params<'id'>) => {
  const clientId = await requireClient(request)
  const body = await parseBody(request, bodies.reschedule)
  return one(await (await visits()).reschedule({ clientId, id: (await params).id, ...body }))
})

export const postService = handle(async (request: Request, { params }: Params<'id'>) => {
  const clientId = await requireClient(request)
  const body = await parseBody(request, bodies.addService)
  return one(
    await (await visits()).addService({ clientId, id: (await params).id, ...body, employee: body.employee ?? null }),
  )
})

export const deleteService = handle(async (request: Request, { params }: Params<'id' | 'item'>) => {
  const clientId = await requireClient(request)
  const { id: appointmentId, item } = await params
  return one(await (await visits()).removeService({ clientId, id: appointmentId, itemId: item }))
})

export const postReview = handle(async (request: Request, { params }: Params<'id'>) => {
  const clientId = await requireClient(request)
  const body = await parseBody(request, bodies.review)
  const r = await (await visits()).review({ clientId, appointmentId: (await params).id, ...body })
  return r.ok ? json({ review: r.review }, 201) : failureResponse(r)
})

/** Holds per network address: enough to try a few times, not enough to squat a diary. */
export const HOLD_LIMIT_PER_IP = { limit: 30, windowSeconds: 3600 }

export const postHold = handle(async (request: Request) => {
  const body = await parseBody(request, bodies.hold)
  const { payload } = await bookingContext()
  const limit = await consumeRateLimit(`hold:ip:${requestIp(request)}`, { ...HOLD_LIMIT_PER_IP, payload })
  if (!limit.allowed)
    return problem(
      429,
      { message: 'Too many holds from your network. Please wait a little and try again.' },
      { 'retry-after': String(limit.retryAfterSeconds) },
    )
  const clientId = await signedInClientId(request)
  const r = await (await visits()).hold({ ...body, clientId })
  return r.ok ? json({ hold: r.hold }, 201) : failureResponse(r)
})

export const deleteHold = handle(async (request: Request, { params }: Params<'id'>) => {
  const token = request.headers.get('x-hold-token') ?? undefined
  const clientId = await signedInClientId(request)
  const r = await (await visits()).releaseHold({ id: (await params).id, token, clientId })
  return r.ok ? json({ released: true }) : failureResponse(r)
})

export const postFavourite = handle(async (request: Request) => {
  const clientId = await requireClient(request)
  const body = await parseBody(request, bodies.favourite)
  const { store } = await bookingContext()
  const r = await toggleFavourite(store, { clientId, ...body })
  return r.ok ? json({ added: r.added, stylists: r.stylists, services: r.services }) : failureResponse(r)
})

export const getFavourites = handle(async (request: Request) => {
  const clientId = await requireClient(request)
  const { store } = await bookingContext()
  const client = await store.client(clientId)
  return json({ stylists: client?.favouriteStylists ?? [], services: client?.favouriteServices ?? [] })
})
