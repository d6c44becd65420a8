import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CORE_FONTS, CORE_TEXT, coreSubset } from '../../../scripts/subset-fonts.mjs'

import { displayFallback, fontStack, textFallback } from './font-stack'

const root = path.resolve(import.meta.dirname, '../../..')
const require = createRequire(import.meta.url)

describe('the font stack', () => {
  it('puts every subset before any fallback face, so Cyrillic is drawn in the font, not in Times', () => {
    const latin = "'__displayLatin_a1b2c3', '__displayLatin_Fallback_a1b2c3'"
    const cyrillic = "'__displayCyrillic_d4e5f6', '__displayCyrillic_Fallback_d4e5f6'"
    expect(fontStack([latin, cyrillic], [displayFallback, 'Georgia', 'serif'])).toBe(
      "'__displayLatin_a1b2c3', '__displayCyrillic_d4e5f6', '__displayLatin_Fallback_a1b2c3', " +
        "'__displayCyrillic_Fallback_d4e5f6', 'Parlour Display Fallback', Georgia, serif",
    )
  })

  it('keeps families without a fallback of their own in order, each once', () => {
    expect(fontStack(["'__textLatin_1'", "'__textCyrillic_2'", "'__textLatin_1'"], [textFallback, 'sans-serif'])).toBe(
      "'__textLatin_1', '__textCyrillic_2', 'Parlour Text Fallback', sans-serif",
    )
  })
})

/** The descriptors of the @font-face named `family` in tokens.css. */
function fallbackFace(family: string): Record<string, string> {
  const css = readFileSync(path.join(root, 'src/ui/theme/tokens.css'), 'utf8')
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!).find((body) => body.includes(family))
  if (!face) throw new Error(`no @font-face for ${family}`)
  return Object.fromEntries(
    face
      .split(';')
      .map((line) => line.trim().split(/:\s*/))
      .filter((pair) => pair.length === 2)
      .map(([prop, value]) => [prop!, value!]),
  )
}

type Metrics = { ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string }

/** What next/font computes for a font file: the metrics of Times New Roman/Arial sized to match it. */
function nextMetrics(file: string, category: 'serif' | 'sans-serif'): Metrics {
  const fontkit = require('next/dist/compiled/@next/font/dist/fontkit') as { default: (b: Buffer) => unknown }
  const { getFallbackMetricsFromFontFile } =
    require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js') as {
      getFallbackMetricsFromFontFile: (font: unknown, category: string) => Metrics
    }
  return getFallbackMetricsFromFontFile(fontkit.default(readFileSync(path.join(root, 'node_modules', file))), category)
}

const percent = (value: string) => Number.parseFloat(value).toFixed(2)

describe.each([
  {
    family: 'Parlour Display Fallback',
    file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
    category: 'serif' as const,
    locals: ["local('Times New Roman')", "local('Liberation Serif')", "local('Tinos')"],
  },
  {
    family: 'Parlour Text Fallback',
    file: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    category: 'sans-serif' as const,
    locals: ["local('Arial')", "local('Liberation Sans')", "local('Arimo')"],
  },
])('the fallback face $family', ({ family, file, category, locals }) => {
  it('names the system font and its metric twins on Linux', () => {
    expect(fallbackFace(family).src!.split(/,\s*/)).toEqual(locals)
  })

  it('carries the overrides next/font computes from the woff2', () => {
    const face = fallbackFace(family)
    const metrics = nextMetrics(file, category)
    expect({
      ascent: percent(face['ascent-override']!),
      descent: percent(face['descent-override']!),
      lineGap: percent(face['line-gap-override']!),
      size: percent(face['size-adjust']!),
    }).toEqual({
      ascent: percent(metrics.ascentOverride),
      descent: percent(metrics.descentOverride),
      lineGap: percent(metrics.lineGapOverride),
      size: percent(metrics.sizeAdjust),
    })
  })
})

/** The code points of a CSS unicode-range. */
function codePoints(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    for (let cp = Number.parseInt(from!, 16); cp <= Number.parseInt(to!, 16); cp++) points.add(cp)
  }
  return points
}

/** The unicode-range of each next/font call in fonts.ts, by the name of its constant. */
function rangesInFontsTs(): Record<string, string> {
  const source = readFileSync(path.join(root, 'src/ui/theme/fonts.ts'), 'utf8')
  return Object.fromEntries(
    [...source.matchAll(/const (\w+) = localFont\(\{[\s\S]*?value:\s*'([^']+)'/g)].map((m) => [m[1]!, m[2]!]),
  )
}

describe('the core font files (decision 0059)', () => {
  const fontkit = require('next/dist/compiled/@next/font/dist/fontkit') as {
    default: (b: Buffer) => {
      hasGlyphForCodePoint(cp: number): boolean
      variationAxes: Record<string, { min: number; max: number }>
    }
  }

  it.each(CORE_FONTS)('$to is what scripts/subset-fonts.mjs cuts from $from', async (font) => {
    const committed = readFileSync(path.join(root, font.to))
    expect(Buffer.from(await coreSubset(font)).equals(committed)).toBe(true)
    // Less than half of the Latin file it comes from: the point of the subset.
    expect(committed.length).toBeLessThan(readFileSync(path.join(root, font.from)).length / 2 + 1024)
  })

  it.each(CORE_FONTS)('$to draws every character of the core set that its source font has', (font) => {
    const source = fontkit.default(readFileSync(path.join(root, font.from)))
    const core = fontkit.default(readFileSync(path.join(root, font.to)))
    const missing = [...CORE_TEXT].filter(
      (c) => source.hasGlyphForCodePoint(c.codePointAt(0)!) && !core.hasGlyphForCodePoint(c.codePointAt(0)!),
    )
    expect(missing).toEqual([])
    expect(core.hasGlyphForCodePoint('a'.codePointAt(0)!)).toBe(true)
  })

  it('keeps the text face variable over the weights the CSS uses', () => {
    const text = fontkit.default(readFileSync(path.join(root, 'src/ui/theme/fonts/manrope-core-wght.woff2')))
    expect(text.variationAxes.wght).toMatchObject({ min: 400, max: 700 })
  })

  it('gives core the core set, and core and rest together the whole printable Latin subset, once', () => {
    const ranges = rangesInFontsTs()
    const fontsourceLatin = codePoints(
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    )
    const printable = [...fontsourceLatin].filter((cp) => cp >= 0x20 && (cp < 0x7f || cp > 0x9f)).sort((a, b) => a - b)
    for (const face of ['display', 'text']) {
      const core = codePoints(ranges[`${face}Core`]!)
      const rest = codePoints(ranges[`${face}LatinRest`]!)
      expect([...core].sort((a, b) => a - b)).toEqual(
        [...CORE_TEXT].map((c) => c.codePointAt(0)!).sort((a, b) => a - b),
      )
      expect([...core].filter((cp) => rest.has(cp))).toEqual([])
      expect([...new Set([...core, ...rest])].sort((a, b) => a - b)).toEqual(printable)
    }
  })
})
