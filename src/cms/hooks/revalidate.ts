import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { tags, tagsForCollection, type ContentCollection, type ContentGlobal } from '@/lib/cms/cache-tags'

/**
 * Expire cached content after an edit. Pages built from the tag render fresh on the next request.
 * Outside a Next.js server (seed and migration scripts) there is no cache to expire: skip quietly.
 */
function expire(list: string[], context: Record<string, unknown>): void {
  if (context.disableRevalidate) return
  for (const tag of list) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next.js request (e.g. a tsx script): nothing is cached there.
    }
  }
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
