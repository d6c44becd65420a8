/**
 * Shared by the tsx scripts: one-line error messages and a Payload instance built from the
 * validated configuration.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { ConfigError, getEnv } from '@/lib/env'

import { STALLED } from './bootstrap.mjs'

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
 * Runs a script body: on success it leaves its completion mark (PARLOUR_DONE_FILE, for
 * scripts/lib/bootstrap.mjs `mustFinish`), prints `[name] done` and exits 0; on failure it prints
 * a one-line explanation and exits 1. It never ends with 0 otherwise.
 *
 * Node ends a process whose event loop has emptied, with 0 and printing nothing, even while a
 * promise is still pending (13 when that promise is a top-level await). Under tsx on Node 20 an
 * `import()` now and then never settles with nothing else left running: the seed's silent ends
 * (0 from this async body; 13 when Lexical was imported statically). Reproduced by loading Payload
 * through tsx with its cache off (TSX_DISABLE_CACHE=1, every file compiled by esbuild in tsx's
 * off-thread loader hooks) on this busy machine: 3 in about 45 runs, a pending import and no
 * active handle left at `beforeExit`. Where the load stalls is not known (a timer keeping the
 * loader's thread alive did not prevent it). So a body left unsettled ends with 75 (EX_TEMPFAIL)
 * and says so: nothing of its work was committed, and running it again is the remedy.
 */
export function run(name: string, body: () => Promise<void>): void {
  let settled = false
  const unfinished = `[${name}] stopped before its work finished: nothing was left to finish it (a module load or a wait that never settled); run it again`
  // The event loop emptied with the body still pending.
  process.once('beforeExit', () => {
    if (settled) return
    console.error(unfinished)
    process.exit(STALLED)
  })
  // Something called process.exit(0) with the body still pending (e.g. the loader's thread ending).
  process.once('exit', (code) => {
    if (settled || code !== 0) return
    console.error(unfinished)
    process.exitCode = STALLED
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
