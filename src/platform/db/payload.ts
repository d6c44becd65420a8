import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API, initialised once per process. Only Payload glue uses it (eslint.config.mjs). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
