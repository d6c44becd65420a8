/**
 * `npm run backup`: a consistent copy of the database and the media folder into BACKUP_DIR
 * (scripts/backup.ts), installing the dependencies first on a fresh clone.
 */
import { ensureDependencies, main, mustFinish } from './lib/bootstrap.mjs'

ensureDependencies()
await main(async () => {
  mustFinish('the backup', 'scripts/backup.ts', process.argv.slice(2))
})
