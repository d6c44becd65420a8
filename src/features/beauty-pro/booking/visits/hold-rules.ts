/**
 * What a hold is: an appointment in state `reserved` (Beauty Pro keeps a reserve's time for 15
 * minutes), signed with a token of ours so that it needs no row of ours.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { MINUTE_MS } from '@/features/booking/kit'

import type { BpAppointment } from './appointment'
import type { VisitsContext } from './context'

/** How long a hold is ours: inside the 15 minutes Beauty Pro keeps a reserve's time. */
export const HOLD_MINUTES = 10

export const holdToken = (key: Buffer, id: string) => createHmac('sha256', key).update(`hold:${id}`).digest('base64url')

export function tokenMatches(key: Buffer, id: string, token: string | undefined): boolean {
  if (!token) return false
  const a = Buffer.from(holdToken(key, id))
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const heldUntil = (a: BpAppointment) => new Date(Date.parse(a.createDate) + HOLD_MINUTES * MINUTE_MS)
export const isLiveHold = (a: BpAppointment, now: Date) => a.state === 'reserved' && heldUntil(a) > now

/** Frees a reserve's time at once: its items go (the database token may do that; the empty reserve lapses). */
export async function free(ctx: VisitsContext, a: BpAppointment): Promise<void> {
  for (const item of a.services ?? [])
    await ctx.asDatabase('DELETE', `/appointments/services/${encodeURIComponent(item.id)}`)
}
