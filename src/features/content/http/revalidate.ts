import { revalidateTag } from 'next/cache'

import { KNOWN_TAGS, tags } from '../data/cache-tags'
import { consumeRevalidateToken } from '@/platform/cache/revalidate-once'
import { getEnv } from '@/platform/env'
import { handle, readBodyText } from '@/platform/http/api'
import { invalidateRedirects } from '../redirects/table'

/**
 * `POST /api/revalidate` with `Authorization: Bearer <token>` (src/platform/cache/revalidate-token.ts):
 * content was written outside a request of this server — the WordPress import from the command line,
 * or a background job of the site itself — so the cached pages and reads are expired and render
 * afresh on their next request (on every instance when the cache is shared), and the redirects are
 * read again. A JSON body `{ "tags": [...] }` names the cache tags; without one, everything.
 * The route file (src/app/api/revalidate/route.ts) is dynamic.
 */
export const POST = handle(async (request: Request): Promise<Response> => {
  const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!(await consumeRevalidateToken(token, getEnv().payloadSecret)))
    return Response.json(
      { error: 'unauthorized', message: 'A valid revalidation token, used once, is needed.' },
      { status: 401, headers: { 'cache-control': 'no-store' } },
    )
  const text = await readBodyText(request)
  let asked: unknown = { tags: [tags.all] }
  try {
    if (text.trim()) asked = JSON.parse(text)
  } catch {
    asked = null
  }
  const list = (asked as { tags?: unknown } | null)?.tags
  if (
    !Array.isArray(list) ||
    list.length === 0 ||
    list.length > KNOWN_TAGS.size ||
    !list.every((tag) => typeof tag === 'string' && KNOWN_TAGS.has(tag))
  )
    return Response.json(
      {
        error: 'invalid_request',
        message:
          'The body is empty or { "tags": [...] } with the site\'s cache tags (content:all, collection:…, global:…).',
      },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    )
  for (const tag of new Set(list as string[])) revalidateTag(tag, { expire: 0 })
  invalidateRedirects()
  return Response.json({ revalidated: true }, { headers: { 'cache-control': 'no-store' } })
})
