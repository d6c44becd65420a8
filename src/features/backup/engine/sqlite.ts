/**
 * SQLite: the copy is `VACUUM INTO` on a connection of its own. It reads the database inside one
 * read transaction, so the copy is the database as it was at one moment, while the site goes on
 * writing (WAL mode: a reader never holds up a writer). The online backup API is not there to use:
 * the `libsql` driver Payload's SQLite adapter runs on answers `backup()` with "not implemented".
 */
import { existsSync, statSync } from 'node:fs'
import { copyFile, mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import Database from 'libsql'

/** The file a `file:` DATABASE_URL names (query options dropped), resolved from the working folder. */
export function sqliteFile(databaseUrl: string): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), databaseUrl.slice('file:'.length).replace(/\?.*$/, ''))
}

const quoteText = (s: string) => `'${s.replace(/'/g, "''")}'`
const quoteName = (s: string) => `"${s.replace(/"/g, '""')}"`

type Db = InstanceType<typeof Database>

/** The first column of each row (the driver has no `pluck`). */
const column = (db: Db, sql: string) => (db.prepare(sql).raw(true).all() as unknown[][]).map((row) => row[0])

function open(file: string) {
  const db = new Database(file)
  // The site may hold the write lock for a moment; a reader waits for the schema lock at most this long.
  db.pragma('busy_timeout = 10000')
  return db
}

/** Rows in each table of a SQLite file (SQLite's own tables left out). */
export function sqliteTableCounts(file: string): Record<string, number> {
  const db = open(file)
  try {
    const tables = column(
      db,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
    ) as string[]
    const counts: Record<string, number> = {}
    for (const t of tables) counts[t] = Number(column(db, `SELECT count(*) FROM ${quoteName(t)}`)[0])
    return counts
  } finally {
    db.close()
  }
}

/** Copies the live database at `databaseUrl` into `target` (a new file), checks the copy, and counts its rows. */
export function copySqlite(databaseUrl: string, target: string): Record<string, number> {
  const source = sqliteFile(databaseUrl)
  if (!existsSync(source)) throw new Error(`There is no SQLite database at ${source} to back up (DATABASE_URL).`)
  const db = open(source)
  try {
    db.exec(`VACUUM INTO ${quoteText(target)}`)
  } finally {
    db.close()
  }
  const check = open(target)
  try {
    const result = column(check, 'PRAGMA integrity_check')[0]
    if (result !== 'ok')
      throw new Error(`The copy of the SQLite database failed its integrity check: ${String(result)}`)
  } finally {
    check.close()
  }
  return sqliteTableCounts(target)
}

/** Whether the SQLite file is missing, empty or holds no table. */
export function sqliteIsEmpty(databaseUrl: string): boolean {
  const file = sqliteFile(databaseUrl)
  if (!existsSync(file) || statSync(file).size === 0) return true
  return Object.keys(sqliteTableCounts(file)).length === 0
}

/**
 * Puts the backup's copy where DATABASE_URL points: written beside it under another name, then
 * renamed over it, so the database is either the old one or the whole copy. With `replace`, the
 * old file and its WAL and shared-memory files go first.
 */
export async function restoreSqlite(copy: string, databaseUrl: string): Promise<Record<string, number>> {
  const file = sqliteFile(databaseUrl)
  await mkdir(path.dirname(file), { recursive: true })
  const incoming = `${file}.restoring`
  await copyFile(copy, incoming)
  for (const suffix of ['-wal', '-shm', '-journal']) await rm(file + suffix, { force: true })
  await rename(incoming, file)
  return sqliteTableCounts(file)
}
