/**
 * `npm run backup`: writes a consistent copy of the database (SQLite `VACUUM INTO`, PostgreSQL
 * `pg_dump`) and the media folder into a new folder of BACKUP_DIR (default data/backups) with a
 * manifest of counts and checksums, then keeps the newest BACKUP_KEEP (default 14). The site may
 * keep running and taking bookings meanwhile. The last line before `done` names the backup.
 */
import { createBackup } from '@/features/backup'

import { backupEnv } from './lib/backup-env'
import { run } from './lib/cli'

run('backup', async () => {
  if (process.argv.length > 2)
    throw new Error('Usage: npm run backup (it takes no arguments; see BACKUP_DIR and BACKUP_KEEP)')
  const env = backupEnv()
  const log = (line: string) => console.log(`[backup] ${line}`)
  const { folder, manifest, pruned } = await createBackup(env, { log })
  if (pruned.length) log(`removed ${pruned.length} older backup(s), keeping the newest ${env.backup.keep}`)
  log(
    `counts: ${Object.entries(manifest.counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  )
  log(`written: ${folder}`)
})
