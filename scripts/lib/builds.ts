/**
 * Builds made from a database (scripts/lib/bootstrap.mjs ensureBuild), forgotten when that
 * database's content changed outside the running site. No Payload here: `npm run restore` uses it.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

/** Next to a build: the database it was made from (written by ensureBuild in bootstrap.mjs). */
const BUILD_DATABASE_FILE = 'parlour-build-database'

/**
 * After content changed outside the running site (a seed, a reset, an import), the prerendered
 * pages and the content cache of every build made from this database are stale: drop their build
 * stamps and caches so the next start rebuilds. A build that names another database (the
 * end-to-end tests' own) is left alone.
 */
export function forgetBuilds(log: (line: string) => void, databaseUrl?: string): void {
  for (const dir of ['.next', '.next-e2e', '.next-bench']) {
    const root = path.resolve(dir)
    if (!existsSync(root)) continue
    const stamp = path.join(root, BUILD_DATABASE_FILE)
    if (databaseUrl && existsSync(stamp) && !sameDatabase(readFileSync(stamp, 'utf8').trim(), databaseUrl)) continue
    rmSync(path.join(root, 'parlour-build-inputs'), { force: true })
    rmSync(path.join(root, 'cache'), { recursive: true, force: true })
    log(`${dir}: marked for a rebuild`)
  }
}

/** Two database URLs naming the same database (SQLite files compared by their full path). */
function sameDatabase(a: string, b: string): boolean {
  const norm = (url: string) => (url.startsWith('file:') ? `file:${path.resolve(url.slice(5))}` : url)
  return norm(a) === norm(b)
}
