import type { Payload } from 'payload'
import { inject } from 'vitest'

import { INT_SECRET } from './int-global-setup'

let instance: Promise<Payload> | undefined

/** Payload on the database the integration global setup migrated and seeded. */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    process.env.DATABASE_URL = inject('databaseUrl')
    process.env.MEDIA_DIR = inject('mediaDir')
    process.env.PAYLOAD_SECRET = INT_SECRET
    process.env.DEMO_CONTENT = 'on'
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    return getPayload({ config })
  })()
  return instance
}
