import 'server-only'

import type { Payload } from 'payload'

import { serveRedirectsFrom, type RedirectMap } from './table'

import { payloadClient } from '@/platform/db/payload'

/** Every stored redirect, read as a visitor may read them: `from` → `to`. */
export async function readRedirects(payload: Payload): Promise<RedirectMap> {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    select: { from: true, to: true },
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [doc.from, doc.to]))
}

/** Called once when the server starts (src/instrumentation.ts): src/proxy.ts answers the stored redirects. */
export function serveStoredRedirects(): void {
  serveRedirectsFrom(async () => readRedirects(await payloadClient()))
}
