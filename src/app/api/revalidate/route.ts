import { revalidateTag } from 'next/cache'

import { tags } from '@/lib/cms/cache-tags'
import { consumeRevalidateToken } from '@/lib/cms/revalidate-token'
import { getEnv } from '@/lib/env'
import { invalidateRedirects } from '@/lib/redirects/table'

/**
 * `POST /api/revalidate` with `Authorization: Bearer <token>` (src/lib/cms/revalidate-token.ts):
 * content was written outside this server (the WordPress import from the command line), so every
 * cached page and read is expired and renders afresh on its next request, and the redirects are
 * read again.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!consumeRevalidateToken(token, getEnv().payloadSecret))
    return Response.json(
      { error: 'unauthorized', message: 'A valid revalidation token, used once, is needed.' },
      { status: 401, headers: { 'cache-control': 'no-store' } },
    )
  revalidateTag(tags.all, { expire: 0 })
  invalidateRedirects()
  return Response.json({ revalidated: true }, { headers: { 'cache-control': 'no-store' } })
}
