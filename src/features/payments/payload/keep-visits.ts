import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A visit with payment records is never deleted — it is cancelled — so its money always names it
 * (SQLite gives a deleted row's id to the next new row, which would inherit another visit's money).
 */
export const keepVisitsWithMoney: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'payment-requests',
    where: { visitId: { equals: String(id) } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(
      'This visit has payment records, so it cannot be deleted. Cancel it instead.',
      409,
      undefined,
      true,
    )
}
