import type { CollectionConfig, ImageSize } from 'payload'

import { getEnv } from '@/platform/env'

import { anyone, staff } from '@/platform/access'
import { wordpressOriginField } from '../../fields/common'
import { revalidateCollection } from '../../hooks/revalidate'

import { missingMediaFile } from './missing-file'

const webp = { format: 'webp' as const, options: { quality: 78 } }

/** The sizes the old product asked its image service for, made here with sharp, in webp. */
const imageSizes: ImageSize[] = [
  { name: 'thumbnail', width: 400, height: 400, position: 'centre', formatOptions: webp },
  { name: 'medium', width: 640, formatOptions: webp, withoutEnlargement: true },
  { name: 'medium_large', width: 960, formatOptions: webp, withoutEnlargement: true },
  { name: 'large', width: 1600, formatOptions: webp, withoutEnlargement: true },
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
