import { withoutNames, type ClientEraser } from '@/platform/privacy/erase'

/** The client's own data requests stay (the proof they were answered), with their name out of the notes. */
export const eraseRequestNotes: ClientEraser = async (payload, client, req) => {
  const o = { overrideAccess: true, req, depth: 0 } as const
  const { docs } = await payload.find({
    collection: 'data-requests',
    where: { client: { equals: client.id } },
    pagination: false,
    select: { note: true },
    ...o,
  })
  for (const doc of docs) {
    const note = doc.note ? withoutNames(doc.note, client.names) : doc.note
    if (note !== doc.note) await payload.update({ collection: 'data-requests', id: doc.id, data: { note }, ...o })
  }
}
