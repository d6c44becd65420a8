/**
 * The balance seen by its client and by the desk. GET /api/my-balance: the signed-in client's balance (money the salon owes them, pounds), their
 * bonus points and the latest moves of both — what the account shows and the booking widget offers
 * to pay with. 401 when nobody is signed in.
 */
import { signedInClientId } from '@/features/sign-in'
import { payloadClient } from '@/platform/db/payload'
import { handle, HttpError, json } from '@/platform/http/api'
import { requireStaff } from '@/platform/staff/require-staff'

import { balancePaidOnVisits } from '../engine/balance-parts'
import { accountTotal } from '../engine/client-ledger'

const NO_STORE = { 'cache-control': 'no-store' }

export const getMyBalance = handle(async (request: Request) => {
  const clientId = await signedInClientId(request)
  if (!clientId) throw new HttpError(401, 'Please sign in to see your balance.')
  const payload = await payloadClient()
  const [balance, points, latest] = await Promise.all([
    accountTotal(payload, clientId, 'balance'),
    accountTotal(payload, clientId, 'bonus'),
    payload.find({
      collection: 'client-ledger',
      where: { client: { equals: Number(clientId) } },
      sort: '-id',
      limit: 20,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  return json(
    {
      balance: balance / 100,
      points,
      moves: latest.docs.map((row) => ({
        at: row.at,
        account: row.account,
        // Pounds for the balance, points for the bonus.
        amount: row.account === 'balance' ? row.amount / 100 : row.amount,
        note: row.note ?? '',
      })),
    },
    200,
    NO_STORE,
  )
})

/**
 * GET /api/staff/visits/{id}/balance: what the client's balance paid on a visit booked online
 * (pounds, spent less given back) — the desk's view of the visit's money. Staff only.
 */
export const getVisitBalance = handle(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  await requireStaff(request, 'Sign in to the admin to see payments.')
  const id = (await params).id ?? ''
  if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, 'No such visit.')
  const paid = (await balancePaidOnVisits(await payloadClient(), [id])).get(id) ?? 0
  return json({ paid: paid / 100 })
})
