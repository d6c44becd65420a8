/**
 * `npm run restore -- <backup> [--force]`: puts a backup (./backup.ts) back into the database
 * DATABASE_URL names and the media folder MEDIA_DIR. Every checksum is checked before anything is
 * written; a database or media folder that already holds something is refused unless `force` says
 * to replace it; the restored tables must hold the rows the manifest counted.
 */
import { existsSync, statSync } from 'node:fs'
import { mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Env } from '@/platform/env'

import { DATABASE_FILES } from './backup'
import { manifestSchema, MANIFEST_FILE, type BackupManifest } from './domain/manifest'
import { backupsOldestFirst } from './domain/names'
import { copyTree, damaged, emptyFolder, holdsNoFiles } from './engine/files'
import { postgresIsEmpty, restorePostgres } from './engine/postgres'
import { restoreSqlite, sqliteFile, sqliteIsEmpty } from './engine/sqlite'

export type RestoreEnv = Pick<Env, 'databaseUrl' | 'databaseKind' | 'mediaDir' | 'backup'>

/** A restore that was refused before anything was written; its message says why and what to do. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused'
}

/** The backup folder `source` names: a path, a backup's name in BACKUP_DIR, or `latest`. */
export async function findBackup(source: string, backupDir: string): Promise<string> {
  if (source === 'latest') {
    const newest = existsSync(backupDir) ? backupsOldestFirst(await readdir(backupDir)).at(-1) : undefined
    if (!newest) throw new RestoreRefused(`There is no backup in ${backupDir} (BACKUP_DIR).`)
    return path.join(backupDir, newest)
  }
  for (const candidate of [path.resolve(source), path.join(backupDir, source)])
    if (existsSync(path.join(candidate, MANIFEST_FILE))) return candidate
  if (existsSync(source) && statSync(source).isDirectory())
    throw new RestoreRefused(`${path.resolve(source)} is not a complete backup: it has no ${MANIFEST_FILE}.`)
  throw new RestoreRefused(`No backup called ${source} here or in ${backupDir} (BACKUP_DIR).`)
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), 'utf8')))
  if (!parsed.success) throw new RestoreRefused(`${path.join(folder, MANIFEST_FILE)} is not a Parlour backup manifest.`)
  return parsed.data
}

function where(env: RestoreEnv): string {
  return env.databaseKind === 'postgres'
    ? `the PostgreSQL database ${new URL(env.databaseUrl).pathname.slice(1)} at ${new URL(env.databaseUrl).host}`
    : `the SQLite database ${sqliteFile(env.databaseUrl)}`
}

export interface RestoreResult {
  folder: string
  manifest: BackupManifest
  replaced: boolean
}

export async function restoreBackup(
  env: RestoreEnv,
  source: string,
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => {})
  const folder = await findBackup(source, env.backup.dir)
  const manifest = await readManifest(folder)
  const { kind } = manifest.database
  if (kind !== env.databaseKind)
    throw new RestoreRefused(
      `This backup holds a ${kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} database, and DATABASE_URL names ${where(env)}: restore it into a ${kind === 'postgres' ? 'postgres://' : 'file:'} DATABASE_URL.`,
    )
  if (manifest.database.file.path !== DATABASE_FILES[kind])
    throw new RestoreRefused(`${path.join(folder, MANIFEST_FILE)} names an unexpected database file.`)
  const bad = await damaged(folder, [manifest.database.file, ...manifest.media.files])
  if (bad.length)
    throw new RestoreRefused(
      `The backup ${folder} is damaged: ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? ` and ${bad.length - 5} more` : ''} ${bad.length === 1 ? 'does' : 'do'} not match the manifest's checksums. Nothing was restored.`,
    )
  log(`backup ${path.basename(folder)} checked (${manifest.media.files.length + 1} files)`)

  const dbEmpty = kind === 'postgres' ? await postgresIsEmpty(env.databaseUrl) : sqliteIsEmpty(env.databaseUrl)
  const mediaEmpty = await holdsNoFiles(env.mediaDir)
  const occupied = [...(dbEmpty ? [] : [where(env)]), ...(mediaEmpty ? [] : [`the media folder ${env.mediaDir}`])]
  if (occupied.length && !options.force)
    throw new RestoreRefused(
      `Not restored: ${occupied.join(' and ')} already ${occupied.length > 1 ? 'hold' : 'holds'} data. Restore into an empty database and media folder, or add --force to replace what is there (stop the site first).`,
    )

  const file = path.join(folder, manifest.database.file.path)
  const tables =
    kind === 'postgres'
      ? await restorePostgres(file, env.databaseUrl, !dbEmpty)
      : await restoreSqlite(file, env.databaseUrl)
  const differ = Object.entries(manifest.database.tables).filter(([t, n]) => tables[t] !== n)
  if (differ.length)
    throw new Error(
      `The restored database does not hold what the backup counted: ${differ
        .slice(0, 5)
        .map(([t, n]) => `${t} ${tables[t] ?? 'missing'} instead of ${n}`)
        .join(', ')}.`,
    )
  log(`database restored into ${where(env)} (${Object.keys(tables).length} tables, the rows the manifest counted)`)

  await mkdir(env.mediaDir, { recursive: true })
  if (!mediaEmpty) await emptyFolder(env.mediaDir)
  const copied = await copyTree(path.join(folder, 'media'), env.mediaDir, env.mediaDir, '')
  log(`media restored into ${env.mediaDir} (${copied.length} files)`)
  return { folder, manifest, replaced: occupied.length > 0 }
}
