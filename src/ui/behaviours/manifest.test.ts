import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { MANIFEST_FILE, scriptManifest, scriptUrl } from './manifest'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

const emptyRoot = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'parlour-manifest-'))
  roots.push(root)
  return root
}

describe('scriptManifest', () => {
  it('reads the addresses the build wrote', () => {
    const root = emptyRoot()
    mkdirSync(path.dirname(path.join(root, MANIFEST_FILE)), { recursive: true })
    writeFileSync(path.join(root, MANIFEST_FILE), JSON.stringify({ site: '/_parlour/site-AB12CD34.js' }))
    const manifest = scriptManifest(root, true)
    expect(scriptUrl('site', manifest)).toBe('/_parlour/site-AB12CD34.js')
    expect(scriptUrl('islands', manifest)).toBeNull()
  })

  it('is empty in development and tests that never built the scripts, and an error in production', () => {
    const root = emptyRoot()
    expect(scriptManifest(root, false)).toEqual({})
    expect(() => scriptManifest(root, true)).toThrow(
      /public\/_parlour\/manifest\.json is missing: build the browser scripts/,
    )
  })
})
