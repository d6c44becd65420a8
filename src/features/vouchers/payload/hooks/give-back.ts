import { APIError, type CollectionAfterChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { payloadVoucherStore } from '../../engine/payload-store'
import { giveBackForVisit } from '../../use-cases/visit-part'

/**
 * On `appointments` (booking's collection): a visit a gift voucher paid part of, once cancelled,
 * gives the voucher its money back in the same transaction (use-cases/visit-part.ts). Only the
 * client's own late cancellation of a booked visit keeps its fee; a hold let go or left unpaid, a
 * cancellation in time, by the salon or in the admin gives everything back.
 */
export const giveBackOnCancel: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context, operation }) => {
  if (operation !== 'update' || doc.state !== 'cancelled' || !previousDoc || previousDoc.state === 'cancelled')
    return doc
  const now = context?.now instanceof Date ? context.now : new Date()
  await giveBackForVisit(payloadVoucherStore(req.payload, req), {
    visitId: String(doc.id),
    start: new Date(doc.start),
    now,
    lateByClient: context?.by === 'client' && previousDoc.state !== 'reserved',
  })
  return doc
}

/**
 * A visit a voucher paid on is never deleted — it is cancelled — so the voucher's ledger always
 * names it (SQLite gives a deleted row's id to the next new row).
 */
export const keepVisitsWithVouchers: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'voucher-movements',
    where: { visitId: { equals: String(id) } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(
      'A gift voucher paid on this visit, so it cannot be deleted. Cancel it instead.',
      409,
      undefined,
      true,
    )
}
