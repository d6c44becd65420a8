/**
 * `npm run backup` and the daily backup job: a consistent copy of the database (./engine/sqlite.ts,
 * ./engine/postgres.ts) and the media folder, written to BACKUP_DIR as one folder per backup with a
 * manifest (./domain/manifest.ts), keeping the newest BACKUP_KEEP.
 *
 * The database is copied first, then the media: a file uploaded meanwhile may be in the backup
 * without its row, never a row without its file (unless the file was deleted meanwhile).
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Env } from '@/platform/env'

import { backupName, partialName, toPrune } from './domain/names'
import { headlineCounts, MANIFEST_FILE, type BackupManifest } from './domain/manifest'
import { copyTree, describe } from './engine/files'
import { copyPostgres } from './engine/postgres'
import { copySqlite } from './engine/sqlite'

export type BackupEnv = Pick<Env, 'databaseUrl' | 'databaseKind' | 'mediaDir' | 'backup'>

export const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const
const METHODS = { sqlite: 'VACUUM INTO', postgres: 'pg_dump --format=custom' } as const
/** A `.partial` folder left this long ago was a backup that crashed: it is removed. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000

export interface BackupResult {
  name: string
  folder: string
  manifest: BackupManifest
  pruned: string[]
}

export async function createBackup(
  env: BackupEnv,
  options: { now?: () => Date; log?: (line: string) => void } = {},
): Promise<BackupResult> {
  const now = options.now ?? (() => new Date())
  const log = options.log ?? (() => {})
  const started = now()
  const name = backupName(started)
  const root = env.backup.dir
  if (!path.relative(env.mediaDir, root).startsWith('..'))
    throw new Error(
      `BACKUP_DIR (${root}) is inside MEDIA_DIR (${env.mediaDir}): each backup would copy the ones before it.`,
    )
  const folder = path.join(root, name)
  const partial = path.join(root, partialName(name))
  await mkdir(partial, { recursive: true })
  try {
    const dbFile = DATABASE_FILES[env.databaseKind]
    const target = path.join(partial, dbFile)
    const tables =
      env.databaseKind === 'postgres'
        ? await copyPostgres(env.databaseUrl, target)
        : copySqlite(env.databaseUrl, target)
    log(`database copied (${env.databaseKind}, ${Object.keys(tables).length} tables)`)
    const media = await copyTree(env.mediaDir, path.join(partial, 'media'), partial, 'media')
    log(`media copied (${media.length} files)`)
    const manifest: BackupManifest = {
      format: 'parlour-backup',
      version: 1,
      createdAt: started.toISOString(),
      database: {
        kind: env.databaseKind,
        method: METHODS[env.databaseKind],
        file: await describe(partial, dbFile),
        tables,
      },
      media: { files: media, bytes: media.reduce((n, f) => n + f.bytes, 0) },
      counts: headlineCounts(tables, media.length),
    }
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    await rename(partial, folder)
    const pruned = await prune(root, env.backup.keep, started)
    return { name, folder, manifest, pruned }
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}

/** Deletes the backups beyond the newest `keep`, and what crashed backups left behind over a day ago. */
async function prune(root: string, keep: number, now: Date): Promise<string[]> {
  const entries = await readdir(root)
  const old = toPrune(entries, keep)
  for (const name of old) await rm(path.join(root, name), { recursive: true, force: true })
  for (const entry of entries.filter((e) => e.startsWith('.parlour-') && e.endsWith('.partial'))) {
    const full = path.join(root, entry)
    if (existsSync(full) && now.getTime() - (await stat(full)).mtimeMs > STALE_PARTIAL_MS)
      await rm(full, { recursive: true, force: true })
  }
  return old
}
