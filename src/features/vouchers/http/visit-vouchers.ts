import { payloadClient } from '@/platform/db/payload'
import { handle, HttpError, json } from '@/platform/http/api'
import { requireStaff } from '@/platform/staff/require-staff'

import { voucherPaidByClient } from '../engine/visit-parts'
import { visitVouchers } from '../engine/visit-vouchers'

/**
 * GET /api/staff/visits/{id}/vouchers: what gift vouchers paid on a visit (pounds, used less given
 * back), each code shown by its last four symbols — the desk's view of the visit's money. Staff only.
 */
const SIGNED_OUT = 'Sign in to the admin to see payments.'

export const getVisitVouchers = handle(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  await requireStaff(request, SIGNED_OUT)
  const id = (await params).id ?? ''
  if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, 'No such visit.')
  const parts = (await visitVouchers(await payloadClient()).parts([id])).get(id) ?? []
  const total = parts.reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100
  return json({ vouchers: parts, total })
})

/** GET /api/staff/clients/{id}/vouchers: what gift vouchers paid on all of a client's visits (pounds). Staff only. */
export const getClientVouchers = handle(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  await requireStaff(request, SIGNED_OUT)
  const id = (await params).id ?? ''
  if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, 'No such client.')
  return json({ total: (await voucherPaidByClient(await payloadClient(), id)) / 100 })
})
