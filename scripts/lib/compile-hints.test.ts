import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, hintsReport, markStartupChunks, startupChunks } from './compile-hints.mjs'

describe('compile hints on the startup chunks of a build', () => {
  let root: string
  const chunk = (name: string) => path.join('.next-x', 'static', 'chunks', name)

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'parlour-hints-'))
    mkdirSync(path.join(root, '.next-x', 'diagnostics'), { recursive: true })
    mkdirSync(path.join(root, '.next-x', 'static', 'chunks'), { recursive: true })
    for (const name of ['react.js', 'page.js', 'admin.js', 'lazy.js', 'site.css']) {
      writeFileSync(path.join(root, chunk(name)), `/* ${name} */ run()`)
    }
    const stats = [
      { route: '/[locale]', firstLoadChunkPaths: [chunk('react.js'), chunk('page.js'), chunk('site.css')] },
      { route: '/[locale]/price', firstLoadChunkPaths: [chunk('react.js'), chunk('page.js')] },
      { route: '/admin/[[...segments]]', firstLoadChunkPaths: [chunk('react.js'), chunk('admin.js')] },
    ]
    writeFileSync(path.join(root, '.next-x', 'diagnostics', 'route-bundle-stats.json'), JSON.stringify(stats))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const read = (name: string) => readFileSync(path.join(root, chunk(name)), 'utf8')

  it('lists the site routes’ first-load scripts once each, not the admin’s own nor stylesheets', () => {
    expect(startupChunks(root, '.next-x')).toEqual([chunk('page.js'), chunk('react.js')])
  })

  it('puts the hint on the first line of those chunks and leaves the rest as built', () => {
    expect(markStartupChunks(root, '.next-x')).toEqual([chunk('page.js'), chunk('react.js')])
    expect(read('react.js')).toBe(`${COMPILE_HINT}/* react.js */ run()`)
    expect(read('page.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
    expect(read('admin.js')).toBe('/* admin.js */ run()')
    expect(read('lazy.js')).toBe('/* lazy.js */ run()')
    expect(read('site.css')).toBe('/* site.css */ run()')
  })

  it('marks a chunk only once when run again', () => {
    markStartupChunks(root, '.next-x')
    expect(markStartupChunks(root, '.next-x')).toEqual([])
    expect(read('react.js').split(COMPILE_HINT)).toHaveLength(2)
  })

  it('says so when the build left no bundle record to find the chunks by', () => {
    expect(markStartupChunks(root, '.next-none')).toBeNull()
    expect(hintsReport(null)).toMatch(/compile hints skipped/)
    expect(hintsReport([chunk('react.js')])).toBe('compile hints on 1 startup chunks')
  })
})
