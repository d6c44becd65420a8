import { describe, expect, it } from 'vitest'

import { CHUNK_RELOAD_GUARD_MS, errorStatus, isChunkLoadError, mayReloadForChunkError } from './route-error'

describe('errorStatus', () => {
  it('takes statusCode, then status, then response.status', () => {
    expect(errorStatus({ statusCode: 404, status: 410, response: { status: 403 } })).toBe(404)
    expect(errorStatus({ status: 410, response: { status: 403 } })).toBe(410)
    expect(errorStatus({ response: { status: 403 } })).toBe(403)
    expect(errorStatus(Object.assign(new Error('gone'), { statusCode: '410' }))).toBe(410)
  })

  it('is 500 for anything else', () => {
    expect(errorStatus(new Error('boom'))).toBe(500)
    expect(errorStatus(null)).toBe(500)
    expect(errorStatus('broken')).toBe(500)
    expect(errorStatus({ status: 'failed', response: null })).toBe(500)
    expect(errorStatus({ statusCode: 200 })).toBe(500)
    expect(errorStatus({ status: 42 })).toBe(500)
  })
})

describe('isChunkLoadError', () => {
  it('recognises webpack, Turbopack and native dynamic import failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js from module 1'))).toBe(true)
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
    expect(isChunkLoadError({})).toBe(false)
  })
})

describe('mayReloadForChunkError', () => {
  const now = 1_800_000_000_000
  it('reloads when no reload happened yet', () => {
    expect(mayReloadForChunkError(now, null)).toBe(true)
    expect(mayReloadForChunkError(now, Number.NaN)).toBe(true)
  })

  it('refuses a second reload within 60 s and allows it after', () => {
    expect(mayReloadForChunkError(now, now - 1)).toBe(false)
    expect(mayReloadForChunkError(now, now - CHUNK_RELOAD_GUARD_MS + 1)).toBe(false)
    expect(mayReloadForChunkError(now, now - CHUNK_RELOAD_GUARD_MS)).toBe(true)
  })

  it('ignores a stored time in the future (a changed clock)', () => {
    expect(mayReloadForChunkError(now, now + 5_000)).toBe(true)
  })
})
