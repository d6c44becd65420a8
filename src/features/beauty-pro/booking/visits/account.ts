/**
 * The account's list of visits (`GET /appointments?client=` with the client's token), newest first,
 * each saying whether the client may still change it; reviews are not written online in this mode.
 */
import type { AccountAppointmentView } from '@/features/booking/contract'
import { HttpError } from '@/platform/http/api'

import { checkClientMayChange, type VisitDesk, refusal } from '@/features/booking/kit'

import { APPOINTMENT_FIELDS, type BpAppointment } from './appointment'
import type { VisitsContext } from './context'
import { failure } from './failures'
import { signedIn } from './ownership'
import { views } from './views'

export async function mine(ctx: VisitsContext, ...[clientId, locale]: Parameters<VisitDesk['mine']>) {
  const who = await signedIn(ctx, clientId)
  if (!who.ok) throw new HttpError(401, who.message)
  let list: BpAppointment[]
  try {
    list = await who.call<BpAppointment[]>('GET', '/appointments', {
      query: { client: who.grant.clientId, fields: APPOINTMENT_FIELDS },
    })
  } catch (error) {
    const f = failure(ctx.log, error, 'mine')
    throw new HttpError(f.status, f.message)
  }
  const settings = await ctx.catalogue.settings()
  const now = ctx.clock.now()
  const shown = await views(
    ctx.catalogue,
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
      return { ...v, canChange: may.ok && v.state !== 'cancelled', canReview: false, review: null, money: null }
    })
}

export const review: VisitDesk['review'] = async () =>
  refusal(
    403,
    'reviews_unavailable',
    "Reviews can't be written online for this salon yet. Please tell the salon how your visit went.",
  )
