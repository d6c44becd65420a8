import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

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

export function revalidateCollection(slug: ContentCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: ({ doc, req }) => {
      expire(tagsForCollection(slug), req.context)
      return doc
    },
    afterDelete: ({ doc, req }) => {
      expire(tagsForCollection(slug), req.context)
      return doc
    },
  }
}

export function revalidateGlobal(slug: ContentGlobal): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    expire([tags.global(slug)], req.context)
    return doc
  }
}

export { tags }
