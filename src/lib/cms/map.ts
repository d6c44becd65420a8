import type { Media, Service, ServicesCategory } from '@/cms/payload-types'

import type { CategorySummary, ImageRef, ServiceSummary } from './types'

const idOf = (value: unknown): number | string | null => {
  if (value == null) return null
  if (typeof value === 'object' && 'id' in (value as object)) return (value as { id: number | string }).id
  return value as number | string
}

export function toImage(value: unknown, size?: 'thumbnail' | 'medium' | 'medium_large' | 'large'): ImageRef | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Media
  const variant = size ? media.sizes?.[size] : undefined
  const url = variant?.url ?? media.url
  if (!url) return null
  return {
    url,
    alt: media.alt ?? '',
    width: variant?.width ?? media.width ?? null,
    height: variant?.height ?? media.height ?? null,
  }
}

export function toCategory(doc: ServicesCategory): CategorySummary {
  return {
    id: doc.id,
    slug: doc.slug,
    path: doc.path ?? doc.slug,
    name: doc.name,
    level: (doc.level ?? 'top') as CategorySummary['level'],
    parentId: idOf(doc.parent),
  }
}

export function toService(doc: Service): ServiceSummary {
  const prices = (doc.prices ?? []).map((p) => p.price).filter((p): p is number => typeof p === 'number')
  const variants = doc.withParams ? (doc.params ?? []).length : 0
  return {
    id: doc.id,
    slug: doc.slug,
    path: doc.path ?? doc.slug,
    title: doc.title,
    durationMinutes: doc.duration,
    priceFrom: doc.priceFrom ?? null,
    priceTo: doc.priceTo ?? null,
    hasSeveralPrices: variants > 1 || new Set(prices).size > 1 || (doc.priceTo ?? null) != null,
    image: toImage(doc.previewImage, 'medium_large'),
  }
}
