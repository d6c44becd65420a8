import type { ClientEraser } from '@/platform/privacy/erase'

/**
 * An erased client leaves no waitlist entries: they are deleted, and a time still held for one of
 * their offers is let go (the hold has no client: nobody else could book it until it ran out).
 */
export const eraseWaitlistEntries: ClientEraser = async (payload, client, req) => {
  const o = { overrideAccess: true, req, depth: 0 } as const
  const { docs } = await payload.find({
    collection: 'waitlist-entries',
    where: { client: { equals: client.id } },
    pagination: false,
    select: { offer: true },
    ...o,
  })
  if (!docs.length) return
  const holds = docs.map((d) => d.offer?.visit).filter((v): v is number => typeof v === 'number')
  await payload.delete({ collection: 'waitlist-entries', where: { client: { equals: client.id } }, ...o })
  if (holds.length)
    await payload.delete({
      collection: 'appointments',
      where: { and: [{ id: { in: holds } }, { state: { equals: 'reserved' } }, { client: { exists: false } }] },
      ...o,
    })
}
