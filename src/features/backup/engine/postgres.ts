/**
 * PostgreSQL: the copy is `pg_dump --format=custom`. pg_dump reads inside one repeatable-read
 * transaction, so the copy is the database at one moment while the site goes on writing; here that
 * moment is exported from a transaction of our own (`pg_export_snapshot`) and handed to pg_dump
 * (`--snapshot`), so the rows counted for the manifest are exactly the rows in the dump. Restore is
 * `pg_restore` in one transaction. The binaries come from PG_BIN, else the newest
 * /usr/lib/postgresql/<version>/bin, else PATH; pg_dump must be as new as the server.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

/** A PostgreSQL program: PG_BIN, else the newest installed version's, else whatever PATH finds. */
export function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  const dirs: string[] = []
  if (process.env.PG_BIN) dirs.push(process.env.PG_BIN)
  const base = '/usr/lib/postgresql'
  if (existsSync(base))
    for (const v of readdirSync(base).sort((a, b) => Number(b) - Number(a))) dirs.push(path.join(base, v, 'bin'))
  for (const dir of dirs) if (existsSync(path.join(dir, name))) return path.join(dir, name)
  return name
}

/**
 * The address for libpq without its password, and the password for PGPASSWORD: a password on a
 * command line is visible to every user of the machine.
 */
function libpq(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

function runProgram(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${path.basename(program)} was not found: install PostgreSQL's client programs (e.g. apt-get install postgresql-client) or set PG_BIN to their folder.`,
            )
          : error,
      ),
    )
    child.on('close', (code) => {
      if (code === 0) resolve()
      else
        reject(
          new Error(
            `${path.basename(program)} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`,
          ),
        )
    })
  })
}

const quoteName = (s: string) => `"${s.replace(/"/g, '""')}"`

async function tableCounts(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  const counts: Record<string, number> = {}
  for (const { tablename } of rows) {
    const r = await client.query<{ n: string }>(`SELECT count(*) AS n FROM public.${quoteName(tablename)}`)
    counts[tablename] = Number(r.rows[0]!.n)
  }
  return counts
}

async function connected<T>(databaseUrl: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    return await body(client)
  } finally {
    await client.end()
  }
}

/** Dumps the database into `target` and counts its rows, both as of one snapshot. */
export function copyPostgres(databaseUrl: string, target: string): Promise<Record<string, number>> {
  return connected(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
      const { dbname, env } = libpq(databaseUrl)
      await runProgram(
        pgProgram('pg_dump'),
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0]!.id}`,
          `--file=${target}`,
          `--dbname=${dbname}`,
        ],
        env,
      )
      return await tableCounts(client)
    } finally {
      await client.query('COMMIT')
    }
  })
}

/** Whether the database holds no table, view, sequence or type of its own in the public schema. */
export function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  return connected(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public')
            + (SELECT count(*) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
               WHERE n.nspname = 'public' AND t.typtype IN ('e', 'c', 'd') AND t.typrelid = 0) AS n`,
    )
    return Number(rows[0]!.n) === 0
  })
}

/** Where the replaced schema waits while a forced restore runs, until the restore has succeeded. */
const SET_ASIDE = 'parlour_before_restore'

/**
 * Restores the dump into the database at `databaseUrl`, in one transaction. With `replace`, the
 * public schema is first set aside under another name and a new one made; a restore that fails
 * puts the old schema back, one that succeeds drops it: the database ends as it was or as restored.
 */
export async function restorePostgres(
  dump: string,
  databaseUrl: string,
  replace: boolean,
): Promise<Record<string, number>> {
  const sql = (statements: string) =>
    connected(databaseUrl, async (client) => {
      await client.query(`BEGIN; ${statements}; COMMIT`)
    })
  if (replace)
    await sql(
      `DROP SCHEMA IF EXISTS ${SET_ASIDE} CASCADE; ALTER SCHEMA public RENAME TO ${SET_ASIDE}; CREATE SCHEMA public`,
    )
  const { dbname, env } = libpq(databaseUrl)
  try {
    await runProgram(
      pgProgram('pg_restore'),
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dump],
      env,
    )
  } catch (error) {
    if (replace) await sql(`DROP SCHEMA public CASCADE; ALTER SCHEMA ${SET_ASIDE} RENAME TO public`)
    throw error
  }
  if (replace) await sql(`DROP SCHEMA ${SET_ASIDE} CASCADE`)
  return connected(databaseUrl, tableCounts)
}
