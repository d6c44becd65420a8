/**
 * Shared by the tsx scripts: one-line error messages and a Payload instance built from the
 * validated configuration.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'

import { ConfigError, getEnv } from '@/platform/env'

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
 * promise is still pending (13 when that promise is a top-level await). That is how the seed
 * ended silently now and then: Node 20 left the import of Payload's configuration pending
 * (`importConfig` below says why and how it is avoided). Should a body be left unsettled again,
 * it ends with 75 (EX_TEMPFAIL) and says so, instead of 0: nothing of its work was committed.
 */
export function run(name: string, body: () => Promise<void>): void {
  let settled = false
  const unfinished = `[${name}] stopped before its work finished: nothing was left to finish it (a module load or a wait that never settled); nothing of it was committed`
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
  const [{ getPayload }, config] = await Promise.all([import('payload'), importConfig()])
  return getPayload({ config })
}

/**
 * Payload's configuration (src/cms/payload.config.ts), imported so that Node 20 settles it.
 *
 * The cause of the scripts' silent ends (exit 0 from `run`'s async body, 13 under a top-level
 * await, nothing printed): Node 20's own module evaluation, not tsx. The config imports
 * `@payloadcms/richtext-lexical`, whose graph reaches Lexical's Node entry points (`lexical`'s and
 * each `@lexical/*` package's `*.node.mjs`), each a top-level `await import()` of its dev or prod
 * build, from many modules at once. Node 20.20 (V8 11.3) then leaves the evaluation pending now
 * and then, with no handle left, and the process ends. Plain `node -e "await
 * import('@payloadcms/richtext-lexical')"` (no tsx) ended with 13 in 13 of 15 runs here; Node
 * 26.10 in 0 of 8. Through tsx with its cache off, loading the config and migrating stalled in 6
 * of 68 runs, the loader's hooks thread idle with no request pending each time (so not tsx's
 * off-thread hooks losing a message).
 *
 * Evaluating `lexical` on its own first, before anything else reaches it, avoids it: plain node 0
 * of 15, the same tsx runs 0 of 156 (scripts/lib/cli.test.ts checks the plain-node case).
 */
export async function importConfig(): Promise<SanitizedConfig> {
  await import('lexical')
  return (await import('@payload-config')).default
}
