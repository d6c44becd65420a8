/**
 * The daily backup job and restore's refusals, on the integration database (SQLite with `--only=int`,
 * PostgreSQL with `--only=pg`). The job runs `npm run backup`'s script as the server's queue would; the
 * restores go into a database of their own. Backups under load and a restored site started and
 * smoke-tested are in tests/backup (the `backup` stage).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  backupsOldestFirst,
  manifestSchema,
  restoreBackup,
  RestoreRefused,
  type BackupManifest,
} from '@/features/backup'
import { getEnv } from '@/platform/env'

import { testPayload } from '../helpers/payload'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-backup-job-'))
const backupDir = path.join(tmp, 'backups')
beforeAll(() => {
  // The job's script reads them from the environment it inherits, as on a server.
  vi.stubEnv('BACKUP_DIR', backupDir)
  vi.stubEnv('BACKUP_KEEP', '2')
})
afterAll(() => {
  vi.unstubAllEnvs()
  rmSync(tmp, { recursive: true, force: true })
})

/**
 * Queues the backup task and runs its queue, as the daily schedule does: how the run ended, and the
 * backup it wrote (the newest in BACKUP_DIR; a completed job is deleted, its output with it).
 */
async function runBackupJob() {
  const payload = await testPayload()
  const job = await payload.jobs.queue({ task: 'backup', queue: 'backup', input: {} })
  const run = await payload.jobs.run({ queue: 'backup', limit: 1 })
  const newest = existsSync(backupDir) ? backupsOldestFirst(readdirSync(backupDir)).at(-1) : undefined
  return { status: run.jobStatus?.[String(job.id)]?.status, folder: newest && path.join(backupDir, newest) }
}

/** A new empty database beside the integration one: a file, or a database on the same PostgreSQL server. */
async function emptyDatabase(name: string): Promise<string> {
  const { databaseUrl, databaseKind } = getEnv()
  if (databaseKind === 'sqlite') return `file:${path.join(tmp, name, 'parlour.db')}`
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const restoreEnv = (databaseUrl: string, mediaDir: string) => ({
  databaseUrl,
  databaseKind: getEnv().databaseKind,
  mediaDir,
  backup: { dir: backupDir, keep: 2, daily: true },
})

describe('the daily backup job', () => {
  let manifest: BackupManifest
  let folder: string

  it('writes a backup of the database and the media with counts and checksums, keeping the newest BACKUP_KEEP', async () => {
    const payload = await testPayload()
    const appointments = (await payload.count({ collection: 'appointments', overrideAccess: true })).totalDocs
    const clients = (await payload.count({ collection: 'clients', overrideAccess: true })).totalDocs

    const jobs = [await runBackupJob(), await runBackupJob(), await runBackupJob()]
    expect(jobs.map((j) => j.status)).toEqual(['success', 'success', 'success'])
    expect(new Set(jobs.map((j) => j.folder)).size).toBe(3)
    folder = jobs[2]!.folder!
    // Three runs, two kept: the newest two.
    const kept = readdirSync(backupDir).sort()
    expect(kept).toHaveLength(2)
    expect(kept.map((k) => path.join(backupDir, k))).toContain(folder)
    expect(kept).not.toContain(path.basename(jobs[0]!.folder!))

    manifest = manifestSchema.parse(JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')))
    expect(manifest.database.kind).toBe(getEnv().databaseKind)
    expect(manifest.counts).toMatchObject({ appointments, clients })
    expect(manifest.database.tables.appointments).toBe(appointments)
    expect(manifest.media.files.length).toBeGreaterThan(0)
    expect(manifest.counts.mediaFiles).toBe(manifest.media.files.length)
  })

  it('restores into an empty database, refuses one holding data unless forced, and refuses a damaged backup', async () => {
    const target = restoreEnv(await emptyDatabase('parlour_restore_job'), path.join(tmp, 'restored-media'))
    const first = await restoreBackup(target, folder)
    expect(first.replaced).toBe(false)
    expect(readdirSync(target.mediaDir).length).toBeGreaterThan(0)

    const refused = restoreBackup(target, folder)
    await expect(refused).rejects.toBeInstanceOf(RestoreRefused)
    await expect(refused).rejects.toThrow(/already hold data\. .*add --force to replace/)

    const forced = await restoreBackup(target, path.basename(folder), { force: true })
    expect(forced.replaced).toBe(true)

    // One byte changed in one image: nothing is restored, and the message names the file.
    const image = manifest.media.files[0]!
    const file = path.join(folder, image.path)
    const bytes = readFileSync(file)
    bytes[0] = bytes[0]! ^ 0xff
    writeFileSync(file, bytes)
    await expect(restoreBackup(target, folder, { force: true })).rejects.toThrow(
      new RegExp(`is damaged: ${image.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} does not match`),
    )
    await expect(restoreBackup(target, path.join(tmp, 'nowhere'))).rejects.toThrow(/No backup called/)
  })
})
