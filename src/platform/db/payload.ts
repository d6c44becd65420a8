import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API, initialised once per process. Only `lib/cms` uses it. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
