import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

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
