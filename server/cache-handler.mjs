/**
 * Next's data and page cache on Redis, shared by every instance of the site (decision 0028).
 *
 * next.config.ts names this module as `cacheHandler` when REDIS_URL is set; without it Next keeps
 * its own cache on disk and in memory, right for one process. Next creates a handler per request;
 * the connection is the module's, one per process.
 *
 * - An entry is kept under `<prefix><build id>:entry:<key>` as Node's structured serialisation of
 *   { value, lastModified, tags } (Next's values hold Buffers and Maps, which JSON would lose).
 *   Each build has its own entries: a page rendered by older code never reaches newer code; while
 *   `next build` runs the handler stands aside, and the build keeps to its files. An entry is dated
 *   from when it was asked for (before its data were read), not from when it was written.
 * - `revalidateTag` writes the time into the hash `<prefix>tags`; an entry carrying a tag written
 *   after the entry was made is a miss, and Next renders it again. The site always expires at once
 *   (`revalidateTag(tag, { expire: 0 })`), so a stale-but-usable state is not kept.
 * - Redis being away is a miss and a lost write, never an error or a wait a visitor sees: the
 *   instance renders from the database, as it would after a restart. Tag expiries are the exception:
 *   they are kept and written when Redis is back (a lost one would leave pages stale).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'

import { createClient, RESP_TYPES } from '@redis/client'

const PREFIX = process.env.CACHE_PREFIX || 'parlour:'
const TAGS_KEY = `${PREFIX}tags`
/** Entries whose lifetime Next leaves open are dropped after this many seconds unless read again. */
const DEFAULT_TTL_SECONDS = 14 * 24 * 3600
/** How long a command may take before the cache is treated as away for that request. */
const COMMAND_TIMEOUT_MS = Number(process.env.CACHE_TIMEOUT_MS || 500)

/** @type {import('@redis/client').RedisClientType | null} */
let redis = null
/** Resolves once the first connection succeeded or two seconds passed, whichever is first. */
let firstConnection = null
let warnedAt = 0
/** Tag expiries not yet written (Redis away): written as soon as it is back. Tag → time. */
const unsentTags = new Map()

function warn(message, error) {
  // One line a minute at most: an absent cache must not flood the log of a busy instance.
  if (Date.now() - warnedAt < 60_000) return
  warnedAt = Date.now()
  console.warn(`shared cache: ${message}${error ? ` (${error.message ?? error})` : ''}`)
}

function client() {
  if (!redis) {
    redis = createClient({
      url: process.env.REDIS_URL,
      // Fail commands at once while disconnected instead of queueing them behind a page render.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
    redis.on('error', (error) => warn('Redis error', error))
    redis.on('ready', () => void writeUnsentTags())
    const connected = redis.connect().catch((error) => warn('Redis refused the connection', error))
    firstConnection = Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
  }
  return redis
}

/** Runs `action` on the connection, or answers `fallback` when Redis is away or slow. */
async function withRedis(action, fallback) {
  let timer
  try {
    const connection = client()
    // Requests at start-up wait for the first connection (two seconds at most); after that a
    // disconnected cache is a miss at once, not a wait.
    await firstConnection
    if (!connection.isReady) throw new Error('not connected')
    return await Promise.race([
      action(connection),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS)
      }),
    ])
  } catch (error) {
    warn('Redis unavailable, serving without the shared cache', error)
    return fallback
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Writes the tag expiries still owed. A lost entry costs a render; a lost expiry would leave pages
 * stale, so those are kept until Redis takes them, and each failure is logged.
 */
async function writeUnsentTags() {
  if (unsentTags.size === 0) return true
  const batch = new Map(unsentTags)
  const written = await withRedis(async (connection) => {
    await connection.hSet(TAGS_KEY, Object.fromEntries([...batch].map(([tag, at]) => [tag, String(at)])))
    return true
  }, false)
  if (!written) {
    console.error(`shared cache: could not expire ${[...batch.keys()].join(', ')} yet; will retry when Redis is back`)
    return false
  }
  for (const [tag, at] of batch) if (unsentTags.get(tag) === at) unsentTags.delete(tag)
  return true
}

const buildIds = new Map()
/** The build this server runs, or null while `next build` is still making it (no BUILD_ID yet). */
function buildId(serverDistDir) {
  if (!serverDistDir) return null
  if (!buildIds.has(serverDistDir)) {
    try {
      buildIds.set(serverDistDir, readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim())
    } catch {
      return null
    }
  }
  return buildIds.get(serverDistDir)
}

/** The tags an entry answers to: a page's come in its headers, a data entry's with the call. */
export function tagsOf(value, ctx = {}) {
  const tags = new Set([...(ctx.tags ?? []), ...(value?.tags ?? [])])
  const header = value?.headers?.['x-next-cache-tags']
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return [...tags]
}

/** Whether any of `times` (ms, or null for a tag never revalidated) is at or after `lastModified`. */
export function revalidatedSince(times, lastModified) {
  return times.some((time) => time != null && Number(time) >= lastModified)
}

export default class SharedCacheHandler {
  constructor(options = {}) {
    const build = process.env.NEXT_PHASE === 'phase-production-build' ? null : buildId(options.serverDistDir)
    // While `next build` runs, the build keeps its pages in its files as always, and the running
    // servers fill the shared cache.
    this.entryPrefix = build ? `${PREFIX}${build}:entry:` : null
    // Next makes a handler per request. When a key was asked for and then is written, the entry is
    // dated from the asking: its data were read after that, so an edit expired in between makes it
    // stale rather than being hidden by a later date.
    this.askedAt = new Map()
  }

  async get(key, ctx = {}) {
    if (!this.entryPrefix) return null
    if (!this.askedAt.has(key)) this.askedAt.set(key, Date.now())
    return withRedis(async (connection) => {
      const stored = await connection.get(this.entryPrefix + key)
      if (!stored) return null
      const entry = deserialize(stored)
      const tags = [...new Set([...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])]
      if (tags.length > 0) {
        const times = await connection.hmGet(TAGS_KEY, tags)
        if (revalidatedSince(times, entry.lastModified)) return null
      }
      return {
        value: entry.value,
        lastModified: entry.lastModified,
        ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
      }
    }, null)
  }

  async set(key, value, ctx = {}) {
    if (!this.entryPrefix) return
    const lastModified = this.askedAt.get(key) ?? Date.now()
    this.askedAt.delete(key)
    const expire = ctx.cacheControl?.expire
    const ttl = typeof expire === 'number' && expire > 0 ? Math.min(expire, DEFAULT_TTL_SECONDS) : DEFAULT_TTL_SECONDS
    const entry = { value, lastModified, tags: tagsOf(value, ctx), cacheControl: ctx.cacheControl ?? null }
    await withRedis(async (connection) => {
      if (value === null) await connection.del(this.entryPrefix + key)
      else await connection.set(this.entryPrefix + key, serialize(entry), { expiration: { type: 'EX', value: ttl } })
    }, undefined)
  }

  async revalidateTag(tags) {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean)
    if (list.length === 0) return
    const now = Date.now()
    for (const tag of list) unsentTags.set(tag, now)
    await writeUnsentTags()
  }

  resetRequestCache() {}
}
