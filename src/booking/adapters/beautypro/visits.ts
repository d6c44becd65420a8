/**
 * The visits desk over Beauty Pro's appointments (API_DOCUMENTATION.md "Group Appointments"; the
 * old product's calls, spec §7): a hold is an appointment in state `reserved` (Beauty Pro keeps a
 * reserve's time for 15 minutes), booking turns it `planned` with the client's token (or, for a
 * hold taken before sign-in, frees the reserve and books the same items for the client), moves and
 * cancels are `PUT /appointments/{id}`, services are added and removed through
 * `/appointments/services`, the account lists `GET /appointments?client=` with the client's token.
 *
 * Beauty Pro decides conflicts: `409 TIME_CONFLICT` is our `slot_taken` with the engine's message,
 * and a second booking on a day the client already has a visit joins it (Beauty Pro merges). No
 * answer in time or a 5xx is a 503 with a message, and a hold taken for a booking that failed is
 * released. Every answer is in the booking API's views, named from the catalogue in the visitor's
 * language. Texts about visits are Beauty Pro's to send in this mode (docs/decisions/0024).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { AccountAppointmentView, AppointmentView } from '@/lib/booking/contract'
import {
  type BeautyProApi,
  type ClientGrant,
  isBeautyProError,
  isBeautyProNotConnected,
  isBeautyProSignedOut,
  isBeautyProUnavailable,
  type Query,
} from '@/lib/beautypro/api'
import type { GrantStore } from '@/lib/cms/provider-grants'
import { HttpError } from '@/platform/http/api'

import { checkClientMayBookOnline, checkClientMayChange } from '../../domain/rules'
import { instantToLocal, localToInstant, MINUTE_MS, parseLocalDate, parseLocalTime } from '../../domain/time'
import type {
  BookingCatalogue,
  CatalogueLocale,
  CatalogueLocation,
  CatalogueService,
  Clock,
  ErrorLog,
  FreeTimeSource,
  HoldRequest,
  Id,
  RequestedVisitItem,
  VisitDesk,
} from '../../ports'
import { NOT_FOUND, TAKEN } from '../../use-cases/appointments'
import { getFreeTime } from '../../use-cases/free-time'
import { localDateTime } from '../views'
import { fromRule, refusal, type Refusal, type Result } from '../../use-cases/result'

/** How long a hold is ours: inside the 15 minutes Beauty Pro keeps a reserve's time. */
export const HOLD_MINUTES = 10

const HOLD_ENDED = refusal(404, 'not_found', 'This hold has ended.')
const SIGN_IN_AGAIN = refusal(401, 'signed_out', 'Please sign in again.')
const UNAVAILABLE = refusal(
  503,
  'unavailable',
  "Online booking isn't available right now. Please try again in a few minutes, or call the salon.",
)

// ── Beauty Pro's appointment, as read back ──

interface BpItem {
  id: string
  start: string
  duration: number
  professional: string | null
  professionalName?: string | null
  service: string
  serviceName?: string | null
  predictedSum?: number | null
}

interface BpAppointment {
  id: string
  state: 'reserved' | 'planned' | 'confirmed' | 'cancelled'
  date: string
  location: string
  client: string | null
  createDate: string
  cancelReason: string | null
  cancelDate: string | null
  services: BpItem[] | null
}

const ITEM_FIELDS = 'id,start,duration,professional,professionalName,service,serviceName,predictedSum'
const APPOINTMENT_FIELDS = `state,date,location,client,createDate,cancelReason,cancelDate,services(${ITEM_FIELDS})`

/** A visit's item as Beauty Pro takes it in a body. */
interface NewItem {
  start: Date
  duration: number
  professional: string
  service: string
}

const itemBody = (i: NewItem) => ({
  start: i.start.toISOString(),
  duration: i.duration,
  professional: i.professional,
  service: i.service,
})

export interface BeautyProVisitsDeps {
  api: BeautyProApi
  /** Beauty Pro's catalogue, named in the site's languages. */
  catalogue: BookingCatalogue
  times: FreeTimeSource
  /** The signed-in clients' Beauty Pro tokens, by Parlour client id. */
  grants: GrantStore<ClientGrant>
  /** Idempotency keys of booking requests and the Beauty Pro appointment each produced. */
  requests: {
    result(key: string): Promise<string | null>
    save(key: string, clientId: Id, appointmentId: string): Promise<void>
  }
  clock: Clock
  /** Signs hold tokens (so a hold needs no row of ours). */
  holdKey: Buffer
  log: ErrorLog
}

export function beautyProVisits(deps: BeautyProVisitsDeps): VisitDesk {
  const { api, catalogue, clock } = deps

  // ── Calls ──

  const asDatabase = <T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}) =>
    api.call<T>(method, path, options)

  const asClient =
    (clientId: Id, grant: ClientGrant) =>
    <T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}) =>
      api.clientCall<T>(grant, (next) => deps.grants.put(clientId, next), method, path, options)

  type Caller = ReturnType<typeof asClient>

  const read = (call: Caller | typeof asDatabase, id: string) =>
    call<BpAppointment>('GET', `/appointments/${encodeURIComponent(id)}`, { query: { fields: APPOINTMENT_FIELDS } })

  /** A failure of Beauty Pro as an answer for the visitor; anything else is ours and is thrown. */
  function failure(error: unknown, where: string): Refusal {
    if (isBeautyProSignedOut(error)) return SIGN_IN_AGAIN
    if (isBeautyProUnavailable(error) || isBeautyProNotConnected(error)) {
      deps.log.error({ where, error: error.message }, 'Beauty Pro could not be used for a booking change')
      return UNAVAILABLE
    }
    if (isBeautyProError(error)) {
      if (error.status === 409 && error.type === 'TIME_CONFLICT') return TAKEN
      if (error.status === 404 || error.status === 403) return NOT_FOUND
      if (error.status === 429) return UNAVAILABLE
      deps.log.error({ where, status: error.status, type: error.type }, 'Beauty Pro refused a booking change')
      return refusal(
        400,
        'refused_by_salon_system',
        "The salon's booking system could not take this change. Please choose another time or call the salon.",
      )
    }
    throw error
  }

  async function guard<T>(where: string, work: () => Promise<Result<T>>): Promise<Result<T>> {
    try {
      return await work()
    } catch (error) {
      return failure(error, where)
    }
  }

  // ── Holds ──

  const holdToken = (id: string) => createHmac('sha256', deps.holdKey).update(`hold:${id}`).digest('base64url')
  const tokenMatches = (id: string, token: string | undefined) => {
    if (!token) return false
    const a = Buffer.from(holdToken(id))
    const b = Buffer.from(token)
    return a.length === b.length && timingSafeEqual(a, b)
  }
  const heldUntil = (a: BpAppointment) => new Date(Date.parse(a.createDate) + HOLD_MINUTES * MINUTE_MS)
  const isLiveHold = (a: BpAppointment, now: Date) => a.state === 'reserved' && heldUntil(a) > now

  /** Frees a reserve's time at once: its items go (the database token may do that; the empty reserve lapses). */
  async function free(a: BpAppointment): Promise<void> {
    for (const item of a.services ?? [])
      await asDatabase('DELETE', `/appointments/services/${encodeURIComponent(item.id)}`)
  }

  // ── Views ──

  async function views(list: BpAppointment[], locale: CatalogueLocale): Promise<AppointmentView[]> {
    if (!list.length) return []
    const [locations, services, employees] = await Promise.all([
      catalogue.locations(locale),
      catalogue.services(locale),
      catalogue.employees(locale),
    ])
    return list.map((a) => {
      const location = locations.find((l) => l.id === a.location)
      const zone = location?.timezone ?? 'Europe/London'
      const local = (ms: number) => localDateTime(new Date(ms), zone)
      const items = [...(a.services ?? [])].sort((x, y) => x.start.localeCompare(y.start))
      const starts = items.map((i) => Date.parse(i.start))
      const ends = items.map((i) => Date.parse(i.start) + i.duration * MINUTE_MS)
      const date = a.date.slice(0, 10)
      const start = starts.length ? Math.min(...starts) : (localToInstant(date, '00:00', zone)?.getTime() ?? 0)
      const end = ends.length ? Math.max(...ends) : start
      return {
        id: a.id,
        state: a.state,
        location: { id: a.location, title: location?.name ?? '', timezone: zone },
        date,
        start: local(start),
        end: local(end),
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(end).toISOString(),
        heldUntil: a.state === 'reserved' ? heldUntil(a).toISOString() : null,
        items: items.map((i) => ({
          id: i.id,
          service: { id: i.service, title: services.find((s) => s.id === i.service)?.name ?? i.serviceName ?? '' },
          employee: {
            id: i.professional ?? '',
            name: employees.find((e) => e.id === i.professional)?.name ?? i.professionalName ?? '',
          },
          start: local(Date.parse(i.start)),
          duration: i.duration,
          price: i.predictedSum ?? null,
        })),
        total: items.reduce((sum, i) => sum + (i.predictedSum ?? 0), 0),
        cancelReason: a.cancelReason,
        cancelledAt: a.cancelDate,
      }
    })
  }
  const view = async (a: BpAppointment, locale: CatalogueLocale = 'en') => (await views([a], locale))[0]!

  // ── Planning a visit: the start must be one Beauty Pro offers ──

  /** The salon, the start as an instant, and the services, each offered there. */
  async function placeAndServices(input: {
    location: Id
    start: string
    items: { service: Id }[]
  }): Promise<Result<{ date: string; location: CatalogueLocation; at: Date; chosen: CatalogueService[] }>> {
    const [date = '', time = ''] = input.start.split('T')
    const badTime = refusal(400, 'invalid_request', 'Choose a time.', { start: 'Choose a time.' })
    if (!parseLocalDate(date).ok || !parseLocalTime(time).ok) return badTime
    const [locations, services] = await Promise.all([catalogue.locations('en'), catalogue.services('en')])
    const location = locations.find((l) => l.id === input.location)
    if (!location) return refusal(400, 'invalid_request', 'Choose a salon.', { location: 'Choose a salon.' })
    const at = localToInstant(date, time, location.timezone)
    if (!at) return badTime
    const chosen = input.items.map((i) =>
      services.find((s) => s.id === i.service && s.locationIds.includes(location.id)),
    )
    if (chosen.some((s) => !s)) {
      const message = `${location.name} doesn't offer this service online.`
      return refusal(400, 'invalid_request', message, { items: message })
    }
    return { ok: true, date, location, at, chosen: chosen.map((s) => s!) }
  }

  async function plan(input: {
    location: Id
    start: string
    items: RequestedVisitItem[]
  }): Promise<Result<{ location: Id; date: string; items: NewItem[] }>> {
    const where = await placeAndServices(input)
    if (!where.ok) return where
    const { date, location, at, chosen } = where

    // One stylist (or "any") for the whole visit is one question; several named stylists, one each.
    const one = new Set(input.items.map((i) => i.employee)).size === 1
    const groups = one
      ? [{ employee: input.items[0]!.employee, from: 0, to: input.items.length }]
      : input.items.map((i, n) => ({ employee: i.employee, from: n, to: n + 1 }))
    const items: NewItem[] = []
    let cursor = at.getTime()
    for (const group of groups) {
      const part = chosen.slice(group.from, group.to)
      const startLocal = instantToLocal(new Date(cursor), location.timezone)
      const asked = await getFreeTime(
        { catalogue, times: deps.times, clock },
        {
          locationId: location.id,
          serviceIds: part.map((s) => s.id),
          from: startLocal.date,
          to: startLocal.date,
          employeeId: group.employee,
        },
      )
      if (!asked.ok) {
        const { field, message } = asked.refusal
        return refusal(400, 'invalid_request', message, { [field === 'services' ? 'items' : field]: message })
      }
      const employee = Object.entries(asked.times).find(([, days]) =>
        days[startLocal.date]?.includes(startLocal.time),
      )?.[0]
      if (!employee) return TAKEN
      for (const service of part) {
        items.push({ start: new Date(cursor), duration: service.duration, professional: employee, service: service.id })
        cursor += service.duration * MINUTE_MS
      }
    }
    return { ok: true, location: location.id, date, items }
  }

  const createBody = (state: 'reserved' | 'planned', p: { location: Id; date: string; items: NewItem[] }) => ({
    state,
    date: p.date,
    location: p.location,
    clientsModule: true,
    services: p.items.map(itemBody),
  })

  /** A client's Beauty Pro tokens, or the 401 that asks them to sign in again. */
  async function signedIn(clientId: Id): Promise<{ ok: true; grant: ClientGrant; call: Caller } | Refusal> {
    const grant = await deps.grants.get(clientId)
    return grant ? { ok: true, grant, call: asClient(clientId, grant) } : SIGN_IN_AGAIN
  }

  /** The client's own appointment (another's, or a missing one, is the same 404). */
  async function own(call: Caller, grant: ClientGrant, id: Id): Promise<BpAppointment | null> {
    try {
      const a = await read(call, id)
      return a.client === grant.clientId ? a : null
    } catch (error) {
      if (isBeautyProError(error) && (error.status === 404 || error.status === 403)) return null
      throw error
    }
  }

  /** The policy check of the engine: the client's, not cancelled, inside the cancel window. */
  async function mayChange(a: BpAppointment, clientId: Id): Promise<Result<object>> {
    const settings = await catalogue.settings()
    const start = Math.min(...(a.services ?? []).map((i) => Date.parse(i.start)))
    const may = checkClientMayChange(
      { clientId, state: a.state, start: new Date(Number.isFinite(start) ? start : Date.parse(a.date)) },
      clientId,
      clock.now(),
      settings,
    )
    return may.ok ? { ok: true } : fromRule(may)
  }

  /** The signed-in client's own appointment, when the policy lets them change it now. */
  async function changeable(clientId: Id, id: Id): Promise<Result<{ call: Caller; a: BpAppointment }>> {
    const who = await signedIn(clientId)
    if (!who.ok) return who
    const a = await own(who.call, who.grant, id)
    if (!a) return NOT_FOUND
    const may = await mayChange(a, clientId)
    return may.ok ? { ok: true, call: who.call, a } : may
  }

  const inflight = new Map<string, Promise<Result<{ appointment: AppointmentView; replayed: boolean }>>>()

  return {
    async hold(request: HoldRequest) {
      return guard('hold', async () => {
        const planned = await plan(request)
        if (!planned.ok) return planned
        const client = request.clientId ? await signedIn(request.clientId) : null
        const body = createBody('reserved', planned)
        const anonymous = () => asDatabase<{ id: string }>('POST', '/appointments', { body })
        let id: string
        if (client?.ok === true) {
          try {
            ;({ id } = await client.call<{ id: string }>('POST', '/appointments', {
              body: { ...body, client: client.grant.clientId },
            }))
          } catch (error) {
            // The client's visit that day already has a reserve attached (409 ALREADY_EXISTS): hold
            // this time for nobody; booking it then joins the day's visit all the same.
            if (!(isBeautyProError(error) && error.status === 409 && error.type === 'ALREADY_EXISTS')) throw error
            ;({ id } = await anonymous())
          }
        } else ({ id } = await anonymous())
        const held = await read(asDatabase, id)
        return { ok: true, hold: { ...(await view(held)), token: holdToken(id) } }
      })
    },

    async releaseHold({ id, token, clientId }) {
      return guard('release', async () => {
        let held: BpAppointment
        try {
          held = await read(asDatabase, id)
        } catch (error) {
          if (isBeautyProError(error) && error.status === 404) return HOLD_ENDED
          throw error
        }
        const grant = clientId ? await deps.grants.get(clientId) : null
        const mine = grant !== null && held.client === grant.clientId
        if (held.state !== 'reserved' || !(mine || tokenMatches(held.id, token))) return HOLD_ENDED
        await free(held)
        return { ok: true, released: true }
      })
    },

    async book(request) {
      const key = request.idempotencyKey ? `${request.clientId}:${request.idempotencyKey}` : null
      const work = async () =>
        guard('book', async (): Promise<Result<{ appointment: AppointmentView; replayed: boolean }>> => {
          const who = await signedIn(request.clientId)
          if (!who.ok) return who
          const { grant, call } = who
          if (key) {
            const first = await deps.requests.result(key)
            if (first) return { ok: true, appointment: await view(await read(call, first)), replayed: true }
          }
          const me = await call<{ forbiddenOnlineBooking?: boolean }>('GET', '/clients/me', {
            query: { fields: 'forbiddenOnlineBooking' },
          })
          const allowed = checkClientMayBookOnline({ forbiddenOnlineBooking: me?.forbiddenOnlineBooking === true })
          if (!allowed.ok) return fromRule(allowed)

          const now = clock.now()
          let held: BpAppointment | null = null
          if (request.hold && tokenMatches(request.hold.id, request.hold.token)) {
            held = await read(asDatabase, request.hold.id).catch((error: unknown) => {
              if (isBeautyProError(error) && error.status === 404) return null
              throw error
            })
            if (held && (!isLiveHold(held, now) || held.location !== request.location)) held = null
          }

          let id: string
          if (held && held.client === grant.clientId) {
            // The documented way: the client's reserve becomes planned.
            try {
              await call('PUT', `/appointments/${encodeURIComponent(held.id)}`, {
                body: { state: 'planned' },
              })
            } catch (error) {
              await free(held).catch(() => undefined)
              throw error
            }
            id = held.id
          } else {
            // A hold taken before sign-in belongs to nobody in Beauty Pro: free it and book its items.
            let items: { location: Id; date: string; items: NewItem[] }
            if (held) {
              items = {
                location: held.location,
                date: held.date.slice(0, 10),
                items: (held.services ?? []).map((i) => ({
                  start: new Date(i.start),
                  duration: i.duration,
                  professional: i.professional ?? '',
                  service: i.service,
                })),
              }
              await free(held)
            } else {
              const planned = await plan(request)
              if (!planned.ok) return planned
              items = planned
            }
            ;({ id } = await call<{ id: string }>('POST', '/appointments', {
              body: { ...createBody('planned', items), client: grant.clientId },
            }))
          }
          // The visit is booked whatever happens to its record: a key saved meanwhile by another
          // instance (the same request twice at once) must not turn the booking into an error.
          if (key) await deps.requests.save(key, request.clientId, id).catch(() => undefined)
          return { ok: true, appointment: await view(await read(call, id), request.locale), replayed: false }
        })
      if (!key) return work()
      // The same key arriving twice at once: the second waits for the first's answer.
      const running = inflight.get(key)
      if (running) {
        const first = await running
        return first.ok ? { ...first, replayed: true } : first
      }
      const promise = work().finally(() => inflight.delete(key))
      inflight.set(key, promise)
      return promise
    },

    async reschedule({ clientId, id, start, items }) {
      return guard('reschedule', async () => {
        const found = await changeable(clientId, id)
        if (!found.ok) return found
        const { call, a } = found
        const requested = items ?? (a.services ?? []).map((i) => ({ service: i.service, employee: i.professional }))
        // The visit's own time is busy in Beauty Pro's free time: named stylists are checked by the
        // move itself (working time and conflicts, leaving the visit out); "any" asks free time.
        const planned = requested.every((i) => i.employee)
          ? await planNamed({ location: a.location, start, items: requested as { service: Id; employee: Id }[] })
          : await plan({ location: a.location, start, items: requested })
        if (!planned.ok) return planned
        await call('PUT', `/appointments/${encodeURIComponent(a.id)}`, {
          body: { date: planned.date, services: planned.items.map(itemBody) },
        })
        return { ok: true, appointment: await view(await read(call, a.id)) }
      })
    },

    async addService({ clientId, id, service, employee }) {
      return guard('add-service', async () => {
        const found = await changeable(clientId, id)
        if (!found.ok) return found
        const { call, a } = found
        const [settings, services, employees] = await Promise.all([
          catalogue.settings(),
          catalogue.services('en'),
          catalogue.employees('en'),
        ])
        if (!settings.severalServices)
          return refusal(400, 'several_services_disabled', 'Please book one service at a time.')
        const offered = services.find((s) => s.id === service && s.locationIds.includes(a.location))
        if (!offered)
          return refusal(400, 'invalid_request', "The salon doesn't offer this service online.", {
            service: "The salon doesn't offer this service online.",
          })
        const items = [...(a.services ?? [])].sort((x, y) => x.start.localeCompare(y.start))
        const professional = employee ?? items.at(-1)?.professional ?? null
        if (!professional || !employees.find((e) => e.id === professional)?.serviceIds.includes(offered.id))
          return refusal(400, 'stylist_cannot_perform', "This stylist doesn't offer this service.", {
            service: "This stylist doesn't offer this service.",
          })
        const end = Math.max(...items.map((i) => Date.parse(i.start) + i.duration * MINUTE_MS))
        await call('POST', '/appointments/services', {
          body: {
            appointment: a.id,
            ...itemBody({ start: new Date(end), duration: offered.duration, professional, service: offered.id }),
          },
        })
        return { ok: true, appointment: await view(await read(call, a.id)) }
      })
    },

    async removeService({ clientId, id, itemId }) {
      return guard('remove-service', async () => {
        const found = await changeable(clientId, id)
        if (!found.ok) return found
        const { call, a } = found
        const items = a.services ?? []
        if (!items.some((i) => i.id === itemId))
          return refusal(404, 'not_found', 'This service is not part of the visit.')
        if (items.length === 1)
          return refusal(400, 'last_service', 'A visit needs at least one service: cancel the visit instead.')
        await call('DELETE', `/appointments/services/${encodeURIComponent(itemId)}`)
        return { ok: true, appointment: await view(await read(call, a.id)) }
      })
    },

    async cancel({ clientId, id, reason }) {
      return guard('cancel', async () => {
        const found = await changeable(clientId, id)
        if (!found.ok) return found
        const { call, a } = found
        await call('PUT', `/appointments/${encodeURIComponent(a.id)}`, {
          body: { state: 'cancelled', cancelReason: reason?.trim() || 'Cancelled by the client online' },
        })
        return { ok: true, appointment: await view(await read(call, a.id)) }
      })
    },

    async mine(clientId, locale) {
      const who = await signedIn(clientId)
      if (!who.ok) throw new HttpError(401, who.message)
      let list: BpAppointment[]
      try {
        list = await who.call<BpAppointment[]>('GET', '/appointments', {
          query: { client: who.grant.clientId, fields: APPOINTMENT_FIELDS },
        })
      } catch (error) {
        const f = failure(error, 'mine')
        throw new HttpError(f.status, f.message)
      }
      const settings = await catalogue.settings()
      const now = clock.now()
      const shown = await views(
        list.filter((a) => a.state !== 'reserved'),
        locale,
      )
      return shown
        .sort((x, y) => y.startsAt.localeCompare(x.startsAt))
        .map((v): AccountAppointmentView => {
          const may = checkClientMayChange(
            { clientId, state: v.state, start: new Date(v.startsAt) },
            clientId,
            now,
            settings,
          )
          return { ...v, canChange: may.ok && v.state !== 'cancelled', canReview: false, review: null }
        })
    },

    async review() {
      return refusal(
        403,
        'reviews_unavailable',
        "Reviews can't be written online for this salon yet. Please tell the salon how your visit went.",
      )
    },
  }

  /** Items for named stylists back to back from `start`, checked by Beauty Pro when written. */
  async function planNamed(input: {
    location: Id
    start: string
    items: { service: Id; employee: Id }[]
  }): Promise<Result<{ location: Id; date: string; items: NewItem[] }>> {
    const where = await placeAndServices(input)
    if (!where.ok) return where
    const { date, location, at, chosen } = where
    const settings = await catalogue.settings()
    if (at.getTime() < clock.now().getTime() + settings.nearestBookingMinutes * MINUTE_MS) return TAKEN
    const items: NewItem[] = []
    let cursor = at.getTime()
    input.items.forEach((item, n) => {
      const service = chosen[n]!
      items.push({
        start: new Date(cursor),
        duration: service.duration,
        professional: item.employee,
        service: service.id,
      })
      cursor += service.duration * MINUTE_MS
    })
    return { ok: true, location: location.id, date, items }
  }
}
