import { APIError, type CollectionAfterChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { giveBalanceBack } from '../../engine/balance-parts'

/**
 * On `appointments` (booking's collection): a visit the client's balance paid part of, once
 * cancelled, gives it back onto the balance in the same transaction (decision 0039). Only the
 * client's own late cancellation of a booked visit keeps its fee; a hold let go or left unpaid, a
 * cancellation in time, by the salon or in the admin gives everything back.
 */
export const balanceBackOnCancel: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context, operation }) => {
  if (operation !== 'update' || doc.state !== 'cancelled' || !previousDoc || previousDoc.state === 'cancelled')
    return doc
  await giveBalanceBack(req.payload, req, {
    visitId: String(doc.id),
    start: new Date(doc.start),
    now: context?.now instanceof Date ? context.now : new Date(),
    lateByClient: context?.by === 'client' && previousDoc.state !== 'reserved',
  })
  return doc
}

/** A visit the balance paid on is never deleted — it is cancelled — so the ledger always names it. */
export const keepVisitsWithBalance: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'client-ledger',
    where: { visitId: { equals: String(id) } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(
      'The client’s balance paid on this visit, so it cannot be deleted. Cancel it instead.',
      409,
      undefined,
      true,
    )
}
