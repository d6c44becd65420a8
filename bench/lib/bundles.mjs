/**
 * First-load JavaScript per page type, as a served page loads it (`servedFirstLoadJs`), measured
 * gzip- and brotli-compressed as a browser downloads it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The bytes as they are, gzipped at level 9 and brotli-compressed at quality 11 (the best of each). */
export function compressedSizes(bytes) {
  const buffer = Buffer.from(bytes)
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  }
}

/** Page type → the route pattern that renders it (the page files the client-code checks read). */
export const PAGE_ROUTES = [
  { name: 'Home', route: '/[locale]' },
  { name: 'Category and service', route: '/[locale]/services/[[...segments]]' },
  { name: 'Prices', route: '/[locale]/price' },
  { name: 'Salon', route: '/[locale]/salons/[...segments]' },
  { name: 'Stylist', route: '/[locale]/employees/[slug]' },
  { name: 'Vacancy', route: '/[locale]/vacancies/[slug]' },
  { name: 'Blog list', route: '/[locale]/blog' },
  { name: 'Article', route: '/[locale]/blog/[category]/[slug]' },
  { name: 'About', route: '/[locale]/about' },
]

/**
 * The addresses of the scripts a document loads before it is interactive: its `<script src>` (not
 * JSON data, not `nomodule`), the script its inline start fetches (`<script data-src>`, decision
 * 0061) and its `<link rel="modulepreload">`, in order, without repeats. Only the same origin's:
 * nothing is loaded from elsewhere.
 */
export function documentScripts(html, pageUrl) {
  const found = []
  const add = (address) => {
    const url = new URL(address.replaceAll('&amp;', '&'), pageUrl)
    if (url.origin === new URL(pageUrl).origin && !found.includes(url.href)) found.push(url.href)
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\s(?:data-)?src="([^"]+)"/i.exec(tag)?.[1]
    const type = /\stype="([^"]+)"/i.exec(tag)?.[1]
    if (src && !/\snomodule\b/i.test(tag) && (!type || /^(module|text\/javascript)$/i.test(type))) add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi))
    if (/\srel="modulepreload"/i.test(tag)) add(/\shref="([^"]+)"/i.exec(tag)?.[1] ?? '')
  return found.filter((href) => !href.endsWith('/'))
}

/**
 * The static imports of an ES module's text (`import … from "x"`, `import "x"`, `export … from "x"`),
 * as addresses against the module's own; `import("x")` loads on demand and is not counted.
 */
export function staticImports(code, moduleUrl) {
  const found = []
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g))
    if (/^\.{0,2}\//.test(match[1])) found.push(new URL(match[1], moduleUrl).href)
  return found
}

/**
 * First-load JavaScript of a page as it is served: what its HTML loads (`documentScripts`) and every
 * module those import statically, fetched from the running server and measured as `compressedSizes`.
 * This is what a browser downloads before the page is interactive, whatever built it (Next's chunks,
 * or the plain scripts of a page served without Next's runtime: docs/plans/runtime-free-pages.md).
 * `known` keeps what each address weighed and imports, for callers that measure several pages.
 */
export async function servedFirstLoadJs(origin, pagePath, known = new Map()) {
  const pageUrl = new URL(pagePath, origin).href
  const page = await fetch(pageUrl)
  if (!page.ok) throw new Error(`${pageUrl} answered ${page.status}`)
  const queue = documentScripts(await page.text(), pageUrl)
  const sizes = []
  for (let i = 0; i < queue.length; i++) {
    if (!known.has(queue[i])) {
      const response = await fetch(queue[i])
      if (!response.ok) throw new Error(`${queue[i]} (loaded by ${pagePath}) answered ${response.status}`)
      const bytes = Buffer.from(await response.arrayBuffer())
      known.set(queue[i], { sizes: compressedSizes(bytes), imports: staticImports(bytes.toString('utf8'), queue[i]) })
    }
    const { sizes: size, imports } = known.get(queue[i])
    sizes.push(size)
    for (const imported of imports) if (!queue.includes(imported)) queue.push(imported)
  }
  return {
    path: pagePath,
    files: queue.map((href) => new URL(href).pathname),
    rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
    brotliBytes: sizes.reduce((sum, s) => sum + s.brotli, 0),
  }
}
