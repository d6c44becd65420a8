/**
 * `npm run restore -- <backup> [--force]`: a backup of `npm run backup` back into the database
 * (DATABASE_URL) and media folder (MEDIA_DIR) (scripts/restore.ts).
 */
import { ensureDependencies, main, mustFinish } from './lib/bootstrap.mjs'

ensureDependencies()
await main(async () => {
  mustFinish('the restore', 'scripts/restore.ts', process.argv.slice(2))
})
