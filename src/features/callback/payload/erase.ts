import type { ClientEraser } from '@/platform/privacy/erase'

/** The last nine digits of a phone: the same for +44 7700 900123 and 07700 900123, or +380… and 0…. */
const tail = (phone: string) => phone.replace(/\D/g, '').slice(-9)

/**
 * Callback requests left with an erased client's phone are deleted: they hold only a name and that
 * phone. The phone is stored as the visitor typed it, so it is matched on its last nine digits.
 */
export const eraseCallbacks: ClientEraser = async (payload, client, req) => {
  if (!client.phone) return
  const { docs } = await payload.find({
    collection: 'callback-requests',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { phone: true },
  })
  const theirs = docs.filter((d) => tail(d.phone) === tail(client.phone!))
  if (!theirs.length) return
  await payload.delete({
    collection: 'callback-requests',
    where: { id: { in: theirs.map((d) => d.id) } },
    overrideAccess: true,
    req,
    depth: 0,
  })
}
