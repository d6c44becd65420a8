/**
 * Whose visit it is: a client acts in Beauty Pro with their own token, sees only their own
 * appointments (another's, or a missing one, is the same 404) and changes them only as the
 * engine's policy allows (not cancelled, inside the cancel window).
 */
import type { ClientGrant } from '../../api/api'

import { checkClientMayChange, type Id, NOT_FOUND, fromRule, type Refusal, type Result } from '@/features/booking/kit'

import { type BpAppointment, readAppointment } from './appointment'
import type { Caller, VisitsContext } from './context'
import { isAnswer, SIGN_IN_AGAIN } from './failures'

/** A client's Beauty Pro tokens, or the 401 that asks them to sign in again. */
export async function signedIn(
  ctx: VisitsContext,
  clientId: Id,
): Promise<{ ok: true; grant: ClientGrant; call: Caller } | Refusal> {
  const grant = await ctx.grants.get(clientId)
  return grant ? { ok: true, grant, call: ctx.asClient(clientId, grant) } : SIGN_IN_AGAIN
}

/** The client's own appointment (another's, or a missing one, is the same 404). */
async function own(call: Caller, grant: ClientGrant, id: Id): Promise<BpAppointment | null> {
  try {
    const a = await readAppointment(call, id)
    return a.client === grant.clientId ? a : null
  } catch (error) {
    if (isAnswer(error, 404, 403)) return null
    throw error
  }
}

/** The policy check of the engine: the client's, not cancelled, inside the cancel window. */
async function mayChange(ctx: VisitsContext, a: BpAppointment, clientId: Id): Promise<Result<object>> {
  const settings = await ctx.catalogue.settings()
  const start = Math.min(...(a.services ?? []).map((i) => Date.parse(i.start)))
  const may = checkClientMayChange(
    { clientId, state: a.state, start: new Date(Number.isFinite(start) ? start : Date.parse(a.date)) },
    clientId,
    ctx.clock.now(),
    settings,
  )
  return may.ok ? { ok: true } : fromRule(may)
}

/** The signed-in client's own appointment, when the policy lets them change it now. */
export async function changeable(
  ctx: VisitsContext,
  clientId: Id,
  id: Id,
): Promise<Result<{ call: Caller; a: BpAppointment }>> {
  const who = await signedIn(ctx, clientId)
  if (!who.ok) return who
  const a = await own(who.call, who.grant, id)
  if (!a) return NOT_FOUND
  const may = await mayChange(ctx, a, clientId)
  return may.ok ? { ok: true, call: who.call, a } : may
}
