import type { Payload, PayloadRequest } from 'payload'

/** Marks the client's open requests of `kind` done (the hook dates them): they were just answered. */
export async function closeOpenRequests(
  payload: Payload,
  client: number,
  kind: 'access' | 'erasure',
  req?: PayloadRequest,
): Promise<void> {
  await payload.update({
    collection: 'data-requests',
    where: { and: [{ client: { equals: client } }, { kind: { equals: kind } }, { status: { equals: 'open' } }] },
    data: { status: 'done' },
    overrideAccess: true,
    req,
    depth: 0,
  })
}
