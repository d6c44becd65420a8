/**
 * The site's dictionary (messages.ts: both languages of every area) stays out of the browser's
 * first load (docs/decisions/0054): no client component reached by static imports from the
 * public layout, its boundaries or a public page type imports it, directly or through other
 * modules. Client components get their words as props from server parents, or from a small
 * dictionary of their own (error-messages.ts, booking-messages.ts). Dynamic `import()` (the lazily
 * loaded widget and overlays) is not followed: those load on demand, not with the page. A barrel
 * (`export { x } from`) is followed only along the names imported from it, as the bundler does.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

import { PAGE_ROUTES } from '../../../bench/lib/bundles.mjs'

const SRC = path.resolve(import.meta.dirname, '../..')
const SITE = path.join(SRC, 'app/(site)')
const DICTIONARY = path.join(SRC, 'platform/i18n/messages.ts')

const ENTRIES = [
  ...['layout', 'error', 'not-found'].map((name) => path.join(SITE, '[locale]', `${name}.tsx`)),
  ...PAGE_ROUTES.map(({ route }) => path.join(SITE, route, 'page.tsx')),
]

/** Every name (`*`: all of them). */
type Names = Set<string> | '*'

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  }
  return null
}

/**
 * `{ a, b as c, type d }` → the names of the module imported from (`a`, `b`) or, with `alias`, the
 * names they take here (`a`, `c`); '*' for a default or namespace import.
 */
function namesIn(clause: string | undefined, alias = false): Names {
  if (!clause || !clause.trim().startsWith('{')) return '*'
  const names = new Set<string>()
  for (const part of clause.replace(/[{}]/g, '').split(',')) {
    const [name, as] = part.trim().split(/\s+as\s+/)
    if (!name || name.startsWith('type ')) continue
    names.add(alias && as ? as : name)
  }
  return names
}

const wanted = (names: Names, offered: Names) =>
  names === '*' || offered === '*' || [...offered].some((n) => names.has(n))

/** The modules a file loads statically when `names` of it are used, with the names used of each. */
function importsOf(file: string, names: Names): [string, Names][] {
  const code = readFileSync(file, 'utf8')
  const found: [string, Names][] = []
  for (const m of code.matchAll(/^\s*(import|export)\s+(?!type\s)(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    const [, kind, clause, specifier] = m
    const target = resolve(file, specifier!)
    if (!target) continue
    if (kind === 'import') found.push([target, namesIn(clause)])
    else if (clause?.trim() === '*') found.push([target, names])
    else if (wanted(names, namesIn(clause, true))) found.push([target, namesIn(clause)])
  }
  return found
}

const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))

it('no client component of the public pages brings the whole dictionary to the browser', () => {
  const seen = new Set<string>()
  const offenders = new Set<string>()
  /** Walks the graph; `via` is the client component a module is reached through, if any. */
  const walk = (file: string, names: Names, via: string | null) => {
    const key = `${file}|${names === '*' ? '*' : [...names].sort().join()}|${via ?? ''}`
    if (seen.has(key)) return
    seen.add(key)
    const client = via ?? (isClient(file) ? file : null)
    for (const [next, used] of importsOf(file, names)) {
      if (next === DICTIONARY && client) offenders.add(path.relative(SRC, client))
      else walk(next, used, client)
    }
  }
  for (const entry of ENTRIES) {
    expect(existsSync(entry), entry).toBe(true)
    walk(entry, '*', null)
  }
  expect([...offenders]).toEqual([])
})
