import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { compressedSizes, firstLoadJs } from './bundles.mjs'

const text = 'const parlour = "a salon in Chelsea";\n'.repeat(200)

describe('compressedSizes', () => {
  it('counts the bytes as they are, gzipped and brotli-compressed', () => {
    const sizes = compressedSizes(Buffer.from(text))
    expect(sizes.raw).toBe(Buffer.byteLength(text))
    expect(sizes.gzip).toBeGreaterThan(0)
    expect(sizes.brotli).toBeGreaterThan(0)
    // Repetitive text compresses well, and brotli at its best beats gzip on it.
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10)
    expect(sizes.brotli).toBeLessThan(sizes.gzip)
  })
  it('uses gzip level 9 and brotli quality 11, the settings the report names', () => {
    const bytes = Buffer.from(text)
    expect(compressedSizes(bytes)).toMatchObject({
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    })
  })
})

describe('firstLoadJs', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'parlour-bundles-'))
    mkdirSync(path.join(root, '.next-x', 'diagnostics'), { recursive: true })
    mkdirSync(path.join(root, '.next-x', 'static', 'chunks'), { recursive: true })
    const chunk = (name: string, body: string) => {
      writeFileSync(path.join(root, '.next-x', 'static', 'chunks', name), body)
      return path.join('.next-x', 'static', 'chunks', name)
    }
    const shared = chunk('react.js', text)
    const home = chunk('home.js', 'home()')
    writeFileSync(
      path.join(root, '.next-x', 'diagnostics', 'route-bundle-stats.json'),
      JSON.stringify([
        { route: '/[locale]', firstLoadChunkPaths: [shared, home] },
        { route: '/[locale]/price', firstLoadChunkPaths: [shared] },
      ]),
    )
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('adds up the raw, gzip and brotli bytes of each known page type’s first-load chunks', () => {
    const rows = firstLoadJs(root, '.next-x')
    expect(rows.map((r) => [r.name, r.files])).toEqual([
      ['Home', 2],
      ['Prices', 1],
    ])
    const shared = compressedSizes(Buffer.from(text))
    const home = compressedSizes(Buffer.from('home()'))
    expect(rows[0]).toMatchObject({
      rawBytes: shared.raw + home.raw,
      gzipBytes: shared.gzip + home.gzip,
      brotliBytes: shared.brotli + home.brotli,
    })
    expect(rows[1]).toMatchObject({ rawBytes: shared.raw, gzipBytes: shared.gzip, brotliBytes: shared.brotli })
  })
})
