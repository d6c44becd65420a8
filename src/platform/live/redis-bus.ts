import { createClient } from '@redis/client'

import { fanOut, type ChangeBus, type LiveChange } from './bus'

/**
 * One step in Redis: the next version (never below the time in milliseconds, so versions a process
 * made up while Redis was away stay below later ones) and the message carrying it, published in
 * the order of the versions.
 */
const PUBLISH_NEXT = `
local v = redis.call('INCR', KEYS[1])
local t = tonumber(ARGV[1])
if v < t then
  v = t
  redis.call('SET', KEYS[1], string.format('%d', t))
end
redis.call('PUBLISH', KEYS[2], ARGV[2] .. string.format('%d', v) .. '}')
return v
`

/**
 * The change bus across instances: each change takes the next version from one Redis counter and is
 * published on one channel that every instance subscribes to, its own included — a screen hears
 * a change the same way whichever instance saved it. Keys and the channel start with CACHE_PREFIX,
 * as the shared cache's do (server/cache-handler.mjs), so two sites can share one Redis.
 *
 * Redis away: a change is still delivered to this instance's own screens (with a local version
 * above the last one seen), and `connected` is false until the subscription is back, which tells
 * the screens to poll meanwhile and to read everything again once it returns. The other instances'
 * screens may still be connected to Redis themselves (this instance just started, or only its
 * connection broke): the changes published only here are kept (one per salon and date, the latest
 * `MAX_UNSENT`) and published once this instance reaches Redis again, so they hear them late
 * rather than never.
 */
const MAX_UNSENT = 1000

export function redisBus(url: string, prefix: string): ChangeBus {
  const channel = `${prefix}live`
  const counter = `${prefix}live:version`
  const out = fanOut()
  const watchers = new Set<(connected: boolean) => void>()
  let last = 0
  let connected = false
  let warnedAt = 0
  const warn = (message: string, error?: unknown) => {
    if (Date.now() - warnedAt < 60_000) return
    warnedAt = Date.now()
    console.warn(`[live] ${message}${error ? ` (${(error as Error).message ?? error})` : ''}`)
  }
  const setConnected = (now: boolean) => {
    if (now === connected) return
    connected = now
    for (const watcher of [...watchers]) watcher(now)
  }
  const deliver = (change: LiveChange) => {
    last = Math.max(last, change.version)
    out.deliver(change)
  }

  const options = {
    url,
    // A change is not queued behind a lost connection: it is delivered here at once instead.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  }
  const pub = createClient(options)
  const sub = createClient(options)
  pub.on('error', (error) => warn('Redis error (publishing)', error))
  /** Changes delivered only here while Redis could not be reached, by salon and date. */
  const unsent = new Map<string, { salon: string; date: string }>()
  const send = async (salon: string, date: string) => {
    if (!pub.isReady) throw new Error('not connected')
    const head = JSON.stringify({ salon, date, version: 0 }).slice(0, -2)
    await pub.eval(PUBLISH_NEXT, { keys: [counter, channel], arguments: [String(Date.now()), head] })
  }
  pub.on('ready', () => {
    void (async () => {
      for (const [key, change] of [...unsent]) {
        try {
          await send(change.salon, change.date)
          unsent.delete(key)
        } catch {
          return // Gone again: the next 'ready' sends the rest.
        }
      }
    })()
  })
  sub.on('error', (error) => {
    warn('Redis error (subscription)', error)
    setConnected(false)
  })
  sub.on('end', () => setConnected(false))
  sub.on('reconnecting', () => setConnected(false))
  sub.on('ready', () => setConnected(true))
  const listen = (message: string) => {
    const change = parseChange(message)
    if (change) deliver(change)
  }
  // Not awaited by a change: until Redis answers, changes are delivered here only (and screens poll).
  void pub.connect().catch((error) => warn('Redis refused the connection', error))
  void sub
    .connect()
    .then(() => sub.subscribe(channel, listen))
    .then(() => setConnected(sub.isReady))
    .catch((error) => warn('Redis refused the subscription', error))

  return {
    async publish(salon, date) {
      try {
        await send(salon, date)
      } catch (error) {
        warn(
          'could not publish a change through Redis: this instance’s screens get it now, others once it is back',
          error,
        )
        deliver({ salon, date, version: Math.max(last + 1, Date.now()) })
        const key = `${salon}|${date}`
        unsent.delete(key)
        unsent.set(key, { salon, date })
        if (unsent.size > MAX_UNSENT) unsent.delete(unsent.keys().next().value!)
      }
    },
    subscribe: (listener) => out.add(listener),
    get listeners() {
      return out.size
    },
    get connected() {
      return connected
    },
    onConnection(watcher) {
      watchers.add(watcher)
      return () => void watchers.delete(watcher)
    },
    async close() {
      for (const client of [sub, pub]) if (client.isOpen) client.destroy()
      setConnected(false)
    },
  }
}

/** A message from the channel, or null when it is not one of ours. */
export function parseChange(message: string): LiveChange | null {
  try {
    const m = JSON.parse(message) as Partial<LiveChange>
    if (typeof m.salon === 'string' && typeof m.date === 'string' && Number.isSafeInteger(m.version))
      return { salon: m.salon, date: m.date, version: m.version! }
  } catch {
    // Not JSON: someone else's message on our channel.
  }
  return null
}
