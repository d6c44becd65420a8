import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { TEXT_CLAMP_LINES } from '@/platform/format/text'

const css = readFileSync(path.join(import.meta.dirname, 'card.module.css'), 'utf8')
const rule = /\.clamp\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''

describe('the preview clamp (.clamp in card.module.css)', () => {
  it('cuts after TEXT_CLAMP_LINES lines, four', () => {
    expect(TEXT_CLAMP_LINES).toBe(4)
    expect(rule).toMatch(new RegExp(`--clamp-lines:\\s*${TEXT_CLAMP_LINES};`))
    expect(rule).toMatch(/-webkit-line-clamp:\s*var\(--clamp-lines\);/)
  })
  it('uses the properties browsers implement, and no unprefixed line-clamp', () => {
    expect(rule).toMatch(/display:\s*-webkit-box;/)
    expect(rule).toMatch(/-webkit-box-orient:\s*vertical;/)
    expect(rule).toMatch(/overflow:\s*hidden;/)
    expect(rule).not.toMatch(/(^|[\s;])line-clamp:/)
  })
})
