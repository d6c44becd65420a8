import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

import {
  checkClientLimits,
  checkClientMayBookOnline,
  checkClientMayChange,
  findAppointmentToJoin,
  type ClientAddition,
} from '../domain/rules'
import { instantToLocal, MINUTE_MS } from '../domain/time'
import {
  isSlotTaken,
  type Appointment,
  type BookingStore,
  type Clock,
  type EngineSettings,
  type Id,
  type PaymentLink,
  type BalanceUse,
  type TextLocale,
  type VisitBalance,
  type VisitPayments,
  type VisitTerms,
  type VisitVouchers,
  type VoucherUse,
} from '../ports'

import { fitsAfter, loadServices, planVisit, type RequestedItem } from './plan'
import { fromRule, refusal, type Refusal, type Result } from './result'

/** The time is someone else's now (every provider answers it alike). */
export const TAKEN = refusal(409, 'slot_taken', 'Sorry, that time has just been taken. Please choose another time.')
/** Not the client's appointment, or no such appointment: the same answer for both. */
export const NOT_FOUND = refusal(404, 'not_found', "We couldn't find this appointment in your account.")

/** Runs `work` in one transaction; the database refusing an overlapping time becomes the 409 answer. */
async function guarded<T>(store: BookingStore, work: (tx: BookingStore) => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await store.transaction(work)
  } catch (error) {
    if (isSlotTaken(error)) return TAKEN
    throw error
  }
}

/**
 * What one client may hold online (issue 32): the client's visits and holds, counted after taking
 * the client for the rest of the transaction, so that requests of one client at the same moment are
 * counted one after another and together never pass the limits. Taken this late, a request waits
 * only for the other's last steps. `except` is the visit the request replaces (the hold being
 * booked, the visit being changed).
 */
async function overClientLimits(
  tx: BookingStore,
  clientId: Id,
  addition: ClientAddition,
  ctx: { now: Date; settings: EngineSettings; except?: Id },
): Promise<Refusal | null> {
  await tx.lockClient(clientId)
  const visits = (await tx.appointmentsOfClient(clientId))
    .filter((a) => a.id !== ctx.except)
    .map((a) => ({ ...a, services: a.items.length }))
  const rule = checkClientLimits(visits, addition, ctx.now, ctx.settings.clientLimits)
  return rule.ok ? null : fromRule(rule)
}

export interface BookInput {
  clientId: Id
  location: Id
  start: string
  items: RequestedItem[]
  idempotencyKey?: string
  /** A hold the visitor took before signing in: its time is theirs to book. */
  hold?: { id: Id; token: string }
  /** The site's language when booking: the client's texts about the visit are in it. */
  locale?: TextLocale
  /** A gift voucher's code: it pays toward the visit. */
  voucher?: string
  /** The client's balance pays toward the visit (after the voucher). */
  useBalance?: boolean
}

/** The money parts a booking may be paid with besides a card (each absent where it is not wired). */
export interface BookingMoney {
  money?: VisitPayments | null
  vouchers?: VisitVouchers | null
  balance?: VisitBalance | null
}

type Booked = { appointment: Appointment; replayed: boolean; joined: boolean; payment?: PaymentLink | null }

/** Where gift vouchers are not taken online (Beauty Pro mode, or the vouchers are not wired). */
export const VOUCHERS_NOT_HERE = refusal(
  400,
  'vouchers_not_online',
  'Gift vouchers cannot be used online here: please bring the voucher to the salon.',
  { voucher: 'Gift vouchers cannot be used online here: please bring the voucher to the salon.' },
)

/** Where the client's balance is not taken online (Beauty Pro mode, or the balance is not wired). */
export const BALANCE_NOT_HERE = refusal(
  400,
  'balance_not_online',
  'Your balance cannot be used online here: the salon takes it at the desk.',
  { useBalance: 'Your balance cannot be used online here: the salon takes it at the desk.' },
)

const BALANCE_EMPTY = refusal(400, 'balance_empty', 'There is nothing on your balance to pay with.', {
  useBalance: 'There is nothing on your balance to pay with.',
})

const hashHoldToken = (token: string) => createHash('sha256').update(token).digest('base64url')

function holdMatches(appointment: Appointment | null, token: string | undefined, now: Date): boolean {
  if (!appointment || !token || appointment.state !== 'reserved' || !appointment.holdTokenHash) return false
  if (!appointment.heldUntil || appointment.heldUntil <= now) return false
  const a = Buffer.from(appointment.holdTokenHash)
  const b = Buffer.from(hashHoldToken(token))
  return a.length === b.length && timingSafeEqual(a, b)
}

const toSummary = (a: Appointment) => ({
  id: a.id,
  clientId: a.clientId ?? '',
  locationId: a.locationId,
  state: a.state,
  start: a.start,
  end: a.end,
})

/**
 * Books a visit for a signed-in client (POST /api/booking/appointments). A second booking on a
 * date where the client already has a visit at that salon joins it. With an idempotency key, a
 * repeat of the same request answers with the first result.
 */
export async function bookAppointment(
  store: BookingStore,
  clock: Clock,
  input: BookInput,
  parts: BookingMoney = {},
): Promise<Result<Booked & { voucher?: VoucherUse | null; balance?: BalanceUse | null }>> {
  const money = parts.money ?? undefined
  const { vouchers, balance } = parts
  const client = await store.client(input.clientId)
  if (!client) return refusal(401, 'signed_out', 'Please sign in.')
  const allowed = checkClientMayBookOnline(client)
  if (!allowed.ok) return fromRule(allowed)
  const key = input.idempotencyKey ? `${client.id}:${input.idempotencyKey}` : null

  const replay = async () => {
    const id = key ? await store.requestResult(key) : null
    const appointment = id ? await store.appointment(id) : null
    return appointment ? ({ ok: true, appointment, replayed: true, joined: false } as const) : null
  }

  if (input.voucher || input.useBalance) {
    // A retry answers with its first result before the voucher or balance is checked: it may be spent by now.
    const first = await replay()
    if (first) return { ...first, payment: money ? await money.link(first.appointment.id) : null }
  }
  if (input.voucher) {
    if (!vouchers) return VOUCHERS_NOT_HERE
    const serviceIds = input.items.map((i) => i.service)
    const checked = await vouchers.check(input.voucher, serviceIds, clock.now())
    if (!checked.ok) return refusal(400, 'voucher_invalid', checked.message, { voucher: checked.message })
  }
  if (input.useBalance) {
    if (!balance) return BALANCE_NOT_HERE
    if ((await balance.available(client.id)) <= 0) return BALANCE_EMPTY
  }

  let kind: 'created' | 'changed' = 'created'
  let terms: VisitTerms | null = null
  let result: Result<{ appointment: Appointment; replayed: boolean; joined: boolean }>
  try {
    result = await store.transaction(async (tx) => {
      if (key) {
        const id = await tx.requestResult(key)
        const first = id ? await tx.appointment(id) : null
        if (first) return { ok: true, appointment: first, replayed: true, joined: false }
      }
      const now = clock.now()
      const salon = await tx.location(input.location)
      if (!salon || !salon.active)
        return refusal(400, 'invalid_request', 'Choose a salon.', { location: 'Choose a salon.' })
      const settings = await tx.settings()
      const held = input.hold ? await tx.appointment(input.hold.id) : null
      const hold = holdMatches(held, input.hold?.token, now) ? held : null
      const planned = await planVisit(tx, {
        salon,
        start: input.start,
        items: input.items,
        settings,
        now,
        preferEmployees: client.favouriteStylists,
        exceptAppointment: hold?.id,
      })
      if (!planned.ok) return planned
      const { plan } = planned
      const over = await overClientLimits(
        tx,
        client.id,
        { locationId: salon.id, date: plan.date, services: plan.items.length },
        { now, settings, except: hold?.id },
      )
      if (over) return over
      terms = money ? await money.terms({ clientId: client.id, items: plan.items }) : null
      // A visit that needs money is its own, held for the client while the payment page is open
      // (decision 0034), and so is one a voucher or the balance pays toward, until it is spent; one
      // that needs neither joins the client's visit that day at that salon.
      const ownVisit = Boolean(terms || input.voucher || input.useBalance)
      const mine = ownVisit ? [] : await tx.appointmentsOfClient(client.id)
      const join = findAppointmentToJoin(
        mine.filter((a) => a.id !== hold?.id).map((a) => ({ ...toSummary(a), source: a })),
        salon.id,
        plan.date,
        salon.timezone,
      )?.source
      let appointment: Appointment
      if (join) {
        kind = 'changed'
        appointment = await tx.updateAppointment(
          join.id,
          { items: [...join.items, ...plan.items], ...(input.locale ? { locale: input.locale } : {}) },
          now,
        )
        if (hold) await tx.deleteAppointment(hold.id)
      } else {
        // The hold taken over as the client's visit, or a new one: planned, held no longer — or,
        // when it needs money first, held for the client until the payment page closes.
        const visit = {
          clientId: client.id,
          state: ownVisit ? ('reserved' as const) : ('planned' as const),
          heldUntil: !ownVisit
            ? null
            : money
              ? money.holdUntil(now)
              : new Date(now.getTime() + settings.holdMinutes * MINUTE_MS),
          holdTokenHash: null,
          items: plan.items,
          locale: input.locale ?? 'en',
        }
        appointment = hold
          ? await tx.updateAppointment(hold.id, visit, now)
          : await tx.createAppointment({ ...visit, locationId: salon.id }, now)
      }
      if (key) await tx.saveRequestResult(key, client.id, appointment.id)
      return { ok: true, appointment, replayed: false, joined: Boolean(join) }
    })
  } catch (error) {
    // The database refused the time (or the same key raced in): a replay if the key has a result now.
    const again = await replay()
    if (again) return { ...again, payment: money ? await money.link(again.appointment.id) : null }
    if (isSlotTaken(error)) return TAKEN
    throw error
  }
  if (!result.ok) return result
  if (result.replayed) return { ...result, payment: money ? await money.link(result.appointment.id) : null }
  if ((input.voucher && vouchers) || (input.useBalance && balance))
    return withPrepaidParts(
      { store, clock, money, vouchers, balance },
      result.appointment,
      { voucher: input.voucher, balance: input.useBalance },
      terms,
    )
  if (terms && money) return withPaymentPage(store, money, result.appointment, terms)
  await store.notify(result.appointment.id, kind)
  return result
}

const LET_GO = {
  state: 'cancelled' as const,
  heldUntil: null,
  cancelReason: 'Not booked: online payment was not available.',
}

export const PAYMENTS_UNAVAILABLE = refusal(
  503,
  'payments_unavailable',
  'Online payment is not available just now, so the time was not booked. Please try again in a few minutes or call the salon.',
)

/** Lets go of a visit held for its payment or its voucher: cancelled rather than deleted, as its money records name it. */
async function letGo(store: BookingStore, id: Id, why: { cancelReason?: string }) {
  await store.transaction(async (tx) => {
    const held = await tx.appointment(id)
    if (held?.state === 'reserved') await tx.updateAppointment(id, { ...LET_GO, ...why }, new Date())
  })
}

/** The payment page of a visit just held for it; when it cannot be opened, the hold is let go. */
export async function withPaymentPage(
  store: BookingStore,
  money: VisitPayments,
  appointment: Appointment,
  terms: VisitTerms,
): Promise<Result<{ appointment: Appointment; replayed: boolean; joined: boolean; payment: PaymentLink }>> {
  try {
    const payment = await money.open(appointment, terms)
    return { ok: true, appointment, replayed: false, joined: false, payment }
  } catch (error) {
    // Let go (decision 0034); a voucher's part goes back onto it with the cancellation.
    await letGo(store, appointment.id, {})
    if ((error as { name?: string }).name === 'PaymentsUnavailable') return PAYMENTS_UNAVAILABLE
    throw error
  }
}

const VOUCHER_LET_GO = { cancelReason: 'Not booked: the gift voucher could not pay.' }
const BALANCE_LET_GO = { cancelReason: 'Not booked: the balance could not pay.' }

/** The voucher or the balance could not pay after all (spent meanwhile): nothing is booked. */
const spentMeanwhile = (field: 'voucher' | 'useBalance', message: string) => {
  const said = `${message} Nothing was booked: please try again.`
  return refusal(409, field === 'voucher' ? 'voucher_spent' : 'balance_spent', said, { [field]: message })
}

/**
 * A visit just held for its voucher or balance: the voucher pays toward it, then the balance, then
 * the rest of the prepayment is asked on Stripe's page, or — nothing left to ask — the visit is the
 * client's. One that cannot pay now (spent in between) lets the hold go, and what the other paid
 * goes back with the cancellation: 409.
 */
async function withPrepaidParts(
  deps: {
    store: BookingStore
    clock: Clock
    money?: VisitPayments
    vouchers?: VisitVouchers | null
    balance?: VisitBalance | null
  },
  appointment: Appointment,
  use: { voucher?: string; balance?: boolean },
  terms: VisitTerms | null,
): Promise<Result<Booked & { voucher: VoucherUse | null; balance: BalanceUse | null }>> {
  const { store, clock, money, vouchers, balance } = deps
  let asked = terms
  let voucher: VoucherUse | null = null
  if (use.voucher && vouchers) {
    const paid = await vouchers.pay({ code: use.voucher, visit: appointment, terms: asked, now: clock.now() })
    if (!paid.ok) {
      await letGo(store, appointment.id, VOUCHER_LET_GO)
      return spentMeanwhile('voucher', paid.message)
    }
    voucher = { code: paid.code, paid: paid.paid, remaining: paid.remaining }
    asked = paid.terms
  }
  let fromBalance: BalanceUse | null = null
  if (use.balance && balance) {
    const paid = await balance.pay({ visit: appointment, terms: asked, now: clock.now() })
    if (!paid.ok) {
      await letGo(store, appointment.id, BALANCE_LET_GO)
      return spentMeanwhile('useBalance', paid.message)
    }
    fromBalance = { paid: paid.paid, remaining: paid.remaining }
    asked = paid.terms
  }
  if (asked && money) {
    const page = await withPaymentPage(store, money, appointment, asked)
    return page.ok ? { ...page, voucher, balance: fromBalance } : page
  }
  return { ...(await bookHeld(store, clock, appointment.id)), voucher, balance: fromBalance }
}

/** A visit held for its money, fully paid: the client's now (planned), and texted so. */
export async function bookHeld(store: BookingStore, clock: Clock, id: Id) {
  const appointment = await store.transaction(async (tx) => {
    const now = clock.now()
    return tx.updateAppointment(id, { state: 'planned', heldUntil: null }, now)
  })
  await store.notify(id, 'created')
  return { ok: true as const, appointment, replayed: false, joined: false, payment: null }
}

/**
 * Holds a time for `holdMinutes` while the visitor signs in (no sign-in needed). The token returned
 * lets the same visitor book or release it. `minutes`: held this long instead (the waitlist's offer
 * window, decision 0046).
 */
export async function holdTime(
  store: BookingStore,
  clock: Clock,
  input: { location: Id; start: string; items: RequestedItem[]; clientId?: Id | null; minutes?: number },
): Promise<Result<{ appointment: Appointment; token: string }>> {
  return guarded(store, async (tx) => {
    const now = clock.now()
    const salon = await tx.location(input.location)
    if (!salon || !salon.active)
      return refusal(400, 'invalid_request', 'Choose a salon.', { location: 'Choose a salon.' })
    const client = input.clientId ? await tx.client(input.clientId) : null
    if (client) {
      const allowed = checkClientMayBookOnline(client)
      if (!allowed.ok) return fromRule(allowed)
    }
    const settings = await tx.settings()
    const planned = await planVisit(tx, { salon, start: input.start, items: input.items, settings, now })
    if (!planned.ok) return planned
    // A signed-in visitor's holds count against their limits (a visitor not signed in yet is
    // limited per network address, and by the limits when booking).
    const { plan } = planned
    const over =
      client &&
      (await overClientLimits(
        tx,
        client.id,
        { locationId: salon.id, date: plan.date, services: plan.items.length },
        { now, settings },
      ))
    if (over) return over
    const token = randomBytes(24).toString('base64url')
    const appointment = await tx.createAppointment(
      {
        clientId: client?.id ?? null,
        locationId: salon.id,
        state: 'reserved',
        heldUntil: new Date(now.getTime() + (input.minutes ?? settings.holdMinutes) * MINUTE_MS),
        holdTokenHash: hashHoldToken(token),
        items: plan.items,
      },
      now,
    )
    return { ok: true, appointment, token }
  })
}

/** Lets a hold go early (its token, or its signed-in owner). */
export async function releaseHold(
  store: BookingStore,
  clock: Clock,
  input: { id: Id; token?: string; clientId?: Id | null },
): Promise<Result<{ released: true }>> {
  return store.transaction(async (tx) => {
    const hold = await tx.appointment(input.id)
    const now = clock.now()
    const owner = hold && input.clientId && hold.clientId === input.clientId
    if (!hold || hold.state !== 'reserved' || !(owner || holdMatches(hold, input.token, now)))
      return refusal(404, 'not_found', 'This hold has ended.')
    // A hold never was a booking: letting it go removes it (and frees its time). A visit held for
    // its payment was booked: it is cancelled instead, as its payment request names it.
    if (hold.holdTokenHash) await tx.deleteAppointment(hold.id)
    else
      await tx.updateAppointment(
        hold.id,
        { state: 'cancelled', heldUntil: null, cancelReason: 'Let go before paying.', cancelledAt: now },
        now,
      )
    return { ok: true, released: true }
  })
}

/** A client's own visit being changed, with the moment and settings the change is checked against. */
interface Changing {
  visit: Appointment
  now: Date
  settings: EngineSettings
}

type VisitChanged = Result<{ appointment: Appointment }>

/**
 * The one step every change of a client's own visit goes through, in one transaction: the visit
 * (the client's own, else the same 404 as a missing one), the settings, and whether the client may
 * still change it (the cancellation window, a visit begun); then `change`, and after a change made,
 * the client's text (`notice`). A change that takes new time (`takesTime`) first takes the client,
 * so one change of the client's visits runs at a time and the visit read is the one written, and
 * answers 409 when the database refuses the time.
 */
async function changeable(
  store: BookingStore,
  clock: Clock,
  input: { clientId: Id; id: Id },
  how: { notice: 'cancelled' | 'changed' | null; takesTime?: boolean; anyTime?: boolean },
  change: (tx: BookingStore, changing: Changing) => Promise<VisitChanged>,
): Promise<VisitChanged> {
  const step = async (tx: BookingStore): Promise<VisitChanged> => {
    if (how.takesTime) await tx.lockClient(input.clientId)
    const now = clock.now()
    const found = await tx.appointment(input.id)
    if (!found || found.clientId !== input.clientId) return NOT_FOUND
    const settings = await tx.settings()
    const may = checkClientMayChange(toSummary(found), input.clientId, now, settings)
    if (!may.ok && !(how.anyTime && may.reason === 'cancel_window')) return fromRule(may)
    return change(tx, { visit: found, now, settings })
  }
  const result = await (how.takesTime ? guarded(store, step) : store.transaction(step))
  if (result.ok && how.notice) await store.notify(result.appointment.id, how.notice)
  return result
}

/**
 * The client cancels a visit. `leaving`: they are deleting their account (issue 31), so the visit
 * is cancelled even inside the cancellation window (the late terms then apply to what they paid)
 * and no text is sent to a phone about to be erased.
 */
export async function cancelAppointment(
  store: BookingStore,
  clock: Clock,
  input: { clientId: Id; id: Id; reason?: string; leaving?: boolean },
): Promise<VisitChanged> {
  const how = input.leaving ? { notice: null, anyTime: true } : { notice: 'cancelled' as const }
  return changeable(store, clock, input, how, async (tx, { visit, now }) => {
    const appointment = await tx.updateAppointment(
      visit.id,
      { state: 'cancelled', cancelReason: input.reason?.trim() || 'Cancelled by the client online', cancelledAt: now },
      now,
      'client',
    )
    return { ok: true, appointment }
  })
}

/** Moves a visit (same services and stylist, or "any stylist" again) to a new start. */
export async function rescheduleAppointment(
  store: BookingStore,
  clock: Clock,
  input: { clientId: Id; id: Id; start: string; items?: RequestedItem[] },
): Promise<VisitChanged> {
  const how = { notice: 'changed', takesTime: true } as const
  return changeable(store, clock, input, how, async (tx, { visit: a, now, settings }) => {
    const salon = await tx.location(a.locationId)
    if (!salon) return NOT_FOUND
    const items =
      input.items ?? a.items.map((i) => ({ service: i.serviceId, option: i.optionId, employee: i.employeeId }))
    const planned = await planVisit(tx, { salon, start: input.start, items, settings, now, exceptAppointment: a.id })
    if (!planned.ok) return planned
    const other = (await tx.appointmentsOfClient(input.clientId)).find(
      (x) =>
        x.id !== a.id &&
        (x.state === 'planned' || x.state === 'confirmed') &&
        x.locationId === a.locationId &&
        x.date === planned.plan.date,
    )
    if (other)
      return refusal(
        409,
        'already_booked_that_day',
        'You already have a visit that day: add the services to it instead.',
      )
    // A move is never limited; more services than the visit had are.
    if (planned.plan.items.length > a.items.length) {
      const { date } = planned.plan
      const addition = { locationId: a.locationId, date, services: planned.plan.items.length }
      const over = await overClientLimits(tx, input.clientId, addition, { now, settings, except: a.id })
      if (over) return over
    }
    const appointment = await tx.updateAppointment(a.id, { items: planned.plan.items }, now)
    return { ok: true, appointment }
  })
}

/** Adds a service at the end of a visit, with the visit's stylist unless another is named. */
export async function addService(
  store: BookingStore,
  clock: Clock,
  input: { clientId: Id; id: Id; service: Id; option?: Id | null; employee?: Id | null },
): Promise<VisitChanged> {
  const how = { notice: 'changed', takesTime: true } as const
  return changeable(store, clock, input, how, async (tx, { visit: a, now, settings }) => {
    if (!settings.severalServices)
      return refusal(400, 'several_services_disabled', 'Please book one service at a time.')
    const salon = await tx.location(a.locationId)
    if (!salon) return NOT_FOUND
    const loaded = await loadServices(tx, salon, [input.service], [input.option])
    if (!loaded.ok) return { ...loaded, fields: { [loaded.status === 422 ? 'option' : 'service']: loaded.message } }
    const service = loaded.services[0]!
    const employeeId = input.employee ?? a.items.at(-1)!.employeeId
    const schedules = await tx.schedules(salon)
    if (!schedules.find((s) => s.employeeId === employeeId)?.serviceIds.includes(service.id))
      return refusal(400, 'stylist_cannot_perform', "This stylist doesn't offer this service.", {
        service: "This stylist doesn't offer this service.",
      })
    const date = instantToLocal(a.start, salon.timezone).date
    const over = await overClientLimits(
      tx,
      input.clientId,
      { locationId: a.locationId, date, services: 1 },
      { now, settings },
    )
    if (over) return over
    if (!(await fitsAfter(tx, salon, employeeId, date, a.end, service.duration, now))) return TAKEN
    const item = {
      serviceId: service.id,
      employeeId,
      start: a.end,
      duration: service.duration,
      price: service.prices[salon.id] ?? null,
      ...(service.option ? { optionId: service.option.id, optionName: service.option.name } : {}),
    }
    return { ok: true, appointment: await tx.updateAppointment(a.id, { items: [...a.items, item] }, now) }
  })
}

export async function removeService(
  store: BookingStore,
  clock: Clock,
  input: { clientId: Id; id: Id; itemId: string },
): Promise<VisitChanged> {
  return changeable(store, clock, input, { notice: 'changed' }, async (tx, { visit: a, now }) => {
    const rest = a.items.filter((i) => i.id !== input.itemId)
    if (rest.length === a.items.length) return refusal(404, 'not_found', 'This service is not part of the visit.')
    if (!rest.length)
      return refusal(400, 'last_service', 'A visit needs at least one service: cancel the visit instead.')
    return { ok: true, appointment: await tx.updateAppointment(a.id, { items: rest }, now) }
  })
}
