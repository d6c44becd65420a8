/**
 * First-load JavaScript per page type, from the build's own record of which chunks each route
 * loads first (`<distDir>/diagnostics/route-bundle-stats.json`, written by Turbopack builds),
 * measured gzip- and brotli-compressed as a browser downloads it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
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

/** Page type → the route pattern that renders it. */
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

/** [{ name, route, files, rawBytes, gzipBytes, brotliBytes }] for each page type the build knows. */
export function firstLoadJs(root, distDir) {
  const stats = JSON.parse(readFileSync(path.join(root, distDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8'))
  const measured = new Map()
  const sizeOf = (file) => {
    if (!measured.has(file)) measured.set(file, compressedSizes(readFileSync(path.join(root, file))))
    return measured.get(file)
  }
  return PAGE_ROUTES.flatMap(({ name, route }) => {
    const entry = stats.find((s) => s.route === route)
    if (!entry) return []
    const sizes = entry.firstLoadChunkPaths.map(sizeOf)
    return [
      {
        name,
        route,
        files: sizes.length,
        rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
        gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
        brotliBytes: sizes.reduce((sum, s) => sum + s.brotli, 0),
      },
    ]
  })
}
