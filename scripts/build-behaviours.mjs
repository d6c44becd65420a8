/**
 * Builds the browser scripts that public pages load without Next's runtime
 * (docs/plans/runtime-free-pages.md, slice R2): each bundle of `BUNDLES` is bundled by esbuild,
 * minified, as ES2020 modules with content-hashed names, into `public/_parlour/` (git-ignored), and
 * `public/_parlour/manifest.json` maps each bundle's name to its address, e.g.
 * `{ "site": "/_parlour/site-3KQ2ZC7N.js" }` (a bundle that imports CSS also gets `"<name>.css"`).
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
 * The bundles: `name` is the manifest key, `entry` the source (from the repository root).
 * `splitting: true` lets a bundle's dynamic `import()`s become chunks of their own (ES modules only).
 * @type {{ name: string, entry: string, splitting?: boolean, format?: 'esm' }[]}
 */
export const BUNDLES = [{ name: 'site', entry: 'src/ui/behaviours/site.ts' }]

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

/** esbuild's options for one bundle (exported for the unit test and for bundles with needs of their own). */
export function bundleOptions(bundle, { root = ROOT } = {}) {
  return {
    absWorkingDir: root,
    entryPoints: { [bundle.name]: bundle.entry },
    outdir: path.join(root, OUT_DIR),
    bundle: true,
    splitting: bundle.splitting ?? false,
    format: bundle.format ?? 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    // V8's compile hint, as the start-up chunks of Next carry it (decision 0018): it all runs at once.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    tsconfig: path.join(root, 'tsconfig.json'),
    jsx: 'automatic',
    loader: { '.module.css': 'local-css' },
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: true,
    logLevel: 'warning',
    plugins: bundle.splitting ? [] : [lazyImportsLeftOut],
  }
}

const publicUrl = (root, file) =>
  URL_PREFIX + path.relative(path.join(root, OUT_DIR), path.resolve(root, file)).split(path.sep).join('/')

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
  for (const bundle of bundles) {
    const result = await build(bundleOptions(bundle, { root }))
    for (const [file, output] of Object.entries(result.metafile.outputs)) {
      written.add(path.resolve(root, file))
      const lazy = output.imports.find((i) => i.kind === 'dynamic-import' && i.external)
      if (lazy) throw new Error(`${bundle.entry} loads ${lazy.path} lazily: give the "${bundle.name}" bundle splitting`)
      if (output.entryPoint === undefined) continue
      manifest[bundle.name] = publicUrl(root, file)
      if (output.cssBundle) manifest[`${bundle.name}.css`] = publicUrl(root, output.cssBundle)
    }
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
