import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The addresses of the browser scripts that scripts/build-behaviours.mjs built into
 * `public/_parlour/` (content-hashed names), read from its manifest when a page renders. Read from
 * the file, never imported: lint and the type check run on a clean clone before any build.
 */
export type ScriptManifest = Readonly<Record<string, string>>

export const MANIFEST_FILE = path.join('public', '_parlour', 'manifest.json')

const kept = new Map<string, ScriptManifest>()

/**
 * The manifest at `root` (the server's working directory). Without one: an error in production
 * (`npm run build` makes it before `next build`), and an empty manifest elsewhere (development and
 * tests that never built the scripts), so pages render without them. Production keeps what it read.
 */
export function scriptManifest(
  root: string = /*turbopackIgnore: true*/ process.cwd(),
  production = process.env.NODE_ENV === 'production',
): ScriptManifest {
  const known = production ? kept.get(root) : undefined
  if (known) return known
  let text: string
  try {
    text = readFileSync(path.join(/*turbopackIgnore: true*/ root, MANIFEST_FILE), 'utf8')
  } catch (error) {
    if (!production) return {}
    throw new Error(
      `${MANIFEST_FILE} is missing: build the browser scripts first (npm run build does, before next build; ` +
        `or node scripts/build-behaviours.mjs)`,
      { cause: error },
    )
  }
  const manifest = JSON.parse(text) as ScriptManifest
  if (production) kept.set(root, manifest)
  return manifest
}

/** The address of the named bundle (`site`, …), or null when it was not built (development, tests). */
export function scriptUrl(name: string, manifest: ScriptManifest = scriptManifest()): string | null {
  return manifest[name] ?? null
}

/** The code of the named inline bundle (`start`, …: `<name>.inline`), or null when it was not built. */
export function inlineScript(name: string, manifest: ScriptManifest = scriptManifest()): string | null {
  return manifest[`${name}.inline`] ?? null
}
