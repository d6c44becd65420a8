import type { PayloadRequest } from 'payload'

import { afterCommit } from '@/platform/db/after-commit'

import { liveBus } from './process-bus'

export interface DiaryPlace {
  salon: string
  /** YYYY-MM-DD (salon-local) or ANY_DATE. */
  date: string
}

/**
 * Tells the screens that these salons' dates changed, once `req`'s write is committed (never if it
 * rolls back). Each place is announced once however often a transaction touched it. Failing to tell
 * is logged, never the write's failure: the screens poll while they hear nothing.
 */
export async function publishAfterCommit(req: PayloadRequest | undefined, places: DiaryPlace[]): Promise<void> {
  const unique = new Map(places.filter((p) => p.salon && p.date).map((p) => [`${p.salon}|${p.date}`, p]))
  if (!unique.size) return
  await afterCommit(req, () => {
    for (const { salon, date } of unique.values())
      liveBus()
        .publish(salon, date)
        .catch((error) => console.error('[live] could not announce a change', error))
  })
}
