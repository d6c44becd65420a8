import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { tags, tagsForCollection, type ContentCollection, type ContentGlobal } from '../../data/cache-tags'
import { expireOutsideRequest } from '@/platform/cache/expire-tags'

/**
 * Expire cached content after an edit. Pages built from the tag render fresh on the next request.
 * Outside a request — a background job of the running site — the site is asked to expire them
 * itself (src/platform/cache/expire-tags.ts); in a script (seed, migrations) there is no cache to expire.
 */
function expire(list: string[], context: Record<string, unknown>): void {
  if (context.disableRevalidate) return
  const outside: string[] = []
  for (const tag of list) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      outside.push(tag)
    }
  }
  void expireOutsideRequest(outside)
}

/** The hooks that expire a content collection's cached pages after a save or a delete. */
export function revalidateCollection(slug: ContentCollection): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const expireCollection = ({ doc, req }: { doc: unknown; req: PayloadRequest }) => {
    expire(tagsForCollection(slug), req.context)
    return doc
  }
  return { afterChange: [expireCollection], afterDelete: [expireCollection] }
}

export function revalidateGlobal(slug: ContentGlobal): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    expire([tags.global(slug)], req.context)
    return doc
  }
}

export { tags }
