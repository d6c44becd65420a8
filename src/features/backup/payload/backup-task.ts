/**
 * The daily backup (BACKUP_DIR set, src/platform/jobs/crons.ts): the job runs `npm run backup`'s
 * script in a child process, the very program an operator runs by hand. In a process of its own, a
 * large SQLite copy (`VACUUM INTO` is synchronous in the driver) never stalls the site's requests,
 * and neither the SQLite driver nor pg_dump's plumbing is bundled into the server.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import type { TaskConfig } from 'payload'

import { getEnv } from '@/platform/env'
import { backupSchedule } from '@/platform/jobs/crons'

/** Runs scripts/backup.ts from the app's folder with this process's configuration; its last lines on success. */
export function runBackupScript(): Promise<string> {
  const root = /*turbopackIgnore: true*/ process.cwd()
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/backup.ts'], {
      cwd: root,
      env: { ...process.env, PARLOUR_DONE_FILE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const lines = out.trim().split('\n')
      const written = lines.find((l) => l.startsWith('[backup] written: '))
      if (code === 0 && written) resolve(written.slice('[backup] written: '.length))
      else reject(new Error(`The backup failed (exit ${code}): ${lines.slice(-2).join(' ')}`))
    })
  })
}

export const backupTask: TaskConfig<'backup'> = {
  slug: 'backup',
  label: 'Backup (database and media)',
  // A failed night is tried again once; the next day's run comes regardless.
  retries: 1,
  schedule: backupSchedule(getEnv()),
  outputSchema: [{ name: 'folder', type: 'text' }],
  handler: async () => ({ output: { folder: await runBackupScript() } }),
}
