/**
 * Where freed time is noticed (decision 0046): hooks the waitlist adds to other features'
 * collections. A visit cancelled, moved, shortened, marked a no-show, or a hold let go or deleted,
 * queues one `waitlistOffer` job per freed item; a block removed or changed working hours queue the
 * sweep. Jobs are queued on the change's own transaction, so they exist only if it commits, and run
 * after it. Nothing is queued when nobody waits at the salon from that day on.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { Appointment as AppointmentDoc } from '@/cms/payload-types'
import { relationKey } from '@/platform/db/relation-id'

import { freedByChange } from '../domain/waitlist'
import { anyoneWaiting } from '../engine/entries'

/** States in which a visit's items take the stylist's time. */
const LIVE = new Set(['planned', 'confirmed', 'reserved'])

const MINUTE = 60_000

function liveItems(doc: Partial<AppointmentDoc> | undefined) {
  if (!doc?.state || !LIVE.has(doc.state)) return []
  return (doc.items ?? []).map((i) => {
    const start = new Date(i.start)
    return { stylistId: relationKey(i.stylist), start, end: new Date(start.getTime() + i.duration * MINUTE) }
  })
}

async function queueFreed(req: PayloadRequest, doc: Partial<AppointmentDoc>, freed: ReturnType<typeof liveItems>) {
  if (!freed.length || doc.salon == null) return
  const salonId = relationKey(doc.salon)
  const firstDay = freed
    .reduce((a, b) => (a.start < b.start ? a : b))
    .start.toISOString()
    .slice(0, 10)
  // A day before: a London date can start on the UTC day before.
  const since = new Date(Date.parse(firstDay) - 24 * 60 * MINUTE).toISOString().slice(0, 10)
  if (!(await anyoneWaiting(req.payload, salonId, since, req))) return
  for (const item of freed)
    await req.payload.jobs.queue({
      task: 'waitlistOffer',
      input: {
        salon: Number(salonId),
        stylist: Number(item.stylistId),
        start: item.start.toISOString(),
        end: item.end.toISOString(),
      },
      req,
    })
}

export const freedOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  await queueFreed(req, doc, freedByChange(liveItems(previousDoc), liveItems(doc)))
  return doc
}

export const freedOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await queueFreed(req, doc, liveItems(doc))
  return doc
}

/** Time that may have freed without a visit changing (a block, working hours): the sweep looks at every entry. */
async function queueSweep(req: PayloadRequest) {
  const today = new Date(Date.now() - 24 * 60 * MINUTE).toISOString().slice(0, 10)
  if (await anyoneWaiting(req.payload, null, today, req))
    await req.payload.jobs.queue({ task: 'waitlistSweep', input: {}, req })
}

export const sweepOnChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'update') await queueSweep(req)
  return doc
}

export const sweepOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await queueSweep(req)
  return doc
}
