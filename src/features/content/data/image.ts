import type { Media } from '@/cms/payload-types'

import type { ImageRef } from './types'

/** A media document (populated) as a page shows it, at a size when asked; null when there is none. */
export function toImage(value: unknown, size?: 'thumbnail' | 'medium' | 'medium_large' | 'large'): ImageRef | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Media
  const variant = size ? media.sizes?.[size] : undefined
  // Inside a Next build with trailingSlash, Payload's file URLs come with a slash after the
  // file name; the file's address is the same without it.
  const url = (variant?.url ?? media.url)?.replace(/\/+$/, '')
  if (!url) return null
  return {
    url,
    alt: media.alt ?? '',
    width: variant?.width ?? media.width ?? null,
    height: variant?.height ?? media.height ?? null,
  }
}
