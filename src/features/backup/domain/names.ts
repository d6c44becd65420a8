/**
 * Backups' folder names and which of them to keep. Pure: no disk, no clock of its own.
 *
 * A backup is a folder `parlour-<UTC time>` (e.g. `parlour-2026-11-26T03-17-00-123Z`): the names sort
 * as the times do, and a folder still being written carries a leading dot and a `.partial` ending
 * until it is complete, so nothing half-written is ever taken for a backup.
 */

const PREFIX = 'parlour-'
const NAME = /^parlour-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/

/** The folder name of a backup begun at `at`. */
export function backupName(at: Date): string {
  return PREFIX + at.toISOString().replace(/[:.]/g, '-')
}

/** Where a backup is written before it is complete. */
export const partialName = (name: string) => `.${name}.partial`

export const isBackupName = (name: string) => NAME.test(name)

/** The complete backups among a folder's entries, oldest first. */
export function backupsOldestFirst(entries: readonly string[]): string[] {
  return entries.filter(isBackupName).sort()
}

/** The backups to delete so that the newest `keep` remain. */
export function toPrune(entries: readonly string[], keep: number): string[] {
  const backups = backupsOldestFirst(entries)
  return backups.slice(0, Math.max(0, backups.length - Math.max(1, keep)))
}
