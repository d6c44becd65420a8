/**
 * The weight of a page's HTML: the document as the server sends it (flight data included),
 * uncompressed and gzipped, against the budgets of issue 33 (a service page ≤ 45 kB, the price
 * list ≤ 80 kB, uncompressed). kB here are 1,000 bytes, as the issue counts them.
 */
import { compressedSizes } from './bundles.mjs'

/** The pages weighed; `budget` is in bytes of uncompressed HTML. */
export const HTML_PAGES = [
  { name: 'Service', path: '/services/female/hair/colouring/air-touch/', budget: 45_000 },
  { name: 'Prices', path: '/price/', budget: 80_000 },
  { name: 'Home', path: '/' },
  { name: 'Salon', path: '/salons/backstage-chelsea/' },
]

/** One page's row: its sizes and, when it has a budget, whether it keeps to it. */
export function htmlSizeRow(page, html) {
  const { raw, gzip } = compressedSizes(Buffer.from(html))
  return { ...page, rawBytes: raw, gzipBytes: gzip, withinBudget: page.budget == null ? null : raw <= page.budget }
}

/** Fetches each page of HTML_PAGES from `origin` (the body decompressed, as a parser reads it). */
export async function htmlSizes(origin, pages = HTML_PAGES) {
  const rows = []
  for (const page of pages) {
    const response = await fetch(`${origin}${page.path}`)
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`)
    rows.push(htmlSizeRow(page, Buffer.from(await response.arrayBuffer())))
  }
  return rows
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

/** The report's section for the rows of `htmlSizes`. */
export function htmlSizeSection(rows) {
  return [
    '## HTML size',
    '',
    'The document of each page as the server sends it (public pages without Next’s flight data since decision 0055), uncompressed and gzip level 9; kB = 1,000 bytes. Budgets (issue 33) apply to the uncompressed size.',
    '',
    '| Page | Uncompressed | gzip | Budget |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${kB(r.rawBytes)} | ${kB(r.gzipBytes)} | ` +
        `${r.budget == null ? '—' : `≤ ${r.budget / 1000} kB ${r.withinBudget ? '✓' : '✗ over'}`} |`,
    ),
    '',
  ]
}
