import { payloadClient } from '@/platform/db/payload'
import { handle, HttpError, json } from '@/platform/http/api'
import { requireStaff } from '@/platform/staff/require-staff'

import { visitVouchers } from '../engine/visit-vouchers'

/**
 * GET /api/staff/visits/{id}/vouchers: what gift vouchers paid on a visit (pounds, used less given
 * back), each code shown by its last four symbols — the desk's view of the visit's money. Staff only.
 */
export const getVisitVouchers = handle(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  await requireStaff(request, 'Sign in to the admin to see payments.')
  const id = (await params).id ?? ''
  if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, 'No such visit.')
  const parts = (await visitVouchers(await payloadClient()).parts([id])).get(id) ?? []
  const total = parts.reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100
  return json({ vouchers: parts, total })
})
