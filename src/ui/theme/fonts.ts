import localFont from 'next/font/local'
import type { CSSProperties } from 'react'

import { displayFallback, fontStack, textFallback } from './font-stack'

/*
 * The site's two faces, self-hosted (nothing is fetched at run time), one next/font call per subset
 * so that each gets its unicode-range: the browser downloads a subset only for a page that has its
 * letters. Three subsets per face (decision 0059):
 * - core: printable ASCII, the punctuation of our copy (£ – — ‘ ’ “ ” · × • …) and the accented
 *   letters English copy uses most (É é è ë ç ñ), cut from the npm packages by
 *   scripts/subset-fonts.mjs into ./fonts; the text face keeps its weights 400–700. Preloaded:
 *   every page needs it, and at ~12 KB a file it arrives with the first screen's picture on a
 *   slow phone (decisions 0059, 0061).
 * - the rest of Latin (accents, €, ™…): fontsource's Latin file, fetched only by a page that has one
 *   of those characters.
 * - Cyrillic: fontsource's Cyrillic file, fetched by the /ua pages.
 * next/font's own fallback faces name only "Times New Roman"/"Arial", which Linux lacks, so they are
 * off and tokens.css declares ours with the Liberation and Croscore twins (decision 0050).
 * next/font only takes literal arguments: the unicode ranges are written out in each call; core and
 * rest together are fontsource's Latin range, without the control characters (fonts.test.ts).
 */
const displayCore = localFont({
  src: './fonts/cormorant-garamond-core-600.woff2',
  weight: '600',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0,U+00A3,U+00A9,U+00B7,U+00C9,U+00D7,U+00E7-00E9,U+00EB,U+00F1,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026',
    },
  ],
})

const displayLatinRest = localFont({
  src: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
  weight: '600',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A2,U+00A4-00A8,U+00AA-00B6,U+00B8-00C8,U+00CA-00D6,U+00D8-00E6,U+00EA,U+00EC-00F0,U+00F2-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

const displayCyrillic = localFont({
  src: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-600-normal.woff2',
  weight: '600',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
})

const textCore = localFont({
  src: './fonts/manrope-core-wght.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0,U+00A3,U+00A9,U+00B7,U+00C9,U+00D7,U+00E7-00E9,U+00EB,U+00F1,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026',
    },
  ],
})

const textLatinRest = localFont({
  src: '../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A2,U+00A4-00A8,U+00AA-00B6,U+00B8-00C8,U+00CA-00D6,U+00D8-00E6,U+00EA,U+00EC-00F0,U+00F2-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

const textCyrillic = localFont({
  src: '../../../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
})

/** `--font-display` and `--font-text` for <html>: tokens.css and every module use only these two. */
export const fontVariables = {
  '--font-display': fontStack(
    [displayCore.style.fontFamily, displayLatinRest.style.fontFamily, displayCyrillic.style.fontFamily],
    [displayFallback, 'Georgia', 'serif'],
  ),
  '--font-text': fontStack(
    [textCore.style.fontFamily, textLatinRest.style.fontFamily, textCyrillic.style.fontFamily],
    [textFallback, 'system-ui', 'sans-serif'],
  ),
} as CSSProperties
