/**
 * The front-desk calendar's endpoints under /api/staff/* (route files in src/app/api/staff
 * re-export these). Signed-in staff only, through the admin's session cookie (Payload checks its
 * CSRF origin list) or an `Authorization: JWT` header; never cached. Reads go through the
 * collections' access rules as the staff member; writes run the front desk's use cases.
 */
import { createLocalReq, type Payload, type PayloadRequest, type TypedUser } from 'payload'
import { z } from 'zod'

import { isRowId, payloadDeskStore } from '../data/desk-store'
import { bookingProvider } from '@/features/booking'
import { engineFreeTime, instantToLocal, parseLocalDate, systemClock, type Appointment } from '@/features/booking/kit'
import {
  deskAddService,
  deskBook,
  deskCancel,
  deskMove,
  deskNote,
  deskRebook,
  deskRemoveService,
  deskSetState,
  timetableWithout,
  type DeskResult,
} from '../use-cases'
import { normalisePhone } from '@/features/sign-in'
import { getEnv } from '@/platform/env'
import { handle, HttpError, json, parseBody, problem } from '@/platform/http/api'
import { plainText } from '@/platform/validation/plain-text-schema'

import { noShowFee, refundSalonCancellation } from '@/features/payments'
import { requireStaff as requireStaffUser, requireStaffOrStylist } from '@/platform/staff/require-staff'

import { loadCalendarDay, loadCalendarWeek, toCalendarVisit } from '../data/calendar'
import { moneyMovedFor } from '../data/money-moved'

type Params<K extends string> = { params: Promise<Record<K, string>> }

interface Staff {
  payload: Payload
  req: PayloadRequest
  user: TypedUser
}

async function requireStaff(request: Request): Promise<Staff> {
  const { payload, user } = await requireStaffUser(request, 'Sign in to the admin to use the calendar.')
  const req = await createLocalReq({ user }, payload)
  return { payload, req, user }
}

/** Blocked time: the desk's staff, or a stylist's own account on its own day (TimeBlocks' access rules). */
async function requireBlocker(request: Request): Promise<Staff> {
  const { payload, user } = await requireStaffOrStylist(request, 'Sign in to the admin to use the calendar.')
  return { payload, req: await createLocalReq({ user }, payload), user }
}

/** The calendar books into Parlour's own engine; with Beauty Pro the diary is Beauty Pro's. */
function requireOwnEngine() {
  if (getEnv().bookingProvider !== 'parlour')
    throw new HttpError(
      409,
      'Bookings are kept in Beauty Pro (BOOKING_PROVIDER=beautypro): use its diary to book, move and close visits.',
    )
}

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

/** An id from the address: a row id, or the answer is that there is no such thing. */
async function pathId<K extends string>(params: Promise<Record<K, string>>, key: K, missing: string): Promise<string> {
  const value = (await params)[key]
  if (!isRowId(value)) throw new HttpError(404, missing)
  return value
}
const NO_VISIT = 'This visit no longer exists.'

/** Payload's field validation as a 400 with a message per field. */
function validationAnswer(error: unknown): Response | null {
  const errors = (error as { data?: { errors?: { path?: string; message?: string }[] } })?.data?.errors
  if ((error as { status?: number })?.status !== 400 || !Array.isArray(errors) || !errors.length) return null
  const fields = Object.fromEntries(errors.map((e) => [e.path ?? 'body', e.message ?? 'Check this field.']))
  return problem(400, { message: Object.values(fields)[0]!, reason: 'invalid_request', fields })
}

async function visitAnswer(
  { payload, user, req }: Staff,
  r: DeskResult<{ appointment: Appointment }>,
  status = 200,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  if (!r.ok) {
    const { ok: _ok, status: code, ...body } = r
    return json(body, code)
  }
  const read = { overrideAccess: false as const, user, req }
  const doc = await payload.findByID({ collection: 'appointments', id: Number(r.appointment.id), depth: 1, ...read })
  const salon = await payload.findByID({
    collection: 'salons',
    id: Number(r.appointment.locationId),
    depth: 0,
    select: { timezone: true },
    ...read,
  })
  return json({ visit: toCalendarVisit(doc, salon.timezone || 'Europe/London'), ...extra }, status)
}

// ── Reads ──

export const getCalendar = handle(async (request: Request) => {
  const { req } = await requireStaff(request)
  const q = query(request)
  const day = await loadCalendarDay(req, { salon: q.salon, date: q.date, inactive: q.inactive })
  return json({ ...day, provider: getEnv().bookingProvider })
})

export const getCalendarWeek = handle(async (request: Request) => {
  const { req } = await requireStaff(request)
  const q = query(request)
  return json(await loadCalendarWeek(req, { salon: q.salon, date: q.date, stylist: q.stylist }))
})

const freeTimeQuery = z.object({
  salon: z.string().regex(/^\d{1,9}$/, 'Choose a salon.'),
  employee: z.string().regex(/^\d{1,9}$/, 'Choose a stylist.'),
  services: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,9}$/, 'Choose at least one service.')
    .transform((s) => s.split(',')),
  date: z.string().refine((d) => parseLocalDate(d).ok, 'Choose a date (YYYY-MM-DD).'),
  /** A visit being moved: its own time counts as free. */
  except: z
    .string()
    .regex(/^\d{1,9}$/, 'Choose a visit.')
    .optional(),
})

/**
 * Times the engine offers a stylist for these services on a day: the same computation as online
 * booking (working hours, blocked time, other visits, the salon's step and gap rules), without
 * online booking's notice period, since the client is at the desk or on the phone. With `except`
 * (a visit being moved) that visit's own time counts as free.
 */
export const getFreeTime = handle(async (request: Request) => {
  const { payload } = await requireStaff(request)
  requireOwnEngine()
  const parsed = freeTimeQuery.safeParse(query(request))
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Check the question.'
    throw new HttpError(400, message)
  }
  const q = parsed.data
  const provider = await bookingProvider()
  const [locations, services, settings] = await Promise.all([
    provider.catalogue.locations('en'),
    provider.catalogue.services('en'),
    provider.catalogue.settings(),
  ])
  const location = locations.find((l) => l.id === q.salon)
  if (!location) throw new HttpError(404, 'This salon takes no bookings.')
  const chosen = q.services.map((id) => services.find((s) => s.id === id))
  if (chosen.some((s) => !s)) throw new HttpError(400, 'A chosen service cannot be booked at this salon.')
  const list = chosen as NonNullable<(typeof chosen)[number]>[]
  const times = q.except ? engineFreeTime(timetableWithout(payloadDeskStore(payload), q.except)) : provider.times
  const result = await times.freeTime({
    location,
    services: list,
    durationMinutes: list.reduce((sum, s) => sum + s.duration, 0),
    from: q.date,
    to: q.date,
    employeeId: q.employee,
    settings: { ...settings, nearestBookingMinutes: 0 },
    now: systemClock.now(),
  })
  return json({ times: result[q.employee]?.[q.date] ?? [] })
})

// ── Visits ──

const id = z.string().regex(/^\d{1,9}$/, 'Choose one.')
const version = z.string().min(1, 'Reload the calendar and try again.')
/** Visits to book over on purpose, as the last answer's `overlap` warning named them (docs/decisions/0045). */
const overlap = z.array(id).max(20).optional()
const localStart = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Choose a date and time.')
/** A note on a visit or a client: several lines of plain text. */
const note = plainText(z.string().max(2000), { multiline: true })

const bookBody = z.object({
  salon: id,
  start: localStart,
  employee: id,
  services: z.array(id).min(1, 'Choose at least one service.').max(10),
  // The option chosen of each service, by position (docs/decisions/0052).
  options: z.array(z.string().max(64).nullable()).max(10).optional(),
  client: z.union([
    z.object({ id }),
    z.object({
      phone: z.string().max(32).default(''),
      /** A walk-in who gives no number: booked under their name only, never texted. */
      noPhone: z.boolean().optional(),
      firstName: plainText(z.string().max(80)),
      lastName: plainText(z.string().max(80)).default(''),
      sex: z.enum(['female', 'male']).optional(),
    }),
  ]),
  confirm: z.boolean().optional(),
  overlap,
  note: note.optional(),
})

export const postVisit = handle(async (request: Request) => {
  const staff = await requireStaff(request)
  const { payload } = staff
  requireOwnEngine()
  const body = await parseBody(request, bookBody)
  const r = await deskBook(payloadDeskStore(payload), systemClock, { ...body, location: body.salon })
  return visitAnswer(staff, r, 201)
})

const changeBody = z.object({
  version,
  start: localStart.optional(),
  employee: id.optional(),
  from: id.optional(),
  note: note.optional(),
  confirm: z.boolean().optional(),
  overlap,
})

/** Moves a visit (`start`, `employee`) or changes its note. */
export const patchVisit = handle(async (request: Request, { params }: Params<'id'>) => {
  const staff = await requireStaff(request)
  const { payload } = staff
  requireOwnEngine()
  const body = await parseBody(request, changeBody)
  const visit = await pathId(params, 'id', NO_VISIT)
  const store = payloadDeskStore(payload)
  if (body.start || body.employee) return visitAnswer(staff, await deskMove(store, systemClock, { id: visit, ...body }))
  if (body.note !== undefined)
    return visitAnswer(staff, await deskNote(store, systemClock, { id: visit, version: body.version, note: body.note }))
  throw new HttpError(400, 'Say what to change: a start, a stylist or the note.')
})

const addServiceBody = z.object({
  version,
  service: id,
  employee: id.optional(),
  confirm: z.boolean().optional(),
  overlap,
})

export const postVisitService = handle(async (request: Request, { params }: Params<'id'>) => {
  const staff = await requireStaff(request)
  const { payload } = staff
  requireOwnEngine()
  const body = await parseBody(request, addServiceBody)
  const r = await deskAddService(payloadDeskStore(payload), systemClock, {
    id: await pathId(params, 'id', NO_VISIT),
    ...body,
  })
  return visitAnswer(staff, r)
})

export const deleteVisitService = handle(async (request: Request, { params }: Params<'id' | 'item'>) => {
  const staff = await requireStaff(request)
  const { payload } = staff
  requireOwnEngine()
  const v = new URL(request.url).searchParams.get('version') ?? ''
  const visit = await pathId(params, 'id', NO_VISIT)
  const { item } = await params
  const r = await deskRemoveService(payloadDeskStore(payload), systemClock, { id: visit, version: v, itemId: item })
  return visitAnswer(staff, r)
})

const cancelBody = z.object({ version, reason: plainText(z.string().max(500), { multiline: true }) })

export const postVisitCancel = handle(async (request: Request, { params }: Params<'id'>) => {
  const staff = await requireStaff(request)
  const { payload } = staff
  requireOwnEngine()
  const body = await parseBody(request, cancelBody)
  const r = await deskCancel(payloadDeskStore(payload), systemClock, {
    id: await pathId(params, 'id', NO_VISIT),
    ...body,
  })
  // The salon cancelled: whatever the client paid goes back in full, as their terms promised.
  const refund = r.ok ? await refundSalonCancellation(payload, r.appointment) : null
  return visitAnswer(staff, r, 200, refund ? { refund } : {})
})

const stateBody = z.object({
  version,
  state: z.enum(['planned', 'confirmed', 'arrived', 'completed', 'no-show']),
  /** With `no-show`: charge the no-show fee the client was shown, on their saved card. */
  chargeFee: z.boolean().optional(),
})

export const postVisitState = handle(async (request: Request, { params }: Params<'id'>) => {
  const staff = await requireStaff(request)
  const { payload } = staff
  requireOwnEngine()
  const { chargeFee, ...body } = await parseBody(request, stateBody)
  const r = await deskSetState(payloadDeskStore(payload), systemClock, {
    id: await pathId(params, 'id', NO_VISIT),
    ...body,
    moneyMoved: (visitId) => moneyMovedFor(payload, visitId),
  })
  // The fee is charged once the visit is closed as a no-show; its outcome goes back with the visit.
  const fee = r.ok && body.state === 'no-show' && chargeFee ? await noShowFee(payload, r.appointment) : undefined
  return visitAnswer(staff, r, 200, fee ? { fee } : {})
})

const rebookBody = z.object({
  weeks: z.number().int(),
  every: z.number().int().optional(),
  until: z.string().max(10).optional(),
  confirm: z.boolean().optional(),
})

/**
 * Books the visit again N weeks later (or a series): each date booked or refused on its own, the
 * answer listing every date with its new visit or its reason.
 */
export const postVisitRebook = handle(async (request: Request, { params }: Params<'id'>) => {
  const staff = await requireStaff(request)
  const { payload, user, req } = staff
  requireOwnEngine()
  const body = await parseBody(request, rebookBody)
  const r = await deskRebook(payloadDeskStore(payload), systemClock, {
    id: await pathId(params, 'id', NO_VISIT),
    ...body,
  })
  if (!r.ok) {
    const { ok: _ok, status: code, ...refused } = r
    return json(refused, code)
  }
  const read = { overrideAccess: false as const, user, req }
  const outcomes = await Promise.all(
    r.outcomes.map(async (o) => {
      if (!o.ok) {
        const { ok: _ok, status, ...refused } = o.refusal
        return { date: o.date, start: o.start, ok: false, status, ...refused }
      }
      const doc = await payload.findByID({
        collection: 'appointments',
        id: Number(o.appointment.id),
        depth: 1,
        ...read,
      })
      const salon = typeof doc.salon === 'object' ? doc.salon : null
      return {
        date: o.date,
        start: o.start,
        ok: true,
        joined: o.joined,
        visit: toCalendarVisit(doc, salon?.timezone || 'Europe/London'),
      }
    }),
  )
  const booked = outcomes.filter((o) => o.ok).length
  return json({ booked, outcomes }, booked ? 201 : 409)
})

// ── Blocked time ──

const blockBody = z.object({
  salon: id,
  employee: id,
  date: z.string(),
  start: z.string(),
  end: z.string(),
  repeatWeekly: z.boolean().default(false),
  until: z.string().optional(),
  reason: plainText(z.string().max(120)).default(''),
})

export const postTimeBlock = handle(async (request: Request) => {
  const { payload, req, user } = await requireBlocker(request)
  const body = await parseBody(request, blockBody)
  try {
    const block = await payload.create({
      collection: 'time-blocks',
      data: {
        salon: Number(body.salon),
        employee: Number(body.employee),
        date: body.date,
        start: body.start,
        end: body.end,
        repeatWeekly: body.repeatWeekly,
        until: body.repeatWeekly && body.until ? body.until : undefined,
        reason: body.reason.trim() || undefined,
      },
      overrideAccess: false,
      user,
      req,
    })
    return json({ block: { id: String(block.id) } }, 201)
  } catch (error) {
    const answer = validationAnswer(error)
    if (answer) return answer
    throw error
  }
})

export const deleteTimeBlock = handle(async (request: Request, { params }: Params<'id'>) => {
  const { payload, req, user } = await requireBlocker(request)
  const block = await pathId(params, 'id', 'This blocked time no longer exists.')
  const gone = await payload
    .delete({ collection: 'time-blocks', id: Number(block), overrideAccess: false, user, req })
    .then(() => false)
    .catch(() => true)
  if (gone) throw new HttpError(404, 'This blocked time no longer exists.')
  return json({ deleted: true })
})

// ── Clients ──

export const getClients = handle(async (request: Request) => {
  const { payload, req, user } = await requireStaff(request)
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 80)
  if (q.length < 2) return json({ clients: [] })
  const digits = q.replace(/\D/g, '')
  const byPhone = digits.length >= 3 && digits.length >= q.replace(/\s/g, '').length - 1
  const { docs } = await payload.find({
    collection: 'clients',
    where: byPhone
      ? { phone: { like: digits.replace(/^0/, '') } }
      : { or: [{ firstName: { like: q } }, { lastName: { like: q } }, { email: { like: q } }] },
    limit: 10,
    depth: 0,
    sort: 'firstName',
    overrideAccess: false,
    user,
    req,
    select: { phone: true, firstName: true, lastName: true, forbiddenOnlineBooking: true },
  })
  const next = await nextVisits(
    { payload, req, user },
    docs.map((c) => c.id),
  )
  return json({
    clients: docs.map((c) => ({
      id: String(c.id),
      phone: c.phone ?? '',
      name: [c.firstName, c.lastName].filter(Boolean).join(' '),
      next: next.get(String(c.id)) ?? null,
    })),
  })
})

/** Each client's next visit still to come (for the top bar's search: jump to it on the grid). */
async function nextVisits({ payload, req, user }: Staff, clientIds: (number | string)[]) {
  const next = new Map<string, { id: string; salon: string; date: string; start: string }>()
  if (!clientIds.length) return next
  const { docs } = await payload.find({
    collection: 'appointments',
    where: {
      and: [
        { client: { in: clientIds } },
        { end: { greater_than: new Date().toISOString() } },
        { state: { in: ['planned', 'confirmed', 'arrived'] } },
      ],
    },
    sort: 'start',
    depth: 1,
    limit: 100,
    pagination: false,
    overrideAccess: false,
    user,
    req,
    select: { client: true, salon: true, start: true },
  })
  for (const d of docs) {
    const clientId = String(typeof d.client === 'object' ? d.client?.id : d.client)
    if (next.has(clientId)) continue
    const salon = typeof d.salon === 'object' ? d.salon : null
    if (!salon || !d.start) continue
    const local = instantToLocal(new Date(d.start), salon.timezone || 'Europe/London')
    next.set(clientId, { id: String(d.id), salon: String(salon.id), date: local.date, start: local.time })
  }
  return next
}

export const getClient = handle(async (request: Request, { params }: Params<'id'>) => {
  const { payload, req, user } = await requireStaff(request)
  const clientId = await pathId(params, 'id', 'This client no longer exists.')
  const read = { overrideAccess: false as const, user, req }
  const client = await payload
    .findByID({ collection: 'clients', id: Number(clientId), depth: 0, ...read })
    .catch(() => null)
  if (!client) throw new HttpError(404, 'This client no longer exists.')
  const { docs } = await payload.find({
    collection: 'appointments',
    where: { and: [{ client: { equals: client.id } }, { state: { not_equals: 'reserved' } }] },
    depth: 1,
    limit: 200,
    pagination: false,
    sort: '-start',
    ...read,
  })
  const now = Date.now()
  const visits = docs.map((d) => {
    const salon = typeof d.salon === 'object' ? d.salon : null
    const v = toCalendarVisit(d, salon?.timezone || 'Europe/London')
    return { ...v, salon: salon?.title ?? '', paid: v.state === 'completed' ? v.total : 0 }
  })
  return json({
    client: {
      id: String(client.id),
      phone: client.phone ?? '',
      firstName: client.firstName ?? '',
      lastName: client.lastName ?? '',
      email: client.email ?? '',
      staffNotes: client.staffNotes ?? '',
      forbiddenOnlineBooking: Boolean(client.forbiddenOnlineBooking),
    },
    noShows: visits.filter((v) => v.state === 'no-show').length,
    // A visit ahead stays under "upcoming" when cancelled (shown as cancelled, to be undone if it was
    // a mistake); only visits whose time has come are past.
    upcoming: visits.filter((v) => Date.parse(v.startsAt) >= now).reverse(),
    past: visits.filter((v) => Date.parse(v.startsAt) < now),
  })
})

const clientPatch = z.object({
  staffNotes: note.optional(),
  forbiddenOnlineBooking: z.boolean().optional(),
  firstName: plainText(z.string().max(80)).optional(),
  lastName: plainText(z.string().max(80)).optional(),
  email: z.union([z.literal(''), z.email('Enter an email address, e.g. name@example.com.')]).optional(),
  /** Empty: no phone (a walk-in's card keeps a name). */
  phone: z.string().max(32).optional(),
})

/** The phone as stored (E.164, or null for none), or the answer saying what is wrong with it. */
async function phoneForClient(payload: Payload, clientId: string, typed: string): Promise<string | null> {
  if (!typed.trim()) return null
  const phone = normalisePhone(typed)
  if (!phone.ok) throw new HttpError(400, phone.message, { phone: phone.message })
  const { docs } = await payload.find({
    collection: 'clients',
    where: { and: [{ phone: { equals: phone.e164 } }, { id: { not_equals: Number(clientId) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { firstName: true, lastName: true, phone: true },
  })
  const holder = docs[0]
  if (holder) {
    const message = `${phone.e164} is already the number of ${[holder.firstName, holder.lastName].filter(Boolean).join(' ') || 'another client'}.`
    throw new HttpError(409, message, { phone: message })
  }
  return phone.e164
}

export const patchClient = handle(async (request: Request, { params }: Params<'id'>) => {
  const { payload, req, user } = await requireStaff(request)
  const clientId = await pathId(params, 'id', 'This client no longer exists.')
  const { phone, ...body } = await parseBody(request, clientPatch)
  try {
    const c = await payload.update({
      collection: 'clients',
      id: Number(clientId),
      data: {
        ...body,
        ...(body.email === '' ? { email: null } : {}),
        ...(phone !== undefined ? { phone: await phoneForClient(payload, clientId, phone) } : {}),
      },
      overrideAccess: false,
      user,
      req,
    })
    return json({
      client: {
        id: String(c.id),
        phone: c.phone ?? '',
        firstName: c.firstName ?? '',
        lastName: c.lastName ?? '',
        email: c.email ?? '',
        staffNotes: c.staffNotes ?? '',
        forbiddenOnlineBooking: !!c.forbiddenOnlineBooking,
      },
    })
  } catch (error) {
    const answer = validationAnswer(error)
    if (answer) return answer
    if ((error as { status?: number }).status === 404) throw new HttpError(404, 'This client no longer exists.')
    throw error
  }
})
