/**
 * The account's list of visits (`GET /appointments?client=` with the client's token), newest first,
 * each saying whether the client may still change it and what it paid or still owes in advance
 * (./prepayment.ts); reviews are not written online in this mode.
 */
import type { AccountAppointmentView } from '@/features/booking/contract'
import { HttpError } from '@/platform/http/api'

import { checkClientMayChange, type VisitDesk, refusal } from '@/features/booking/kit'

import { APPOINTMENT_FIELDS, type BpAppointment } from './appointment'
import type { VisitsContext } from './context'
import { failure } from './failures'
import { signedIn } from './ownership'
import { moneyView, owedItems, prepaymentLink } from './prepayment'
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
  const byId = new Map(list.map((a) => [a.id, a]))
  // A visit to come that still owes its prepayment offers Beauty Pro's page to pay on.
  const owing = shown
    .filter((v) => Date.parse(v.startsAt) > now.getTime())
    .map((v) => byId.get(v.id)!)
    .filter((a) => owedItems(a.requiredPrepayment).length)
  const pages = new Map(
    await Promise.all(owing.map(async (a) => [a.id, await prepaymentLink(ctx, a, locale, 'mine')] as const)),
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
      const money = moneyView(byId.get(v.id)!, pages.get(v.id) ?? null)
      // Gift vouchers and the balance are Parlour's own: neither pays toward a Beauty Pro visit.
      return {
        ...v,
        canChange: may.ok && v.state !== 'cancelled',
        canReview: false,
        review: null,
        money,
        vouchers: [],
        balancePaid: 0,
      }
    })
}

export const review: VisitDesk['review'] = async () =>
  refusal(
    403,
    'reviews_unavailable',
    "Reviews can't be written online for this salon yet. Please tell the salon how your visit went.",
  )
