/**
 * `npm run restore -- <backup> [--force]`: restores a backup of `npm run backup` (a folder, a
 * backup's name in BACKUP_DIR, or `latest`) into the database DATABASE_URL names and the media
 * folder MEDIA_DIR. Refuses (exit 1, saying why) a database or media folder that already holds
 * data unless `--force` is given; with it, what is there is replaced (stop the site first). Builds
 * made from this database are marked for a rebuild; `npm start` then applies any migrations newer
 * than the backup.
 */
import { restoreBackup } from '@/features/backup'

import { backupEnv } from './lib/backup-env'
import { forgetBuilds } from './lib/builds'
import { run } from './lib/cli'

const USAGE = 'Usage: npm run restore -- <backup folder, name in BACKUP_DIR, or latest> [--force]'

run('restore', async () => {
  const args = process.argv.slice(2)
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--force')
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(', ')}. ${USAGE}`)
  const sources = args.filter((a) => !a.startsWith('--'))
  if (sources.length !== 1) throw new Error(USAGE)
  const env = backupEnv()
  const log = (line: string) => console.log(`[restore] ${line}`)
  const { manifest, replaced } = await restoreBackup(env, sources[0]!, { force: args.includes('--force'), log })
  log(
    `restored the backup of ${manifest.createdAt}${replaced ? ', replacing what was there' : ''}: ${Object.entries(
      manifest.counts,
    )
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  )
  forgetBuilds(log, env.databaseUrl)
})
