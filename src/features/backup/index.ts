/**
 * Backups that restore: `npm run backup` (and the daily job when BACKUP_DIR is set) and
 * `npm run restore -- <backup> [--force]`.
 */
export { createBackup, type BackupEnv, type BackupResult } from './backup'
export { findBackup, readManifest, restoreBackup, RestoreRefused, type RestoreResult } from './restore'
export { MANIFEST_FILE, manifestSchema, type BackupManifest } from './domain/manifest'
export { backupsOldestFirst } from './domain/names'
