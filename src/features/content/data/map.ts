import type { Salon, Service, ServicesCategory } from '@/cms/payload-types'
import { relationId } from '@/platform/db/relation-id'
import { hoursFromRows } from '@/platform/seo/opening-hours'

import { toImage } from './image'
import { toRichBlocks } from './rich-text'
import type { CategoryDetail, CategorySummary, SalonSummary, ServiceDetail, ServiceSummary } from './types'

export { toImage }

/** The id of a relationship value, populated or not; null when unset (see platform/db/relation-id). */
export const idOf = relationId

/** The search title and description an editor set on a document; null where left empty. */
export function toMeta(doc: { meta?: { title?: string | null; description?: string | null } | null }): {
  metaTitle: string | null
  metaDescription: string | null
} {
  return { metaTitle: doc.meta?.title || null, metaDescription: doc.meta?.description || null }
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
  // The highest price anyone pays: the service's own top, its variants', the salons'.
  const known = [
    doc.priceTo,
    ...(doc.withParams ? (doc.params ?? []).flatMap((p) => [p.priceFrom, p.priceTo]) : []),
    ...prices,
  ].filter((p): p is number => typeof p === 'number' && Number.isFinite(p))
  const top = known.length ? Math.max(...known) : null
  const priceFrom = doc.priceFrom ?? null
  return {
    id: doc.id,
    slug: doc.slug,
    path: doc.path ?? doc.slug,
    title: doc.title,
    durationMinutes: doc.duration,
    priceFrom,
    priceTo: priceFrom != null && top != null && top > priceFrom ? top : null,
    hasSeveralPrices: variants > 1 || new Set(prices).size > 1 || (doc.priceTo ?? null) != null,
    image: toImage(doc.previewImage, 'medium_large'),
  }
}

export function toCategoryDetail(doc: ServicesCategory): CategoryDetail {
  return {
    ...toCategory(doc),
    description: doc.description ?? '',
    seoText: doc.seoText ?? '',
    seoBody: toRichBlocks(doc.seoBody),
    image: toImage(doc.previewImage, 'card'),
    order: doc.order ?? 0,
  }
}

export function toServiceDetail(doc: Service): ServiceDetail {
  const salonPrices: Record<string, number> = {}
  for (const row of doc.prices ?? []) {
    const salonId = idOf(row.salon)
    if (salonId != null) salonPrices[String(salonId)] = row.price
  }
  return {
    ...toService(doc),
    categoryId: idOf(doc.category)!,
    salonIds: (doc.salons ?? []).map(idOf).filter((id): id is number | string => id != null),
    salonPrices,
    description: doc.description ?? '',
    seoText: doc.seoText ?? '',
    seoBody: toRichBlocks(doc.seoBody),
    variants: doc.withParams
      ? (doc.params ?? []).map((p) => ({
          id: p.id ?? null,
          crmId: p.crmId || null,
          name: p.name,
          priceFrom: p.priceFrom,
          priceTo: p.priceTo ?? null,
          durationMinutes: p.duration ?? null,
        }))
      : [],
    additionalIds: (doc.additionalServices ?? []).map(idOf).filter((id): id is number | string => id != null),
    order: doc.order ?? 0,
    ...toMeta(doc),
  }
}

export function toSalon(doc: Salon): SalonSummary {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    phone: doc.phone,
    area: doc.area ?? doc.address?.city ?? '',
    street: doc.address?.street ?? '',
    city: doc.address?.city ?? '',
    postcode: doc.address?.postcode ?? '',
    timezone: doc.timezone,
    hours: hoursFromRows(doc.openingHours),
  }
}
