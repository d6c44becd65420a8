/**
 * First-load JavaScript per page type, from the build's own record of which chunks each route
 * loads first (`<distDir>/diagnostics/route-bundle-stats.json`, written by Turbopack builds),
 * measured gzip-compressed as a browser downloads it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

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

/** [{ name, route, files, rawBytes, gzipBytes }] for each page type the build knows. */
export function firstLoadJs(root, distDir) {
  const stats = JSON.parse(readFileSync(path.join(root, distDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8'))
  const gzipped = new Map()
  const sizeOf = (file) => {
    if (!gzipped.has(file)) {
      const bytes = readFileSync(path.join(root, file))
      gzipped.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length })
    }
    return gzipped.get(file)
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
      },
    ]
  })
}
