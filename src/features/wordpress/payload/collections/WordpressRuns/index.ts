import type { CollectionConfig } from 'payload'

import { admins, staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'

/**
 * Each run of the WordPress sync (src/features/wordpress/sync.ts): when, what it did per type, the
 * warnings, and why it stopped if it did. Staff read them in the admin (System → WordPress sync);
 * only the sync writes them; an admin may delete old ones.
 */
export const WordpressRuns: CollectionConfig = {
  slug: 'wordpress-runs',
  labels: { singular: 'WordPress sync run', plural: 'WordPress sync' },
  admin: listView('System', 'summary', ['createdAt', 'summary', 'failed'], {
    description: 'What each run of the WordPress sync (WORDPRESS_URL) created, updated and skipped.',
  }),
  access: { read: staff, create: () => false, update: () => false, delete: admins },
  defaultSort: '-createdAt',
  fields: [
    { name: 'site', type: 'text', required: true },
    { name: 'summary', type: 'text', required: true, admin: { description: 'Created, updated, skipped, deleted.' } },
    {
      name: 'counts',
      type: 'json',
      admin: { description: 'Per type: created, updated, unchanged, skipped, deleted.' },
    },
    { name: 'warnings', type: 'textarea' },
    { name: 'failed', label: 'Stopped because', type: 'text' },
    { name: 'finishedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
