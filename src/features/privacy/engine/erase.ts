/**
 * Erasing a client (issue 31; UK GDPR art. 17), for the client in their account or for staff
 * answering a request: their visits still to come are cancelled first, each as if they cancelled it
 * (refunded under the terms they were shown; inside the late window the late fee is kept) but without
 * a text; then, in one transaction, every feature forgets what it holds about them ,
 * the erasure is logged and their open erasure requests are marked done; last, the work outside the
 * database (the SMS outbox file, Stripe's customer) is done, and what could not be is written in the log.
 * Each feature's part is its plugin's `erasers` (src/platform/payload/feature-plugin.ts).
 */
import type { Payload } from 'payload'

import type { VisitDesk } from '@/features/booking/kit'
import { inTransaction } from '@/platform/db/transaction'
import { clientErasers } from '@/platform/payload/feature-plugin'
import { namesOf, type AfterErasure, type ErasedClient } from '@/platform/privacy/erase'

import { closeOpenRequests } from '../payload/requests'

const TO_CANCEL = new Set(['reserved', 'planned', 'confirmed'])

export interface ErasureOutcome {
  /** False when the client had already been erased (nothing more was done). */
  erased: boolean
  /** The visits cancelled: salon-local date and start. */
  cancelled: { date: string; start: string }[]
  /** Visits the booking system would not cancel (they stay booked, for staff to settle). */
  notCancelled: { date: string; start: string; reason: string }[]
  /** What staff still have to do by hand (e.g. a Stripe customer to delete). */
  left: string[]
}

export interface ErasureRequest {
  clientId: string
  /** The admin who carried it out, or none when the client did it in their account. */
  byStaff?: number | null
  /** The booking system's visits (cancelling what is still to come); null when none can be reached. */
  visits: VisitDesk | null
  now?: Date
}

/** Erases the client; null when there is no such client. */
export async function eraseClient(payload: Payload, request: ErasureRequest): Promise<ErasureOutcome | null> {
  const id = Number(request.clientId)
  const row = await payload.findByID({ collection: 'clients', id, depth: 0, overrideAccess: true }).catch(() => null)
  if (!row) return null
  const outcome: ErasureOutcome = { erased: false, cancelled: [], notCancelled: [], left: [] }
  if (row.erasedAt) return outcome
  const now = request.now ?? new Date()

  if (request.visits) {
    const mine = await request.visits.mine(String(id), 'en')
    for (const visit of mine) {
      if (!TO_CANCEL.has(visit.state) || Date.parse(visit.startsAt) <= now.getTime()) continue
      const r = await request.visits.cancel({
        clientId: String(id),
        id: visit.id,
        reason: 'The client deleted their account',
        leaving: true,
      })
      const when = { date: visit.date, start: visit.start }
      if (r.ok) outcome.cancelled.push(when)
      else outcome.notCancelled.push({ ...when, reason: r.message })
    }
  }

  const client: ErasedClient = {
    id,
    phone: row.phone ?? null,
    email: row.email || null,
    names: namesOf(row),
    fullName: row.firstName?.trim() && row.lastName?.trim() ? `${row.firstName.trim()} ${row.lastName.trim()}` : null,
  }
  const { after, logId } = await inTransaction(payload, async (req) => {
    const after: AfterErasure[] = []
    for (const erase of clientErasers(payload)) {
      const then = await erase(payload, client, req)
      if (then) after.push(then)
    }
    const log = await payload.create({
      collection: 'data-log',
      data: {
        kind: 'erasure',
        client: id,
        byStaff: request.byStaff ?? null,
        note: summary(request, outcome),
        at: now.toISOString(),
      },
      overrideAccess: true,
      req,
      depth: 0,
    })
    await closeOpenRequests(payload, id, 'erasure', req)
    return { after, logId: log.id }
  })
  outcome.erased = true

  for (const step of after) {
    try {
      const note = await step()
      if (note) outcome.left.push(note)
    } catch (error) {
      payload.logger.error({ err: error, msg: `Erasing client ${id}: a step after the commit failed` })
      outcome.left.push(`A step could not be finished (${(error as Error).message}).`)
    }
  }
  if (outcome.notCancelled.length)
    outcome.left.push(
      `Still booked, cancel by hand: ${outcome.notCancelled.map((v) => `${v.date} ${v.start}`).join(', ')}.`,
    )
  if (outcome.left.length)
    await payload.update({
      collection: 'data-log',
      id: logId,
      data: { note: `${summary(request, outcome)} To do: ${outcome.left.join(' ')}`.slice(0, 1000) },
      overrideAccess: true,
      depth: 0,
    })
  return outcome
}

function summary(request: ErasureRequest, outcome: ErasureOutcome): string {
  const who = request.byStaff ? 'Erased by staff at the client’s request.' : 'Erased by the client in their account.'
  const n = outcome.cancelled.length
  return `${who} ${n ? `${n} visit${n === 1 ? '' : 's'} to come cancelled.` : 'No visits to come.'}`
}
