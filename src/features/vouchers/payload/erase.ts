import type { Where } from 'payload'

import type { ClientEraser } from '@/platform/privacy/erase'

/**
 * Gift vouchers forget an erased client: as the buyer (their name, phone and email, and the message
 * they wrote) and as the recipient (the name and phone they were sent to). The vouchers themselves
 * stay, with their codes and balances: whoever holds one can still spend it.
 */
export const eraseVoucherPeople: ClientEraser = async (payload, client, req) => {
  const o = { overrideAccess: true, req, depth: 0 } as const
  const bought: Where[] = [{ buyer: { equals: client.id } }]
  if (client.phone) bought.push({ buyerPhone: { equals: client.phone } })
  if (client.email) bought.push({ buyerEmail: { equals: client.email } })
  await payload.update({
    collection: 'vouchers',
    where: { or: bought },
    data: { buyerName: null, buyerPhone: null, buyerEmail: null, message: null },
    ...o,
  })
  if (client.phone)
    await payload.update({
      collection: 'vouchers',
      where: { recipientPhone: { equals: client.phone } },
      data: { recipientName: null, recipientPhone: null, message: null },
      ...o,
    })
}
