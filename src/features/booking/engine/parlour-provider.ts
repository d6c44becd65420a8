/**
 * Parlour's own booking engine as a `BookingProvider`: the catalogue and time tables read from
 * Payload (kept in Next's data cache when `cached`), free times computed by the engine, and the
 * visits desk running the use cases over the transactional store, answering in the API's views.
 */
import type { Payload } from 'payload'

import type { AppointmentView } from '../http/answers'

import type { Appointment, BookingProvider, Clock, EngineCatalogue, VisitDesk } from '../ports'
import { payloadBookingStore } from './store'
import { accountViews, appointmentViews } from './views'
import { myAppointments, reviewAppointment } from '../use-cases/account'
import {
  addService,
  bookAppointment,
  type BookingMoney,
  cancelAppointment,
  holdTime,
  releaseHold,
  removeService,
  rescheduleAppointment,
} from '../use-cases/appointments'
import { engineFreeTime } from '../use-cases/free-time'
import type { Result } from '../use-cases/result'
import { payWithBalance, payWithVoucher } from '../use-cases/voucher'

export function parlourVisits(payload: Payload, clock: Clock, parts: BookingMoney = {}): VisitDesk {
  const { money, vouchers, balance } = parts
  const store = payloadBookingStore(payload)
  const view = async <T extends { appointment: Appointment }>(
    r: Result<T>,
  ): Promise<Result<Omit<T, 'appointment'> & { appointment: AppointmentView }>> => {
    if (!r.ok) return r
    const [appointment] = await appointmentViews(payload, [r.appointment])
    return { ...r, appointment: appointment! }
  }
  return {
    async hold(request) {
      const r = await holdTime(store, clock, request)
      if (!r.ok) return r
      const [view] = await appointmentViews(payload, [r.appointment])
      return { ok: true, hold: { ...view!, token: r.token } }
    },
    async releaseHold(request) {
      const r = await releaseHold(store, clock, request)
      if (r.ok && money) await money.released(request.id)
      return r
    },
    async book(request) {
      const r = await view(await bookAppointment(store, clock, request, parts))
      if (!r.ok) return r
      const { appointment, replayed, payment, voucher, balance } = r
      return {
        ok: true,
        appointment,
        replayed,
        payment: payment ?? null,
        voucher: voucher ?? null,
        balance: balance ?? null,
      }
    },
    payWithVoucher: async (request) => view(await payWithVoucher({ store, clock, money, vouchers }, request)),
    payWithBalance: async (request) => view(await payWithBalance({ store, clock, money, balance }, request)),
    reschedule: async (request) => view(await rescheduleAppointment(store, clock, request)),
    addService: async (request) => view(await addService(store, clock, request)),
    removeService: async (request) => view(await removeService(store, clock, request)),
    async cancel(request) {
      const r = await cancelAppointment(store, clock, request)
      // What the client paid comes back under the terms they were shown (decision 0034).
      if (r.ok && money) await money.cancelled(r.appointment)
      return view(r)
    },
    async mine(clientId, locale) {
      let list = await myAppointments(store, clock, clientId)
      // A client back from Stripe's page: what Stripe says now, rather than waiting for the webhook.
      const awaiting = list.filter((l) => l.appointment.state === 'reserved').map((l) => l.appointment.id)
      if (money && awaiting.length && (await money.refresh(awaiting)))
        list = await myAppointments(store, clock, clientId)
      return accountViews(payload, list, locale, parts)
    },
    async review(request) {
      const r = await reviewAppointment(store, clock, request)
      if (!r.ok) return r
      const { rating, text, createdAt } = r.review
      return { ok: true, review: { rating, text, createdAt: createdAt.toISOString() } }
    },
  }
}

export function parlourProvider(
  payload: Payload,
  catalogue: EngineCatalogue,
  clock: Clock,
  parts: BookingMoney = {},
): BookingProvider {
  return {
    name: 'parlour',
    catalogue,
    times: engineFreeTime(catalogue),
    visits: parlourVisits(payload, clock, parts),
  }
}
