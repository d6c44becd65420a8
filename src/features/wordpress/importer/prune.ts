/**
 * Pruning after a whole run: imported items WordPress no longer has are deleted; what Parlour made
 * and the import took over stays, and so does a whole type the site did not list this run.
 */
import type { ImportRun } from './run'
import { COLLECTION, type Listed } from './types'

/** Deletes what each list no longer has, in the order given (what refers to others first). */
export async function prune(run: ImportRun, lists: Listed[]): Promise<void> {
  const { payload, o, dryRun } = run
  for (const { type, known, seen, unread } of lists) {
    if (unread) continue
    for (const [wpId, e] of known)
      if (!seen.has(wpId) && !e.takenOver) {
        try {
          if (!dryRun)
            await run.transaction((req) => payload.delete({ collection: COLLECTION[type], id: e.id, ...o, req }))
          run.summary.types[type].deleted++
          run.log(`${dryRun ? 'would delete' : 'deleted'} ${type} ${wpId}`)
        } catch (error) {
          run.warn(`${type} ${wpId} is gone from WordPress but was kept: ${(error as Error).message}`)
        }
      }
  }
}
