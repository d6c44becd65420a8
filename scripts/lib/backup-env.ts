import { parseEnv, type Env } from '@/platform/env'

/**
 * The configuration `npm run backup` and `npm run restore` read: the database, the media folder and
 * BACKUP_DIR. They never use PAYLOAD_SECRET, so an operator need not hand it to them.
 */
export function backupEnv(): Env {
  return parseEnv({
    ...process.env,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'not-used-by-backup-or-restore-0000',
  })
}
