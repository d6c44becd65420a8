/**
 * Shared by the tsx scripts: one-line error messages and a Payload instance built from the
 * validated configuration.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { ConfigError, getEnv } from '@/lib/env'

/** The last line of a script run by `run` that finished its work. */
export const DONE = 'done'

/** Turns an error into one line a person can act on. */
export function explain(error: unknown): string {
  if (error instanceof ConfigError) return error.message
  const e = error as { code?: string; message?: string; cause?: unknown }
  const text = `${e?.message ?? String(error)} ${(e?.cause as { message?: string } | undefined)?.message ?? ''}`
  const code = e?.code ?? (e?.cause as { code?: string } | undefined)?.code
  let where = 'the database'
  try {
    const env = getEnv()
    where =
      env.databaseKind === 'postgres'
        ? `the PostgreSQL database at ${new URL(env.databaseUrl).host}`
        : `the SQLite file ${env.databaseUrl.slice(5)}`
  } catch {
    // configuration itself is broken; keep the generic wording
  }
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(text))
    return `Cannot reach ${where}: connection refused. Is the database server running?`
  if (code === 'ENOTFOUND' || /ENOTFOUND|EAI_AGAIN/.test(text)) return `Cannot reach ${where}: unknown host.`
  if (code === 'ETIMEDOUT' || /timeout/i.test(text)) return `Cannot reach ${where}: the connection timed out.`
  if (code === '28P01' || /password authentication failed/i.test(text))
    return `Cannot sign in to ${where}: wrong user name or password.`
  if (code === '3D000' || /database .* does not exist/i.test(text))
    return `Cannot open ${where}: the database does not exist.`
  if (/SQLITE_CANTOPEN|unable to open (database|connection to local database)|cannot connect to SQLite/i.test(text))
    return `Cannot open ${where}: check that the folder exists and is writable.`
  if (/SQLITE_NOTADB|file is not a database/i.test(text))
    return `Cannot open ${where}: the file is not a SQLite database.`
  return (e?.message ?? String(error)).split('\n')[0] ?? 'Unknown error'
}

/**
 * Runs a script body: on success it prints `[name] done` and exits 0; on failure a one-line
 * explanation and exit 1. It never ends with 0 otherwise. Node ends a process whose event loop has
 * emptied with code 0 even while a promise is still pending, printing nothing. A module load can be
 * left pending that way: with off-thread loader hooks (`module.register`, which tsx uses on Node
 * 20), when the hooks thread runs out of work with a load unanswered, Node answers it "never
 * settles" — an `import()` then ends the process with 0, silently, and a static import with 13
 * ("unsettled top-level await"): the two silent ends the seed had (exit 0; exit 13 while Lexical
 * was loaded statically). So a script that ends before its body settled says so and exits 1, and
 * its callers look for the `done` line as well as the exit code (`npm start` must never build on
 * an unprepared database).
 */
export function run(name: string, body: () => Promise<void>): void {
  let settled = false
  const unfinished = `[${name}] stopped before its work finished: nothing was left to finish it (a module load or a wait that never settled); run it again`
  // The event loop emptied with the body still pending.
  process.once('beforeExit', () => {
    if (settled) return
    console.error(unfinished)
    process.exit(1)
  })
  // Something called process.exit(0) with the body still pending (e.g. the loader's thread ending).
  process.once('exit', (code) => {
    if (settled || code !== 0) return
    console.error(unfinished)
    process.exitCode = 1
  })
  body()
    .then(() => {
      settled = true
      // The completion mark scripts/lib/bootstrap.mjs `mustFinish` checks, then the line people read.
      if (process.env.PARLOUR_DONE_FILE) writeFileSync(process.env.PARLOUR_DONE_FILE, `${name}\n`)
      console.log(`[${name}] ${DONE}`)
      process.exit(0)
    })
    .catch((error: unknown) => {
      settled = true
      console.error(`[${name}] ${explain(error)}`)
      if (process.env.DEBUG_SCRIPTS) console.error(error)
      process.exit(1)
    })
}

/** Validates the configuration first, so a bad setting never surfaces as a stack trace. */
export async function loadPayload(): Promise<Payload> {
  const env = getEnv()
  if (env.databaseKind === 'sqlite') {
    // A fresh clone has no data/ folder yet; make the SQLite file's folder when it can be made.
    const file = env.databaseUrl.slice('file:'.length)
    try {
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    } catch {
      // connecting will fail with a clear message
    }
  }
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  return getPayload({ config })
}
