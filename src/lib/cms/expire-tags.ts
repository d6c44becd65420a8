import { revalidateToken } from '@/lib/cms/revalidate-token'
import { CONTENT_COLLECTIONS, CONTENT_GLOBALS, tags } from '@/lib/cms/cache-tags'
import { getEnv } from '@/lib/env'

/** Every tag the site caches under: what `POST /api/revalidate` accepts. */
export const KNOWN_TAGS: ReadonlySet<string> = new Set([
  tags.all,
  ...CONTENT_COLLECTIONS.map((slug) => tags.collection(slug)),
  ...CONTENT_GLOBALS.map((slug) => tags.global(slug)),
])

/** The address server/serve.mjs listens on, set by it once it does (this process's own server). */
export const INTERNAL_URL_VARIABLE = 'PARLOUR_INTERNAL_URL'

const pending = new Set<string>()
let flushing: Promise<void> | null = null

async function flush(base: string): Promise<void> {
  // Whatever a job writes in one go is sent as one request.
  await Promise.resolve()
  const list = [...pending]
  pending.clear()
  flushing = null
  try {
    const response = await fetch(new URL('/api/revalidate', base), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${revalidateToken(getEnv().payloadSecret)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ tags: list }),
    })
    if (!response.ok) console.warn(`cache: expiring ${list.join(', ')} answered ${response.status}`)
  } catch (error) {
    console.warn(`cache: expiring ${list.join(', ')} failed (${error instanceof Error ? error.message : error})`)
  }
}

/**
 * Expires `list` when content changed outside a request — a background job of the running site
 * (the WordPress sync, say), where Next's `revalidateTag` has no request to attach to. The site asks
 * itself, through `POST /api/revalidate`, so the expiry takes the same path as an edit's: into this
 * process's cache, or the cache every instance shares (decision 0028). Outside the site (a script)
 * there is no server and nothing cached: nothing is done. Resolves once the request is answered.
 */
export function expireOutsideRequest(list: string[]): Promise<void> {
  const base = process.env[INTERNAL_URL_VARIABLE]
  if (!base || list.length === 0) return Promise.resolve()
  for (const tag of list) pending.add(tag)
  flushing ??= flush(base)
  return flushing
}
