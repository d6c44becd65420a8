/**
 * Taking and releasing holds. A signed-in client's hold is theirs in Beauty Pro; a visitor's (or a
 * second one on a day whose visit already has a reserve) belongs to nobody there.
 */
import { isBeautyProError } from '../../api/api'

import { type HoldRequest, type VisitDesk, refusal } from '@/features/booking/kit'

import { type BpAppointment, createBody, readAppointment } from './appointment'
import type { VisitsContext } from './context'
import { guard, isAnswer } from './failures'
import { free, holdToken, tokenMatches } from './hold-rules'
import { signedIn } from './ownership'
import { plan } from './plan'
import { view } from './views'

const HOLD_ENDED = refusal(404, 'not_found', 'This hold has ended.')

export function hold(ctx: VisitsContext, request: HoldRequest): ReturnType<VisitDesk['hold']> {
  return guard(ctx.log, 'hold', async () => {
    const planned = await plan(ctx, request)
    if (!planned.ok) return planned
    const client = request.clientId ? await signedIn(ctx, request.clientId) : null
    const body = createBody('reserved', planned)
    const anonymous = () => ctx.asDatabase<{ id: string }>('POST', '/appointments', { body })
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
    const held = await readAppointment(ctx.asDatabase, id)
    return { ok: true, hold: { ...(await view(ctx.catalogue, held)), token: holdToken(ctx.holdKey, id) } }
  })
}

export function releaseHold(
  ctx: VisitsContext,
  { id, token, clientId }: Parameters<VisitDesk['releaseHold']>[0],
): ReturnType<VisitDesk['releaseHold']> {
  return guard(ctx.log, 'release', async () => {
    let held: BpAppointment
    try {
      held = await readAppointment(ctx.asDatabase, id)
    } catch (error) {
      if (isAnswer(error, 404)) return HOLD_ENDED
      throw error
    }
    const grant = clientId ? await ctx.grants.get(clientId) : null
    const mine = grant !== null && held.client === grant.clientId
    if (held.state !== 'reserved' || !(mine || tokenMatches(ctx.holdKey, held.id, token))) return HOLD_ENDED
    await free(ctx, held)
    return { ok: true, released: true }
  })
}
