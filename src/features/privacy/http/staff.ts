/**
 * A client's data rights carried out by an admin for a request made by phone, email or in person
 * (issue 31): GET /api/staff/clients/{id}/data[?format=csv] downloads what the salon holds about
 * them, POST /api/staff/clients/{id}/erase `{ confirm: "ERASE" }` erases them. Each is logged with
 * the admin and marks the client's open request of that kind done.
 */
import { z } from 'zod'

import { bookingProvider } from '@/features/booking'
import { clientData, dataDownload } from '@/features/export'
import { isAdminUser } from '@/platform/access'
import { handle, HttpError, json, parseBody } from '@/platform/http/api'
import { requireStaff } from '@/platform/staff/require-staff'

import { eraseClient } from '../engine/erase'
import { closeOpenRequests } from '../payload/requests'

type Params = { params: Promise<{ id: string }> }

async function adminFor(request: Request, params: Params['params']) {
  const { payload, user } = await requireStaff(request, 'Sign in to the admin first.')
  if (!isAdminUser(user)) throw new HttpError(403, 'Only an admin can answer a client’s data request.')
  const id = (await params).id ?? ''
  if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, 'No such client.')
  return { payload, user, id }
}

export const getClientData = handle(async (request: Request, { params }: Params) => {
  const { payload, user, id } = await adminFor(request, params)
  const format = new URL(request.url).searchParams.get('format') ?? 'json'
  if (format !== 'json' && format !== 'csv')
    throw new HttpError(400, 'The format is json or csv.', { format: 'The format is json or csv.' })
  const data = await clientData(payload, id)
  if (!data) throw new HttpError(404, 'No such client.')
  const now = new Date()
  await payload.create({
    collection: 'data-log',
    data: {
      kind: 'client-download',
      client: Number(id),
      byStaff: Number(user.id),
      note: format.toUpperCase(),
      at: now.toISOString(),
    },
    overrideAccess: true,
  })
  await closeOpenRequests(payload, Number(id), 'access')
  return dataDownload(data, format, now, `client-${id}-data`)
})

const eraseBody = z.strictObject(
  { confirm: z.literal('ERASE', { error: 'Type ERASE to confirm: this cannot be undone.' }) },
  { error: () => 'Type ERASE to confirm: this cannot be undone.' },
)

export const postClientErase = handle(async (request: Request, { params }: Params) => {
  const { payload, user, id } = await adminFor(request, params)
  await parseBody(request, eraseBody)
  const outcome = await eraseClient(payload, {
    clientId: id,
    byStaff: Number(user.id),
    visits: (await bookingProvider()).visits,
  })
  if (!outcome) throw new HttpError(404, 'No such client.')
  if (!outcome.erased) throw new HttpError(409, 'This client’s data was already erased.')
  return json({ erased: true, cancelled: outcome.cancelled, notCancelled: outcome.notCancelled, left: outcome.left })
})
