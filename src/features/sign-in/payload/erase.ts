import type { ClientEraser } from '@/platform/privacy/erase'

/**
 * Sign-in forgets an erased client: their sessions end (signed out everywhere), their codes go, and
 * the send limits counted under their phone are dropped with it.
 */
export const eraseSignIn: ClientEraser = async (payload, client, req) => {
  const o = { overrideAccess: true, req, depth: 0 } as const
  await payload.delete({ collection: 'sessions', where: { client: { equals: client.id } }, ...o })
  if (!client.phone) return
  await payload.delete({ collection: 'auth-codes', where: { phone: { equals: client.phone } }, ...o })
  await payload.delete({ collection: 'rate-limits', where: { key: { contains: client.phone } }, ...o })
}
