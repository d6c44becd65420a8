import localFont from 'next/font/local'
import type { CSSProperties } from 'react'

import { displayFallback, fontStack, textFallback } from './font-stack'

/*
 * The site's two faces, self-hosted from npm (nothing is fetched at run time), one next/font call
 * per subset so that each gets its unicode-range: the browser downloads a subset only for a page
 * that has its letters. Latin is preloaded (every page has it); Cyrillic is not (only /ua pages need
 * it). next/font's own fallback faces name only "Times New Roman"/"Arial", which Linux lacks, so
 * they are off and tokens.css declares ours with the Liberation and Croscore twins (decision 0050).
 * next/font only takes literal arguments: the unicode ranges are written out in each call
 * (fontsource's latin and cyrillic ranges).
 */
const displayLatin = localFont({
  src: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
  weight: '600',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
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

const textLatin = localFont({
  src: '../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
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
    [displayLatin.style.fontFamily, displayCyrillic.style.fontFamily],
    [displayFallback, 'Georgia', 'serif'],
  ),
  '--font-text': fontStack(
    [textLatin.style.fontFamily, textCyrillic.style.fontFamily],
    [textFallback, 'system-ui', 'sans-serif'],
  ),
} as CSSProperties
