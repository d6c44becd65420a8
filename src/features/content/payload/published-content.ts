import type { Access, CollectionConfig } from 'payload'

import { publishedOrStaff, staff } from '@/platform/access'
import type { ContentCollection } from '../data/cache-tags'
import { revalidateCollection } from './hooks/revalidate'

/**
 * What the collections of the site's published content share: staff write drafts and publish them
 * (the last 20 versions kept), visitors read what is published (`read` may narrow it further), and
 * a save or a delete expires the cached pages built from the collection.
 */
export function publishedContent(
  slug: ContentCollection,
  options: { read?: Access; validateDrafts?: boolean } = {},
): Required<Pick<CollectionConfig, 'access' | 'versions' | 'hooks'>> {
  return {
    access: { read: options.read ?? publishedOrStaff, create: staff, update: staff, delete: staff },
    versions: { drafts: options.validateDrafts ? { validate: true } : true, maxPerDoc: 20 },
    hooks: revalidateCollection(slug),
  }
}
