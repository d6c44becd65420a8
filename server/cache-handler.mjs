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
 *   `next build` runs there is no build id yet, and the build keeps to its files.
 * - `revalidateTag` writes the time into the hash `<prefix>tags`; an entry carrying a tag written
 *   after the entry was made is a miss, and Next renders it again. The site always expires at once
 *   (`revalidateTag(tag, { expire: 0 })`), so a stale-but-usable state is not kept.
 * - Redis being away is a miss and a lost write, never an error a visitor sees: the instance renders
 *   from the database, as it would after a restart.
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

/** @type {Promise<import('@redis/client').RedisClientType> | null} */
let connecting = null
let warnedAt = 0

function warn(message, error) {
  // One line a minute at most: an absent cache must not flood the log of a busy instance.
  if (Date.now() - warnedAt < 60_000) return
  warnedAt = Date.now()
  console.warn(`shared cache: ${message}${error ? ` (${error.message ?? error})` : ''}`)
}

function client() {
  if (!connecting) {
    const redis = createClient({
      url: process.env.REDIS_URL,
      // Fail commands at once while disconnected instead of queueing them behind a page render.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
    redis.on('error', (error) => warn('Redis error', error))
    connecting = redis.connect().then(
      () => redis,
      (error) => {
        connecting = null
        throw error
      },
    )
  }
  return connecting
}

async function withRedis(action, fallback) {
  let timer
  try {
    const redis = await client()
    return await Promise.race([
      action(redis),
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
    const build = buildId(options.serverDistDir)
    // During `next build` there is no build id to file entries under: the build keeps its pages on
    // disk as always, and the running servers fill the shared cache.
    this.entryPrefix = build ? `${PREFIX}${build}:entry:` : null
  }

  async get(key, ctx = {}) {
    if (!this.entryPrefix) return null
    return withRedis(async (redis) => {
      const stored = await redis.get(this.entryPrefix + key)
      if (!stored) return null
      const entry = deserialize(stored)
      const tags = [...new Set([...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])]
      if (tags.length > 0) {
        const times = await redis.hmGet(TAGS_KEY, tags)
        if (revalidatedSince(times, entry.lastModified)) return null
      }
      return { value: entry.value, lastModified: entry.lastModified }
    }, null)
  }

  async set(key, value, ctx = {}) {
    if (!this.entryPrefix) return
    const lastModified = Date.now()
    const expire = ctx.cacheControl?.expire
    const ttl = typeof expire === 'number' && expire > 0 ? Math.min(expire, DEFAULT_TTL_SECONDS) : DEFAULT_TTL_SECONDS
    await withRedis(async (redis) => {
      if (value === null) await redis.del(this.entryPrefix + key)
      else
        await redis.set(this.entryPrefix + key, serialize({ value, lastModified, tags: tagsOf(value, ctx) }), {
          expiration: { type: 'EX', value: ttl },
        })
    }, undefined)
  }

  async revalidateTag(tags) {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean)
    if (list.length === 0) return
    const now = String(Date.now())
    await withRedis((redis) => redis.hSet(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, now]))), undefined)
  }

  resetRequestCache() {}
}
