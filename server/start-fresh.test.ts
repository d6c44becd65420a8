import { EventEmitter } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { dropKeptCache, FRESH_EVENT, holdUntilFresh } from './start-fresh.mjs'

let root = ''
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

/** A build folder with a prerendered page, a page rendered while it ran and a data read. */
function buildFolder(distDir: string): Record<string, string> {
  root = mkdtempSync(path.join(os.tmpdir(), 'parlour-start-fresh-'))
  const files = {
    prerendered: path.join(root, distDir, 'server', 'app', 'en', 'about.html'),
    rendered: path.join(root, distDir, 'server', 'route-cache', 'APP_PAGE', 'a1', '$', 'en', 'price.html'),
    read: path.join(root, distDir, 'cache', 'fetch-cache', '6d3137'),
    image: path.join(root, distDir, 'cache', 'images', 'x.webp'),
  }
  for (const file of Object.values(files)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, 'old')
  }
  return files
}

const request = (method: string, url: string) => ({ method, url }) as { method: string; url: string }

describe('a start without the shared cache', () => {
  it('drops the pages rendered and the data read while the site last ran, and keeps the build and the images', () => {
    const files = buildFolder('.next-e2e-x')
    dropKeptCache(root, { NEXT_DIST_DIR: '.next-e2e-x' })
    expect(existsSync(files.rendered!)).toBe(false)
    expect(existsSync(files.read!)).toBe(false)
    expect(existsSync(files.prerendered!)).toBe(true)
    expect(existsSync(files.image!)).toBe(true)
    // A second start finds nothing to drop.
    expect(() => dropKeptCache(root, { NEXT_DIST_DIR: '.next-e2e-x' })).not.toThrow()
  })

  it('keeps everything when the cache is shared (REDIS_URL)', () => {
    const files = buildFolder('.next')
    expect(dropKeptCache(root, { REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([])
    for (const file of Object.values(files)) expect(existsSync(file)).toBe(true)
  })

  it('holds requests until the start-up expiry is answered, and lets the expiry itself through', async () => {
    const emitter = new EventEmitter()
    const gate = holdUntilFresh({}, { emitter })
    const served: string[] = []
    gate.admit(request('GET', '/services/'), () => served.push('page'))
    gate.admit(request('POST', '/api/revalidate'), () => served.push('expiry'))
    gate.admit(request('POST', '/api/revalidate/other'), () => served.push('other'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(served).toEqual(['expiry'])
    emitter.emit(FRESH_EVENT)
    await gate.opened
    await new Promise((resolve) => setImmediate(resolve))
    expect(served).toEqual(['expiry', 'page', 'other'])
    gate.admit(request('GET', '/'), () => served.push('later'))
    expect(served.at(-1)).toBe('later')
  })

  it('serves anyway when the expiry never answers, and holds nothing with the shared cache', async () => {
    const gate = holdUntilFresh({}, { emitter: new EventEmitter(), limitMs: 10 })
    let served = false
    gate.admit(request('GET', '/'), () => (served = true))
    await gate.opened
    await new Promise((resolve) => setImmediate(resolve))
    expect(served).toBe(true)
    const shared = holdUntilFresh({ REDIS_URL: 'redis://127.0.0.1:6379' })
    let at = false
    shared.admit(request('GET', '/'), () => (at = true))
    expect(at).toBe(true)
  })
})
