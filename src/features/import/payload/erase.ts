import type { ClientEraser } from '@/platform/privacy/erase'

/** What moving in kept on a client that can tell who they are: the birthday and the date they joined. */
export const eraseImportedDetails: ClientEraser = async (payload, client, req) => {
  await payload.update({
    collection: 'clients',
    id: client.id,
    data: { birthday: null, clientSince: null },
    overrideAccess: true,
    req,
    depth: 0,
  })
}
