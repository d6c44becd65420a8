/**
 * Writes the two preloaded "core" font files of src/ui/theme/fonts/ (decision 0059) from the npm
 * font packages: the characters of nearly every English page (printable ASCII, the punctuation
 * and symbols of our copy, the common accented letters), so that a phone's first screen waits for ~24 KB of fonts instead of
 * ~48 KB. Every other Latin character comes from fontsource's full Latin file, which the browser
 * fetches only for a page that has one (see fonts.ts).
 *
 * The files are committed; run `node scripts/subset-fonts.mjs` after changing CORE_TEXT or a font
 * package, and fonts.test.ts checks the result. Nothing here runs at build or start.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import subsetFont from 'subset-font'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Printable ASCII, the no-break space, the symbols and punctuation our copy uses, and the accented
 * letters of salon words and names that English copy uses most (ombré, décolleté, crème, Renée,
 * Zoë, Begoña, façade). Each letter more costs the text face ~60–100 bytes, and a phone's first
 * screen waits for this file: at 13.3 KB it took one round trip more than at 12.5 KB in the
 * bench's simulation with six requests in flight (decision 0061). A page with another accented
 * letter fetches the rest of Latin for it.
 */
export const CORE_TEXT =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join('') +
  '\u00a0£©·×–—‘’“”•…' +
  'Ééèëçñ'

/** Shaping features kept: kerning and marks everywhere; the serif also keeps its ligatures (fi, fl). */
const BASE_FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk']

export const CORE_FONTS = [
  {
    from: 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
    to: 'src/ui/theme/fonts/cormorant-garamond-core-600.woff2',
    options: { keepFeatures: [...BASE_FEATURES, 'liga'] },
  },
  {
    from: 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    to: 'src/ui/theme/fonts/manrope-core-wght.woff2',
    // The weights the site's CSS uses (400–700); the axis keeps them all in one file.
    options: { keepFeatures: BASE_FEATURES, variationAxes: { wght: { min: 400, max: 700 } } },
  },
]

/** The core subset of one font file, as woff2 bytes. */
export async function coreSubset(font) {
  const source = readFileSync(path.join(ROOT, font.from))
  return subsetFont(source, CORE_TEXT, { targetFormat: 'woff2', noHinting: true, ...font.options })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of CORE_FONTS) {
    const bytes = await coreSubset(font)
    writeFileSync(path.join(ROOT, font.to), bytes)
    console.log(`${font.to}: ${bytes.length} bytes`)
  }
}
