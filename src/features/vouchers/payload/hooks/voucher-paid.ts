import type { CollectionAfterChangeHook } from 'payload'

/**
 * On `payment-requests` (payments' collection): when the Stripe page of a voucher bought online is
 * reported paid, the voucher becomes the buyer's — paid, loaded in its ledger — in the same
 * transaction, and its code is texted to the buyer (and to the recipient, when their day is
 * today). A second report of the same payment changes nothing (the loading row's key is unique). A page left to expire unpaid takes its voucher with it.
 */
export const voucherPaid: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.purpose !== 'voucher' || doc.state === previousDoc?.state) return doc
  const o = { overrideAccess: true, depth: 0, req } as const
  if (doc.state === 'expired') {
    // The page was left unpaid: the voucher it would have paid for never held anything; it goes.
    await req.payload.delete({
      collection: 'vouchers',
      where: { and: [{ paymentRequest: { equals: String(doc.id) } }, { paidAt: { exists: false } }] },
      ...o,
    })
    return doc
  }
  if (doc.state !== 'paid') return doc
  const { docs } = await req.payload.find({
    collection: 'vouchers',
    where: { paymentRequest: { equals: String(doc.id) } },
    limit: 1,
    ...o,
  })
  const voucher = docs[0]
  if (!voucher || voucher.paidAt) return doc
  const at = new Date().toISOString()
  await req.payload.update({ collection: 'vouchers', id: voucher.id, data: { paidAt: at, status: 'sold' }, ...o })
  await req.payload.create({
    collection: 'voucher-movements',
    data: {
      voucher: voucher.id,
      kind: 'issue',
      amount: voucher.amount,
      remainingAfter: voucher.remaining,
      client: voucher.buyer ?? null,
      key: `issue:${voucher.code}`,
      note: 'Bought online',
      at,
    },
    ...o,
  })
  await req.payload.jobs.queue({ task: 'voucherSms', input: { voucher: voucher.id, to: 'buyer' }, req })
  // Its recipient's day is today (or none was chosen): their text goes now; a later day's goes
  // with the sweep that morning (engine/voucher-sms.ts).
  if (voucher.recipientPhone && (!voucher.sendOn || new Date(voucher.sendOn).getTime() <= Date.parse(at)))
    await req.payload.jobs.queue({ task: 'voucherSms', input: { voucher: voucher.id, to: 'recipient' }, req })
  return doc
}
