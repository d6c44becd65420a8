/**
 * GET /api/staff/my-day?date=YYYY-MM-DD&view=day|week — a stylist's own day or week as a list
 * (decision 0047). A stylist's own account always gets its own stylist, whatever it asks; the
 * desk's staff name one with `stylist=ID` (their own, when their account is tied to one).
 */
import { handle, json } from '@/platform/http/api'
import { requireStaffOrStylist } from '@/platform/staff/require-staff'

import { loadMyDay } from '../data/my-day'

export const getMyDay = handle(async (request: Request) => {
  const { payload, stylist, desk } = await requireStaffOrStylist(request, 'Sign in to the admin to see your day.')
  const q = new URL(request.url).searchParams
  const asked = q.get('stylist')
  const whose = desk && asked && /^\d{1,9}$/.test(asked) ? asked : stylist
  return json(await loadMyDay(payload, { stylist: whose, date: q.get('date') ?? undefined, view: q.get('view') ?? '' }))
})
