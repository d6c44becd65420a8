/**
 * Booking a visit with the client's token: a live hold of theirs turns `planned` (the documented
 * way); a hold taken before sign-in belongs to nobody in Beauty Pro, so it is freed and its items
 * are booked for the client; without a hold the visit is planned from free time. A second booking
 * on a day the client already has a visit joins it (Beauty Pro merges). The same idempotency key
 * answers the first booking again, also when both arrive at once. Where Beauty Pro asks for a
 * prepayment, the answer carries its page to pay on.
 */
import { checkClientMayBookOnline, type BookRequest, fromRule } from '@/features/booking/kit'

import { appointmentPath, type BpAppointment, createBody, type PlannedVisit, readAppointment } from './appointment'
import type { BookResult, VisitsContext } from './context'
import { guard, isAnswer } from './failures'
import { free, isLiveHold, tokenMatches } from './hold-rules'
import { signedIn } from './ownership'
import { plan } from './plan'
import { prepaymentLink } from './prepayment'
import { view } from './views'

export async function book(ctx: VisitsContext, request: BookRequest): Promise<BookResult> {
  const key = request.idempotencyKey ? `${request.clientId}:${request.idempotencyKey}` : null
  if (!key) return bookOnce(ctx, request, null)
  // The same key arriving twice at once: the second waits for the first's answer.
  const running = ctx.inflight.get(key)
  if (running) {
    const first = await running
    return first.ok ? { ...first, replayed: true } : first
  }
  const promise = bookOnce(ctx, request, key).finally(() => ctx.inflight.delete(key))
  ctx.inflight.set(key, promise)
  return promise
}

function bookOnce(ctx: VisitsContext, request: BookRequest, key: string | null): Promise<BookResult> {
  const { catalogue } = ctx
  return guard(ctx.log, 'book', async (): Promise<BookResult> => {
    const who = await signedIn(ctx, request.clientId)
    if (!who.ok) return who
    const { grant, call } = who
    if (key) {
      const first = await ctx.requests.result(key)
      if (first) {
        const again = await readAppointment(call, first)
        return {
          ok: true,
          appointment: await view(catalogue, again, request.locale),
          replayed: true,
          payment: await prepaymentLink(ctx, again, request.locale, 'book'),
        }
      }
    }
    const me = await call<{ forbiddenOnlineBooking?: boolean }>('GET', '/clients/me', {
      query: { fields: 'forbiddenOnlineBooking' },
    })
    const allowed = checkClientMayBookOnline({ forbiddenOnlineBooking: me?.forbiddenOnlineBooking === true })
    if (!allowed.ok) return fromRule(allowed)

    const now = ctx.clock.now()
    let held: BpAppointment | null = null
    if (request.hold && tokenMatches(ctx.holdKey, request.hold.id, request.hold.token)) {
      held = await readAppointment(ctx.asDatabase, request.hold.id).catch((error: unknown) => {
        if (isAnswer(error, 404)) return null
        throw error
      })
      if (held && (!isLiveHold(held, now) || held.location !== request.location)) held = null
    }

    let id: string
    if (held && held.client === grant.clientId) {
      // The documented way: the client's reserve becomes planned.
      try {
        await call('PUT', appointmentPath(held.id), { body: { state: 'planned' } })
      } catch (error) {
        await free(ctx, held).catch(() => undefined)
        throw error
      }
      id = held.id
    } else {
      // A hold taken before sign-in belongs to nobody in Beauty Pro: free it and book its items.
      let items: PlannedVisit
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
        await free(ctx, held)
      } else {
        const planned = await plan(ctx, request)
        if (!planned.ok) return planned
        items = planned
      }
      ;({ id } = await call<{ id: string }>('POST', '/appointments', {
        body: { ...createBody('planned', items), client: grant.clientId },
      }))
    }
    // The visit is booked whatever happens to its record: a key saved meanwhile by another
    // instance (the same request twice at once) must not turn the booking into an error.
    if (key) await ctx.requests.save(key, request.clientId, id).catch(() => undefined)
    const booked = await readAppointment(call, id)
    return {
      ok: true,
      appointment: await view(catalogue, booked, request.locale),
      replayed: false,
      // Where Beauty Pro asks for a prepayment: its page to pay on (./prepayment.ts).
      payment: await prepaymentLink(ctx, booked, request.locale, 'book'),
    }
  })
}
