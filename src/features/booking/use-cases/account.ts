import { canCancelOrReschedule, canReview, checkRating } from '../domain/rules'
import type { Appointment, BookingStore, Clock, Id, FeedbackInfo } from '../ports'

import { fromRule, refusal, type Result } from './result'

export interface AccountAppointment {
  appointment: Appointment
  /** Cancel, move, add or remove services online now (policy window). */
  canChange: boolean
  canReview: boolean
  review: FeedbackInfo | null
}

/**
 * The client's visits, upcoming first in time order, then past ones newest first. Holds are left out,
 * except a visit held for its payment while its page is open (it shows "Pay now").
 */
export async function myAppointments(store: BookingStore, clock: Clock, clientId: Id): Promise<AccountAppointment[]> {
  const now = clock.now()
  const settings = await store.settings()
  const awaitingPayment = (a: Appointment) => !a.holdTokenHash && a.heldUntil != null && a.heldUntil > now
  const list = (await store.appointmentsOfClient(clientId)).filter((a) => a.state !== 'reserved' || awaitingPayment(a))
  const reviews = await store.feedbacksOf(list.map((a) => a.id))
  const upcoming = list.filter((a) => a.end > now).sort((a, b) => +a.start - +b.start)
  const past = list.filter((a) => a.end <= now).sort((a, b) => +b.start - +a.start)
  return [...upcoming, ...past].map((a) => ({
    appointment: a,
    canChange: a.state !== 'cancelled' && a.state !== 'reserved' && canCancelOrReschedule(a.start, now, settings).ok,
    canReview: canReview(summary(a), clientId, now, reviewIds(reviews)).ok,
    review: reviews.find((r) => r.appointmentId === a.id) ?? null,
  }))
}

const summary = (a: Appointment) => ({ id: a.id, clientId: a.clientId ?? '', state: a.state, end: a.end })
const reviewIds = (reviews: FeedbackInfo[]) => reviews.map((r) => ({ appointmentId: r.appointmentId }))

/** A review of a finished visit of this client, once; the stylist is the one who did the visit. */
export async function reviewAppointment(
  store: BookingStore,
  clock: Clock,
  input: { clientId: Id; appointmentId: Id; rating: number; text: string },
): Promise<Result<{ review: FeedbackInfo }>> {
  const rating = checkRating(input.rating)
  if (!rating.ok) return fromRule(rating, 'rating')
  return store.transaction(async (tx): Promise<Result<{ review: FeedbackInfo }>> => {
    const a = await tx.appointment(input.appointmentId)
    if (!a || a.clientId !== input.clientId)
      return refusal(404, 'not_found', 'You can only review your own appointments.')
    const may = canReview(summary(a), input.clientId, clock.now(), reviewIds(await tx.feedbacksOf([a.id])))
    if (!may.ok) return fromRule(may)
    const review = await tx.createFeedback({
      appointmentId: a.id,
      employeeId: a.items[0]!.employeeId,
      clientId: input.clientId,
      rating: input.rating,
      text: input.text.trim(),
    })
    return { ok: true, review }
  })
}

/** Adds a stylist or service to the favourites, or removes it when it is already there. */
export async function toggleFavourite(
  store: BookingStore,
  input: { clientId: Id; kind: 'stylist' | 'service'; id: Id | null },
): Promise<Result<{ stylists: Id[]; services: Id[]; added: boolean }>> {
  return store.transaction(async (tx) => {
    const client = await tx.client(input.clientId)
    if (!client) return refusal(401, 'signed_out', 'Please sign in.')
    // An empty value clears that list (spec site.md §3, favourites).
    if (input.id == null) {
      const stylists = input.kind === 'stylist' ? [] : client.favouriteStylists
      const services = input.kind === 'service' ? [] : client.favouriteServices
      await tx.setFavourites(client.id, { stylists, services })
      return { ok: true, stylists, services, added: false }
    }
    const known =
      input.kind === 'service' ? (await tx.services([input.id])).length > 0 : await tx.employeeExists(input.id)
    if (!known)
      return refusal(400, 'invalid_request', `There is no such ${input.kind}.`, {
        id: `There is no such ${input.kind}.`,
      })
    const list = input.kind === 'stylist' ? client.favouriteStylists : client.favouriteServices
    const added = !list.includes(input.id)
    const next = added ? [...list, input.id] : list.filter((x) => x !== input.id)
    const stylists = input.kind === 'stylist' ? next : client.favouriteStylists
    const services = input.kind === 'service' ? next : client.favouriteServices
    await tx.setFavourites(client.id, { stylists, services })
    return { ok: true, stylists, services, added }
  })
}
