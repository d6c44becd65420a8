import type { CollectionConfig, ImageSize } from 'payload'

import { getEnv } from '@/platform/env'

import { anyone, staff } from '@/platform/access'
import { wordpressOriginField } from '../../fields/common'
import { revalidateCollection } from '../../hooks/revalidate'

import { missingMediaFile } from './missing-file'

// Effort 2 of sharp's 0–6 encodes in less than half the time of its default 4 for about 4 % more
// bytes (measured on the demo pictures): uploads and the seed spend most of their time here.
const webp = { format: 'webp' as const, options: { quality: 78, effort: 2 } }

/**
 * The sizes the old product asked its image service for, made here with sharp, in webp, plus the
 * crops of the cards (4:3) and the stylists' portraits (4:5). Sizes with both a width and a height
 * are cut around the picture's focal point (set in the admin, or by the demo's generator).
 */
const imageSizes: ImageSize[] = [
  { name: 'thumbnail', width: 400, height: 400, formatOptions: webp },
  { name: 'card', width: 800, height: 600, formatOptions: webp },
  { name: 'portrait', width: 640, height: 800, formatOptions: webp },
  { name: 'medium', width: 640, formatOptions: webp, withoutEnlargement: true },
  { name: 'medium_large', width: 960, formatOptions: webp, withoutEnlargement: true },
  // Omitted for pictures narrower than 1600 px (they would be a copy of the original).
  { name: 'large', width: 1600, formatOptions: webp },
]

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: revalidateCollection('media'),
  upload: {
    staticDir: getEnv().mediaDir,
    // Runs before Payload reads the disk: a missing file is a 404, a name with a NUL a 400.
    handlers: [missingMediaFile(getEnv().mediaDir)],
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes,
    formatOptions: webp,
    focalPoint: true,
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'What the picture shows, for visitors who cannot see it.' },
    },
    wordpressOriginField,
  ],
}
