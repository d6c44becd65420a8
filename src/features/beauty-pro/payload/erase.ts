import type { ClientEraser } from '@/platform/privacy/erase'

/**
 * The client's keys to Beauty Pro are dropped. Beauty Pro keeps its own record of the client: the
 * data log tells staff to erase them there too.
 */
export const eraseBeautyProGrant: ClientEraser = async (payload, client, req) => {
  const { totalDocs } = await payload.count({
    collection: 'provider-grants',
    where: { client: { equals: client.id } },
    overrideAccess: true,
    req,
  })
  if (!totalDocs) return
  await payload.delete({
    collection: 'provider-grants',
    where: { client: { equals: client.id } },
    overrideAccess: true,
    req,
    depth: 0,
  })
  return async () => 'They were also a client in Beauty Pro: erase them there too.'
}
