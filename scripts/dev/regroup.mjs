/**
 * Regroups the code by feature (issue 27, decision 0030) from the map in regroup-map.mjs, and can
 * be run again at any time: after a merge it moves what a branch added under an old folder and
 * points that branch's imports at the new places.
 *
 *   node scripts/dev/regroup.mjs                      every group
 *   node scripts/dev/regroup.mjs --only=platform,ui   some groups (one commit each)
 *   node scripts/dev/regroup.mjs --dry-run            say what would change, change nothing
 *
 * Steps: (1) `git mv` every tracked file under an entry's old path whose new path is free;
 * (2) write the stubs of moved route files; (3) rewrite import specifiers (`@/…`, relative ones
 * that now cross a moved boundary, `import()`, `vi.mock()`), `@/…` and `src/…` paths in other
 * strings and comments, in src, tests, scripts, bench, server, docs and the root configs;
 * (4) point imports that reach into a feature from outside at one of its entries — `contract.ts`
 * (HTTP shapes), `kit.ts` (what other features build on: ports, pure rules), `index.ts` (the
 * server's face; never from code that runs in the browser or the proxy), `client.ts` (browser-safe
 * helpers) or `ui.ts` (its components) — the first that exports
 * every name imported, and list those that still reach in; (5) prettier on what changed.
 * Then regenerate Payload's import map: `npm run generate`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import {
  applyEdits,
  commentRanges,
  gaps,
  hasModifier,
  importedNames,
  isTypeOnly,
  mergeImports,
  parse,
  specifierNodes,
  usesClientDirective,
} from './regroup-ast.mjs'
import { groups, openParts, protect, skip, stubs } from './regroup-map.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const args = process.argv.slice(2)
const dryRun = args.includes('--dry-run')
const onlyArg = args.find((a) => a.startsWith('--only='))
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null
for (const name of only ?? []) {
  if (!groups.some((g) => g.name === name)) throw new Error(`No group named ${name} in regroup-map.mjs`)
}
const active = groups.filter((g) => !only || only.has(g.name))
const entries = active
  .flatMap((g) => g.moves.map((m) => ({ ...m, group: g.name, dir: m.from.endsWith('/') })))
  .sort((a, b) => b.from.length - a.from.length)

// A new place inside an old one would make a second run move things again.
for (const g of groups)
  for (const m of g.moves)
    for (const other of groups.flatMap((x) => x.moves))
      if (m.to === other.from || m.to.startsWith(other.from.endsWith('/') ? other.from : `${other.from}/`))
        throw new Error(`${m.from} → ${m.to} lands inside ${other.from}, which the map moves away`)

const git = (...a) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' })
const tracked = () => git('ls-files', '-z').split('\0').filter(Boolean)
const abs = (p) => path.join(ROOT, p)
const underAny = (file, prefixes) => prefixes.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p))

const PATH_CHAR = /[\w-]/
/** The new path of an old one (a module, a file, a folder, or either followed by text), or the same path. */
function mapPath(p) {
  for (const e of entries) {
    if (e.moveOnly) continue
    if (e.dir) {
      const base = e.from.slice(0, -1)
      if (p.startsWith(e.from)) return e.to + p.slice(e.from.length)
      if (p.startsWith(base) && (p.length === base.length || !PATH_CHAR.test(p[base.length])))
        return e.to.slice(0, -1) + p.slice(base.length)
    } else if (p.startsWith(e.from)) {
      const next = p[e.from.length]
      if (next === undefined || !(PATH_CHAR.test(next) || next === '/')) return e.to + p.slice(e.from.length)
    }
  }
  return p
}

// ── 1. Moves ─────────────────────────────────────────────────────────────────────────────────
/** New path → old path, for the files moved by this run (their relative imports were written from there). */
const origin = new Map()
const EXTENSIONS = /^(\.[\w-]+)+$/
for (const file of tracked()) {
  const e = entries.find((x) =>
    x.dir ? file.startsWith(x.from) : file.startsWith(x.from) && EXTENSIONS.test(file.slice(x.from.length)),
  )
  if (!e) continue
  const to = e.to + file.slice(e.from.length)
  if (!existsSync(abs(file))) continue
  if (existsSync(abs(to))) {
    // A route file moved before and its stub is in its place now.
    if (e.moveOnly) continue
    console.warn(`not moved: ${file} → ${to} (a file is there already)`)
    continue
  }
  origin.set(to, file)
  if (dryRun) {
    console.log(`move ${file} → ${to}`)
    continue
  }
  mkdirSync(path.dirname(abs(to)), { recursive: true })
  git('mv', file, to)
}
const originOf = (file) => origin.get(file) ?? file

// ── 2. Stubs of moved route files ────────────────────────────────────────────────────────────
for (const [file, stub] of Object.entries(stubs)) {
  if (!active.some((g) => g.name === stub.group) || existsSync(abs(file))) continue
  console.log(`stub ${file}`)
  if (dryRun) continue
  writeFileSync(abs(file), stub.text)
  git('add', file)
}

// ── 3. Rewriting paths ───────────────────────────────────────────────────────────────────────
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/
const ROOT_FILES = new Set([
  'tsconfig.json',
  'eslint.config.mjs',
  'vitest.config.ts',
  'playwright.config.ts',
  'playwright.cluster.config.ts',
  'next.config.ts',
  'package.json',
  'redocly.yaml',
])
const rewritable = (file) =>
  !underAny(file, skip) &&
  (ROOT_FILES.has(file) ||
    (/^(src|tests|scripts|bench|server)\//.test(file) && (CODE.test(file) || /\.(md|css)$/.test(file))) ||
    (/^docs\//.test(file) && file.endsWith('.md')))

const toPosix = (p) => p.split(path.sep).join('/')
const inSrc = (p) => p.startsWith('src/')

const sliceOf = (p) => /^src\/features\/[^/]+\//.exec(p)?.[0] ?? null
const relativeTo = (file, target) => {
  const rel = path.posix.relative(path.posix.dirname(file), target)
  return rel.startsWith('.') ? rel : `./${rel}`
}

/** The new text of a module specifier in `file`, or null when it stays. */
function newSpecifier(spec, file) {
  const relative = spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..'
  if (!relative && !spec.startsWith('@/')) return null
  const target = relative
    ? toPosix(path.posix.normalize(path.posix.join(path.posix.dirname(originOf(file)), spec)))
    : `src/${spec.slice(2)}`
  const mapped = mapPath(target)
  const rel = relativeTo(file, mapped)
  // Inside one feature, a relative path; across a boundary that moved, the alias; outside src, relative.
  if (sliceOf(file) && sliceOf(file) === sliceOf(mapped)) return rel === spec ? null : rel
  if (!relative) return mapped === target ? null : `@/${mapped.slice(4)}`
  if (rel === spec) return null
  return inSrc(file) && inSrc(mapped) ? `@/${mapped.slice(4)}` : rel
}

const AT = /(?<![\w@$./-])@\/([\w\-./()[\]]+)/g
const SRC = /(?<![\w$.@-])src\/([\w\-./()[\]]+)/g
const BARE = /(?<![\w$.@/-])((?:lib|cms|components|auth|messaging)\/[\w\-./()[\]]+)/g

/** `@/…` and `src/…` paths in free text; in comments also paths written without `src/`. */
function mapText(text, { bare = false } = {}) {
  let out = text
    .replace(AT, (m, rest) => {
      const p = `src/${rest}`
      const mapped = mapPath(p)
      return mapped === p ? m : `@/${mapped.slice(4)}`
    })
    .replace(SRC, (m, rest) => {
      const p = `src/${rest}`
      const mapped = mapPath(p)
      return mapped === p ? m : mapped
    })
  if (bare)
    out = out.replace(BARE, (m, rest) => {
      const p = `src/${rest}`
      const mapped = mapPath(p)
      return mapped === p ? m : mapped.slice(4)
    })
  return out
}

function rewriteCode(file, text) {
  const sf = parse(file, text)
  const guarded = underAny(file, protect)
  const edits = []
  const taken = []
  for (const lit of specifierNodes(sf)) {
    const start = lit.getStart(sf)
    const end = lit.getEnd()
    taken.push({ start, end })
    const next = newSpecifier(lit.text, file)
    if (next !== null) edits.push({ start: start + 1, end: end - 1, text: next })
  }
  if (!guarded) {
    const comments = commentRanges(sf)
    const isComment = new Set(comments.map((c) => c.start))
    // Everything but the specifiers: comments with bare paths too, the rest (strings) with @/ and src/ only.
    const spans = [...comments, ...gaps(text.length, [...taken, ...comments])].sort((a, b) => a.start - b.start)
    for (const span of spans) {
      const part = text.slice(span.start, span.end)
      const mapped = mapText(part, { bare: isComment.has(span.start) })
      if (mapped !== part) edits.push({ start: span.start, end: span.end, text: mapped })
    }
  }
  return applyEdits(text, edits)
}

const changed = new Set()
function write(file, before, after) {
  if (after === before) return
  changed.add(file)
  if (!dryRun) writeFileSync(abs(file), after)
}

for (const file of tracked().filter(rewritable)) {
  if (!existsSync(abs(file))) continue
  const before = readFileSync(abs(file), 'utf8')
  const after = CODE.test(file)
    ? rewriteCode(file, before)
    : underAny(file, protect)
      ? before
      : mapText(before, { bare: file.endsWith('.css') })
  write(file, before, after)
}

// ── 4. Through the feature's index ───────────────────────────────────────────────────────────
const RESOLVE = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx']
/** The source file a module path names, or null. */
function resolveModule(p) {
  for (const ext of RESOLVE) {
    const candidate = p + ext
    if (existsSync(abs(candidate)) && !candidate.endsWith('/') && CODE.test(candidate)) return candidate
  }
  return null
}
function resolveSpecifier(spec, file) {
  if (spec.startsWith('@/')) return resolveModule(`src/${spec.slice(2)}`)
  if (spec.startsWith('.')) return resolveModule(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)))
  return null
}

const sources = new Map()
function sourceOf(file) {
  if (!sources.has(file)) sources.set(file, parse(file, readFileSync(abs(file), 'utf8')))
  return sources.get(file)
}

/** Where `name`, exported by `file`, is declared: { file, name } after following re-exports; null if not exported. */
function declarationOf(file, name, seen = new Set()) {
  const key = `${file}#${name}`
  if (seen.has(key)) return null
  seen.add(key)
  const sf = sourceOf(file)
  const stars = []
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st)) {
      const from = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : null
      const target = from ? resolveSpecifier(from, file) : null
      if (!st.exportClause) {
        if (target) stars.push(target)
        continue
      }
      if (ts.isNamedExports(st.exportClause))
        for (const el of st.exportClause.elements) {
          if (el.name.text !== name) continue
          const local = (el.propertyName ?? el.name).text
          if (target) return declarationOf(target, local, seen)
          return localOrigin(file, sf, local, seen)
        }
    } else if (hasModifier(st, ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(st)) {
        if (st.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name))
          return { file, name }
      } else if (st.name && ts.isIdentifier(st.name) && st.name.text === name) return { file, name }
    }
  }
  for (const target of stars) {
    const found = declarationOf(target, name, seen)
    if (found) return found
  }
  return null
}
/** A local name that a file exports with `export { name }`: imported (follow it) or declared here. */
function localOrigin(file, sf, local, seen) {
  for (const st of sf.statements) {
    if (
      ts.isImportDeclaration(st) &&
      st.importClause?.namedBindings &&
      ts.isNamedImports(st.importClause.namedBindings)
    )
      for (const el of st.importClause.namedBindings.elements)
        if (el.name.text === local) {
          const target = resolveSpecifier(st.moduleSpecifier.text, file)
          return target ? declarationOf(target, (el.propertyName ?? el.name).text, seen) : null
        }
  }
  return { file, name: local }
}

const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/')
const srcCode = () => tracked().filter((f) => f.startsWith('src/') && CODE.test(f) && existsSync(abs(f)))
/** Modules that run in the browser or the proxy: 'use client' files, src/proxy.ts and what they import as values. */
function lightModules(files) {
  const light = new Set()
  const queue = files.filter((f) => f === 'src/proxy.ts' || usesClientDirective(sourceOf(f)))
  while (queue.length) {
    const f = queue.pop()
    if (light.has(f)) continue
    light.add(f)
    for (const st of sourceOf(f).statements) {
      if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier) continue
      if (isTypeOnly(st)) continue
      const target = resolveSpecifier(st.moduleSpecifier.text, f)
      if (target && target.startsWith('src/')) queue.push(target)
    }
  }
  return light
}

const reaching = []
if (!dryRun) {
  const files = srcCode()
  const light = lightModules(files)
  const routable = [...files, ...tracked().filter((f) => f.startsWith('scripts/') && /\.tsx?$/.test(f))].filter(
    (f) => !isTest(f) && !underAny(f, protect) && !underAny(f, skip) && !f.startsWith('src/app/(payload)/admin/'),
  )
  for (const file of routable) {
    const text = readFileSync(abs(file), 'utf8')
    const sf = parse(file, text)
    const edits = []
    for (const st of sf.statements) {
      if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier) continue
      const spec = st.moduleSpecifier.text
      const m = /^@\/features\/([^/]+)(\/.+)?$/.exec(spec)
      if (!m || m[1] === featureOf(file)) continue
      const feature = m[1]
      const deep = m[2]?.slice(1) ?? ''
      if (openParts.some((o) => underAny(file, [o.importer]) && `${deep}/`.startsWith(o.part))) continue
      const target = resolveSpecifier(spec, file)
      const names = importedNames(st)
      // The lightest entry that has every name: contract.ts (shapes only), kit.ts, then index.ts (the
      // server's face) or, from code that runs in the browser or the proxy, client.ts and ui.ts.
      const order =
        light.has(file) && !isTypeOnly(st) ? ['contract', 'client', 'ui'] : ['contract', 'kit', 'index', 'client', 'ui']
      const entryName =
        target && names
          ? order.find((name) => {
              const entry = resolveModule(`src/features/${feature}/${name}`)
              return (
                entry &&
                names.every((n) => {
                  const a = declarationOf(entry, n)
                  const b = declarationOf(target, n)
                  return a && b && a.file === b.file && a.name === b.name
                })
              )
            })
          : undefined
      const entrySpec = entryName === 'index' ? `@/features/${feature}` : `@/features/${feature}/${entryName}`
      if (entryName && entrySpec === spec) continue
      if (entryName) {
        const lit = st.moduleSpecifier
        edits.push({
          start: lit.getStart(sf) + 1,
          end: lit.getEnd() - 1,
          text: entrySpec,
        })
      } else reaching.push(`${file}: ${names ? `{ ${names.join(', ')} }` : '(default or namespace)'} from ${spec}`)
    }
    const routed = applyEdits(text, edits)
    write(file, text, mergeImports(file, routed))
  }
}

// ── 5. Formatting and the report ─────────────────────────────────────────────────────────────
const formattable = [...changed].filter(
  (f) => existsSync(abs(f)) && !underAny(f, ['src/app/(payload)/admin/importMap.js']),
)
if (!dryRun && formattable.length > 0)
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'prettier'), ['--write', '--log-level=warn', ...formattable], {
    cwd: ROOT,
    stdio: 'inherit',
  })
console.log(`${origin.size} files moved, ${changed.size} files rewritten${dryRun ? ' (dry run)' : ''}.`)
if (reaching.length > 0) {
  console.log(`\nImports that still reach into another feature (${reaching.length}):`)
  for (const line of reaching) console.log(`  ${line}`)
}
if (origin.size > 0) console.log("\nNow regenerate Payload's import map: npm run generate")
