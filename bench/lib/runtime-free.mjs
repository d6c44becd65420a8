/**
 * What public pages would weigh without Next's client runtime (docs/plans/runtime-free-pages.md):
 * the HTML as the server sends it, and the same HTML with Next's script tags, its Turbopack
 * bootstrap, the inlined RSC flight data (`self.__next_f`) and the script preloads removed.
 * The rule is the server's own (`stripNextRuntime` in server/runtime-free.mjs), applied here to
 * every page whether it carries the runtime-free marker or not.
 *
 *   node bench/lib/runtime-free.mjs http://localhost:3000     (a running production server)
 */
import { pathToFileURL } from 'node:url'

import { stripNextRuntime } from '../../server/runtime-free.mjs'
import { compressedSizes } from './bundles.mjs'
import { PAGE_TYPES } from './page-types.mjs'

/** One row per page: sizes of the HTML as sent and without the runtime (raw, gzip-9, brotli-11). */
export async function runtimeFreeSizes(origin, pages = PAGE_TYPES) {
  const rows = []
  for (const locale of ['', '/ua']) {
    for (const page of pages) {
      const response = await fetch(`${origin}${locale}${page.path}`)
      if (!response.ok) throw new Error(`${locale}${page.path} answered ${response.status}`)
      const html = await response.text()
      const stripped = stripNextRuntime(html)
      rows.push({
        name: locale ? `${page.name} (ua)` : page.name,
        path: `${locale}${page.path}`,
        before: compressedSizes(Buffer.from(html)),
        after: compressedSizes(Buffer.from(stripped.html)),
        ...stripped.removed,
      })
    }
  }
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.argv[2] ?? 'http://localhost:3000'
  const kB = (bytes) => (bytes / 1000).toFixed(1)
  console.log('| Page | HTML kB | flight kB | gzip kB | without runtime kB | gzip kB | brotli kB | scripts removed |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const r of await runtimeFreeSizes(origin))
    console.log(
      `| ${r.name} | ${kB(r.before.raw)} | ${kB(r.flightBytes)} | ${kB(r.before.gzip)} | ` +
        `${kB(r.after.raw)} | ${kB(r.after.gzip)} | ${kB(r.after.brotli)} | ${r.scripts} |`,
    )
}
