import type { Media } from '@/cms/payload-types'

import type { ImageRef } from './types'

type SizeName = keyof NonNullable<Media['sizes']>
type Box = { width: number; height: number }

/** When a media document predates a size (uploaded before it existed), the nearest that exist. */
const FALLBACK: Partial<Record<SizeName, SizeName[]>> = {
  card: ['medium_large', 'medium'],
  portrait: ['medium_large', 'medium'],
}

// Inside a Next build with trailingSlash, Payload's file URLs come with a slash after the file
// name; the file's address is the same without it.
const clean = (url: string | null | undefined) => url?.replace(/\/+$/, '') || null

/**
 * Where the focal point (per cent of the original) lands in a `crop` Payload cut around it: it
 * scales the original to cover the crop, then cuts the crop centred on the point, kept inside.
 */
export function focalWithin(original: Box, focal: { x: number; y: number }, crop: Box) {
  const scale = Math.max(crop.width / original.width, crop.height / original.height)
  const axis = (size: number, wanted: number, percent: number) => {
    const scaled = size * scale
    const point = (percent / 100) * scaled
    const start = Math.min(Math.max(point - wanted / 2, 0), Math.max(scaled - wanted, 0))
    return Math.round(((point - start) / wanted) * 1000) / 10
  }
  return { x: axis(original.width, crop.width, focal.x), y: axis(original.height, crop.height, focal.y) }
}

const sameShape = (a: Box, b: Box) => Math.abs(a.width / a.height - b.width / b.height) < 0.02

/** A media document (populated) as a page shows it, at a size when asked; null when there is none. */
export function toImage(value: unknown, size?: SizeName): ImageRef | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Media
  const sizes = media.sizes ?? {}
  const pick = (name: SizeName | undefined) => (name && clean(sizes[name]?.url) ? sizes[name] : undefined)
  const variant = [size, ...((size && FALLBACK[size]) || [])].map(pick).find(Boolean)
  const url = clean(variant?.url ?? media.url)
  if (!url) return null
  const width = variant?.width ?? media.width ?? null
  const height = variant?.height ?? media.height ?? null
  const original = media.width && media.height ? { width: media.width, height: media.height } : null
  const box = width && height ? { width, height } : null
  const focal =
    original && box && media.focalX != null && media.focalY != null
      ? focalWithin(original, { x: media.focalX, y: media.focalY }, box)
      : null
  // Every stored file of the same shape, the original included, narrowest first.
  const files = [...Object.values(sizes), { url: media.url, width: media.width, height: media.height }]
  const sources = box
    ? files
        .flatMap((f) => {
          const fileUrl = clean(f?.url)
          return fileUrl && f?.width && f.height && sameShape(f as Box, box) ? [{ url: fileUrl, width: f.width }] : []
        })
        .sort((a, b) => a.width - b.width)
        .filter((f, i, all) => i === 0 || f.width !== all[i - 1]!.width)
    : []
  return {
    url,
    alt: media.alt ?? '',
    width,
    height,
    ...(focal ? { focal } : {}),
    ...(sources.length ? { sources } : {}),
  }
}
