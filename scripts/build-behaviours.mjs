/**
 * Builds the browser scripts that public pages load without Next's runtime
 * (docs/plans/runtime-free-pages.md, slice R2): each bundle of `BUNDLES` is bundled by esbuild,
 * minified, as ES2020 modules with content-hashed names, into `public/_parlour/` (git-ignored), and
 * `public/_parlour/manifest.json` maps each bundle's name to its address, e.g.
 * `{ "site": "/_parlour/site-3KQ2ZC7N.js" }` (a bundle that imports CSS also gets `"<name>.css"`; an
 * `inline` bundle is no file: its key `"<name>.inline"` holds its code, which pages carry in a
 * `<script>`).
 * The layout reads the manifest when it renders (src/ui/behaviours/manifest.ts).
 *
 * Runs before `next build` (`npm run build`, scripts/lib/bootstrap.mjs `ensureBuild`) and before
 * `next dev`. Nothing is fetched and nothing is reported anywhere. CLI: `node scripts/build-behaviours.mjs`.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Where the files go, under `public/`, and so the address they are served at. */
export const OUT_DIR = path.join('public', '_parlour')
export const URL_PREFIX = '/_parlour/'
export const MANIFEST = 'manifest.json'

/**
 * @typedef {{
 *   name: string,
 *   entry: string,
 *   splitting?: boolean,
 *   format?: 'esm',
 *   inline?: boolean,
 *   islands?: Record<string, string>,
 *   islandsOf?: string,
 * }} Bundle
 */

/**
 * The bundles: `name` is the manifest key, `entry` the source (from the repository root).
 * `inline: true` makes a classic script (an IIFE) whose code the manifest holds, for a page to carry.
 * `splitting: true` lets a bundle's dynamic `import()`s become chunks of their own (ES modules only).
 * `islands` (a splitting bundle): each island's name → the module its chunk starts from, whose
 * styles (the CSS modules that chunk reaches) the island needs before it is drawn. `islandsOf`
 * (a later bundle): that bundle's address and the islands' style sheets, as the constant
 * `PARLOUR_ISLANDS` (`{ entry, css: { <island>: [<address>] } }`, src/ui/islands/launch.ts).
 * @type {Bundle[]}
 */
export const BUNDLES = [
  // The React islands of public pages (src/ui/islands/entry.tsx), fetched on a visitor's first reach.
  {
    name: 'islands',
    entry: 'src/ui/islands/entry.tsx',
    splitting: true,
    islands: {
      booking: 'src/features/booking/ui/widget/booking-dialog.tsx',
      search: 'src/features/content/ui/search/search-overlay.tsx',
      callback: 'src/features/callback/ui/callback-popup.tsx',
      menu: 'src/ui/islands/menu-island.tsx',
      hearts: 'src/features/account/ui/favourite-buttons.tsx',
    },
  },
  // The plain script of every public page: the layout's behaviours and the islands' loader, which
  // knows where the islands are (one file, one request; decision 0060).
  { name: 'site', entry: 'src/ui/behaviours/site.ts', islandsOf: 'islands' },
  // Written into every public page: fetches `site` once the page is painted, holding early clicks (decision 0061).
  { name: 'start', entry: 'src/ui/behaviours/start.ts', inline: true },
]

/** Files of an earlier build are kept this long, for a server still running on that build. */
const KEEP_OLD_MS = 24 * 60 * 60 * 1000

/**
 * A bundle without splitting leaves out what its modules load lazily (`import()`), which would
 * otherwise come in whole, CSS and all (a feature's `client.ts` names its dialog that way). Such an
 * import must be one that tree shaking drops: `buildBehaviours` refuses a bundle that keeps one.
 */
const lazyImportsLeftOut = {
  name: 'lazy-imports-left-out',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}

/** The words of the site in `locale` alone: messages.ts and booking-messages.ts, evaluated here. */
async function wordsIn(root, locale) {
  const result = await build({
    absWorkingDir: root,
    stdin: {
      contents: [
        "import { messages } from '@/platform/i18n/messages'",
        "import { bookingMessages } from '@/platform/i18n/booking-messages'",
        'export default (locale) => ({ messages: messages(locale), booking: bookingMessages(locale) })',
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  })
  const code = Buffer.from(result.outputFiles[0].text).toString('base64')
  const { default: words } = await import(`data:text/javascript;base64,${code}`)
  return words(locale)
}

/**
 * The islands speak the page's language only (src/ui/islands/dictionary.ts): in their bundle the two
 * dictionaries of both languages are replaced by modules reading the page's one, and each
 * `src/ui/islands/dictionary-<locale>.ts` becomes its words as data.
 */
const onePageLanguage = {
  name: 'one-page-language',
  setup(build) {
    const root = build.initialOptions.absWorkingDir ?? ROOT
    const standIns = {
      '@/platform/i18n/messages': 'src/ui/islands/page-messages.ts',
      '@/platform/i18n/booking-messages': 'src/ui/islands/page-booking-messages.ts',
    }
    build.onResolve({ filter: /^@\/platform\/i18n\/(booking-)?messages$/ }, (args) => ({
      path: path.join(root, standIns[args.path]),
    }))
    build.onLoad({ filter: /[\\/]src[\\/]ui[\\/]islands[\\/]dictionary-[a-z]+\.ts$/ }, async (args) => {
      const locale = /dictionary-([a-z]+)\.ts$/.exec(args.path)[1]
      return { contents: `export default ${JSON.stringify(await wordsIn(root, locale))}`, loader: 'js' }
    })
  },
}

/**
 * esbuild's options for one bundle (exported for the unit test and for bundles with needs of their own).
 * `define`: constants the bundle's code is built with.
 */
export function bundleOptions(bundle, { root = ROOT, define = {} } = {}) {
  return {
    absWorkingDir: root,
    entryPoints: { [bundle.name]: bundle.entry },
    outdir: path.join(root, OUT_DIR),
    bundle: true,
    splitting: bundle.splitting ?? false,
    format: bundle.inline ? 'iife' : (bundle.format ?? 'esm'),
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    // Module scripts are always read as UTF-8: Ukrainian words stay one to two bytes a letter, not \u escapes.
    charset: 'utf8',
    // V8's compile hint, as the start-up chunks of Next carry it (decision 0018): it all runs at once.
    // Not on the islands: most of a widget's code (its later steps) does not run on the first click.
    banner: bundle.islands || bundle.inline ? undefined : { js: '//# allFunctionsCalledOnLoad' },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    tsconfig: path.join(root, 'tsconfig.json'),
    jsx: 'automatic',
    loader: { '.module.css': 'local-css' },
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    metafile: true,
    write: !bundle.inline,
    logLevel: 'warning',
    plugins: [...(bundle.splitting ? [] : [lazyImportsLeftOut]), ...(bundle.islands ? [onePageLanguage] : [])],
  }
}

const publicUrl = (root, file) =>
  URL_PREFIX + path.relative(path.join(root, OUT_DIR), path.resolve(root, file)).split(path.sep).join('/')

/**
 * `{ entry, css }` of an islands bundle: its address, and for each island the style sheet of the
 * chunk its module starts (an island without CSS has none). A module that is no chunk's start (not
 * loaded lazily any more, or moved) stops the build, so the list cannot drift from the code.
 */
function islandsOf(bundle, entry, chunks) {
  const css = {}
  for (const [island, module] of Object.entries(bundle.islands)) {
    if (!chunks.has(module)) {
      throw new Error(`The "${island}" island of "${bundle.name}" names ${module}, which no chunk starts from`)
    }
    const sheet = chunks.get(module)
    css[island] = sheet ? [sheet] : []
  }
  return { entry, css }
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

/**
 * Builds every bundle and writes the manifest; resolves to the manifest. Files of earlier builds
 * older than a day are removed (the names are content hashes: an unchanged bundle keeps its file).
 */
export async function buildBehaviours({ root = ROOT, bundles = BUNDLES, now = Date.now() } = {}) {
  const outDir = path.join(root, OUT_DIR)
  mkdirSync(outDir, { recursive: true })
  /** @type {Record<string, string>} */
  const manifest = {}
  const written = new Set()
  /** Each islands bundle's files, by its name (see `islands` and `islandsOf` above). */
  const islandFiles = new Map()
  for (const bundle of bundles) {
    const define = bundle.islandsOf ? { PARLOUR_ISLANDS: JSON.stringify(islandFiles.get(bundle.islandsOf)) } : {}
    if (bundle.islandsOf && !islandFiles.has(bundle.islandsOf)) {
      throw new Error(`"${bundle.name}" needs the "${bundle.islandsOf}" islands built before it`)
    }
    const result = await build(bundleOptions(bundle, { root, define }))
    if (bundle.inline) {
      const [code] = result.outputFiles.filter((file) => file.path.endsWith('.js'))
      manifest[`${bundle.name}.inline`] = code.text.trim()
      continue
    }
    /** Each chunk that starts from a module of its own (a lazily imported one) → its styles, if any. */
    const chunks = new Map()
    for (const [file, output] of Object.entries(result.metafile.outputs)) {
      written.add(path.resolve(root, file))
      const lazy = output.imports.find((i) => i.kind === 'dynamic-import' && i.external)
      if (lazy) throw new Error(`${bundle.entry} loads ${lazy.path} lazily: give the "${bundle.name}" bundle splitting`)
      if (output.entryPoint === undefined) continue
      chunks.set(output.entryPoint, output.cssBundle ? publicUrl(root, output.cssBundle) : null)
      // With splitting, the lazily loaded modules' chunks have an entry point too: only the bundle's own counts.
      if (output.entryPoint !== bundle.entry) continue
      manifest[bundle.name] = publicUrl(root, file)
      if (output.cssBundle && !bundle.islands) manifest[`${bundle.name}.css`] = publicUrl(root, output.cssBundle)
    }
    if (bundle.islands) islandFiles.set(bundle.name, islandsOf(bundle, manifest[bundle.name], chunks))
  }
  const manifestFile = path.join(outDir, MANIFEST)
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n')
  written.add(manifestFile)
  for (const file of filesUnder(outDir)) {
    if (!written.has(file) && now - statSync(file).mtimeMs > KEEP_OLD_MS) rmSync(file)
  }
  return manifest
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const manifest = await buildBehaviours()
  console.log(`→ behaviours built: ${Object.values(manifest).join(', ')}`)
}
