import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { tags, tagsForCollection, type ContentCollection, type ContentGlobal } from '../../data/cache-tags'
import { expireTags as expire } from '@/platform/cache/expire-tags'

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
