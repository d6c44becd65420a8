/** Whether the content the seed writes is there, and deleting it all for a reset. */
import type { CollectionSlug, Payload, PayloadRequest, RequestContext } from 'payload'

import type { Log } from './writer'

/** Collections the seed fills, in the order they are deleted on a reset (dependants first). */
const CONTENT_ORDER: CollectionSlug[] = [
  'reviews',
  'booking-requests',
  'appointments',
  'booking-slots',
  'sessions',
  'auth-codes',
  'clients',
  'sms-messages',
  'services',
  'employees',
  'articles',
  'vacancies',
  'pages',
  'services-categories',
  'skills',
  'skills-categories',
  'positions',
  'employees-categories',
  'articles-categories',
  'salons',
  'salons-categories',
  'media',
]

export async function isDatabaseEmpty(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  for (const collection of ['services-categories', 'services', 'pages', 'salons'] as const) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true, req })
    if (totalDocs > 0) return false
  }
  return true
}

export async function wipeContent(payload: Payload, log: Log = () => {}, req?: PayloadRequest): Promise<void> {
  const context: RequestContext = { disableRevalidate: true }
  for (const collection of CONTENT_ORDER) {
    const result = await payload.delete({
      collection,
      where: { id: { exists: true } },
      overrideAccess: true,
      req,
      context,
    })
    log(`deleted ${result.docs.length} ${collection}`)
  }
}
