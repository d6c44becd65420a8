import type { Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** Payload on the database the integration global setup migrated and seeded (see int-env.ts). */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    return getPayload({ config })
  })()
  return instance
}
