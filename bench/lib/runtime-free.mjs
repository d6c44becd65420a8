/**
 * What public pages would weigh without Next's client runtime (docs/plans/runtime-free-pages.md):
 * the HTML as the server sends it, and the same HTML with Next's script tags, its Turbopack
 * bootstrap, the inlined RSC flight data (`self.__next_f`) and the script preloads removed.
 * A measure for the plan, not a server feature: `stripNextRuntime` is the rule the build-out
 * (server/serve.mjs) is to apply.
 *
 *   node bench/lib/runtime-free.mjs http://localhost:3000     (a running production server)
 */
import { pathToFileURL } from 'node:url'

import { compressedSizes } from './bundles.mjs'
import { PAGE_TYPES } from './page-types.mjs'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\bas="script")(?=[^>]*\brel="(?:preload|modulepreload)")[^>]*>/g
const BOUNDARY_COMMENT = /<!--\/?\$[!?]?-->/g

/**
 * The page without Next's runtime: `html` and what was removed (`flightBytes`: the flight scripts'
 * bytes; `kept`: inline scripts left, e.g. JSON-LD). React's streaming scripts ($RC …) are kept and
 * counted, since without them a streamed page would lose content.
 * @param {string} html
 */
export function stripNextRuntime(html) {
  const removed = { scripts: 0, flightBytes: 0, preloads: 0, kept: 0, streaming: 0 }
  const out = html
    .replace(SCRIPT, (whole, attributes, body) => {
      if (/\bsrc="\/_next\/static\//.test(attributes) || /\bid="_R_"/.test(attributes)) {
        removed.scripts++
        return ''
      }
      if (/^\s*\(?self\.__next_f/.test(body)) {
        removed.flightBytes += Buffer.byteLength(whole)
        return ''
      }
      if (/\$R[CSX]\b/.test(body)) removed.streaming++
      removed.kept++
      return whole
    })
    .replace(SCRIPT_PRELOAD, () => {
      removed.preloads++
      return ''
    })
    .replace(BOUNDARY_COMMENT, '')
  return { html: out, removed }
}

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
