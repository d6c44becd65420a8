/**
 * V8 explicit compile hints for the JavaScript every public page runs while it loads.
 *
 * Chrome (136 and later) compiles every function of a script whose first line is the magic comment
 * below eagerly, on a background thread while the script streams in. Without it, V8 compiles each
 * function on the main thread the first time it is called: for React, Next's router and our
 * islands that is the start-up and hydration of every page, measured as most of the page's total
 * blocking time (decision 0018). Other browsers read the line as a comment.
 *
 * The chunks are the first-load chunks of the site's routes, as the build records them in
 * `<distDir>/diagnostics/route-bundle-stats.json`. Chunks that only the staff admin loads are left
 * as built (several megabytes, most of it never called on a given screen); the ones it shares with
 * the site, React and the runtime among them, are marked.
 */
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The first-load chunk paths (relative to `root`) of every route outside the admin, or null when
 * the build left no record of them.
 */
export function startupChunks(root, distDir) {
  const file = path.join(root, distDir, 'diagnostics', 'route-bundle-stats.json')
  if (!existsSync(file)) return null
  const stats = JSON.parse(readFileSync(file, 'utf8'))
  const chunks = new Set()
  for (const entry of stats) {
    if (entry.route.startsWith('/admin')) continue
    for (const chunk of entry.firstLoadChunkPaths ?? []) if (chunk.endsWith('.js')) chunks.add(chunk)
  }
  return [...chunks].sort()
}

/**
 * Puts the compile hint on the first line of each startup chunk (once). Returns the chunks marked,
 * or null when the build left no record to find them by (the pages then work, only slower to start).
 */
export function markStartupChunks(root, distDir) {
  const chunks = startupChunks(root, distDir)
  if (chunks === null) return null
  const marked = []
  for (const chunk of chunks) {
    const file = path.join(root, chunk)
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + source)
    marked.push(chunk)
  }
  return marked
}

/** One line for the build log. */
export function hintsReport(marked) {
  return marked === null
    ? 'compile hints skipped: the build wrote no diagnostics/route-bundle-stats.json (see decision 0018)'
    : `compile hints on ${marked.length} startup chunks`
}

// `npm run build` runs this file after `next build`: node scripts/lib/compile-hints.mjs
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, '..', '..')
  console.log(hintsReport(markStartupChunks(root, process.env.NEXT_DIST_DIR || '.next')))
}
