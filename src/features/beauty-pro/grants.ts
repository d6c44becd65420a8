/**
 * The signed-in clients' tokens at the outside booking system, kept server-side in the
 * `provider-grants` collection: one row per client, the value sealed with AES-256-GCM under a key
 * derived from PAYLOAD_SECRET, so a copy of the database does not hand out anyone's tokens.
 * Written at sign-in and when the tokens are renewed, removed at sign-out.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export interface GrantStore<T> {
  get(clientId: string): Promise<T | null>
  put(clientId: string, grant: T): Promise<void>
  remove(clientId: string): Promise<void>
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('parlour:provider-grants:v1').digest()

export function seal(secret: string, value: unknown): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')
}

/** The sealed value, or null when it was sealed under another secret or tampered with. */
export function unseal<T>(secret: string, sealed: string): T | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!)
    decipher.setAuthTag(tag!)
    return JSON.parse(Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')) as T
  } catch {
    return null
  }
}

export function payloadGrantStore<T>(payload: Payload, provider: string, secret: string): GrantStore<T> {
  const find = async (clientId: string) =>
    (
      await payload.find({
        collection: 'provider-grants',
        where: { client: { equals: Number(clientId) } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        pagination: false,
      })
    ).docs[0]
  return {
    async get(clientId) {
      if (!/^\d+$/.test(clientId)) return null
      const row = await find(clientId)
      return row && row.provider === provider ? unseal<T>(secret, row.sealed) : null
    },
    async put(clientId, grant) {
      const data = { client: Number(clientId), provider, sealed: seal(secret, grant) }
      const row = await find(clientId)
      if (row) await payload.update({ collection: 'provider-grants', id: row.id, data, overrideAccess: true })
      else {
        try {
          await payload.create({ collection: 'provider-grants', data, overrideAccess: true })
        } catch (error) {
          // Two sign-ins of one client raced: the other row stands; this one overwrites it.
          const again = await find(clientId)
          if (!again) throw error
          await payload.update({ collection: 'provider-grants', id: again.id, data, overrideAccess: true })
        }
      }
    },
    async remove(clientId) {
      if (!/^\d+$/.test(clientId)) return
      await payload.delete({
        collection: 'provider-grants',
        where: { client: { equals: Number(clientId) } },
        overrideAccess: true,
      })
    },
  }
}
