/**
 * A service as a draft. Field names are the old site's (spec/service-pages-and-booking.md §3):
 * `duration`, `pricesInNativeCurrency` (salon id → price), `price_from`/`price_to`, `with_params`
 * and `params[{name, price_from, price_to, crm_id}]`, `services_categories`, `acf.seo_text`,
 * `acf.additional_services.list`, `acf.preview_image`.
 */
import type { WpItem } from '../client'
import {
  acfOf,
  codeOf,
  flagOf,
  imageRef,
  numberOf,
  plainText,
  rendered,
  termIds,
  textOf,
  type ImageRef,
} from '../items'

import { field, headOf, orderOf, postIds, seoTextOf, type Mapped, type PostHead, type SeoText } from './common'

export interface ServiceDraft extends PostHead {
  /** The chain of category terms (gender, direction, category) as WordPress listed them. */
  categoryWpIds: number[]
  duration: number
  prices: { salonWpId: number; price: number }[]
  priceFrom: number | null
  priceTo: number | null
  withParams: boolean
  /** Each variant's own duration when WordPress gives one (else the service's). */
  params: { name: string; priceFrom: number; priceTo: number | null; duration: number | null; crmId: string }[]
  seoText: SeoText
  additionalWpIds: number[]
  salonWpIds: number[]
  image: ImageRef | null
  order: number
}

/** The price at each salon (`pricesInNativeCurrency`: salon id → price). */
function pricesOf(item: WpItem): ServiceDraft['prices'] {
  const raw = field(item, 'pricesInNativeCurrency')
  return raw && typeof raw === 'object'
    ? Object.entries(raw as Record<string, unknown>)
        .map(([salon, value]) => ({ salonWpId: Number(salon), price: numberOf(value) }))
        .filter((p): p is { salonWpId: number; price: number } => Number.isInteger(p.salonWpId) && p.price !== null)
    : []
}

/** The variants (`params`), each with a name and a price to start from. */
function paramsOf(item: WpItem): ServiceDraft['params'] {
  const raw = field(item, 'params')
  return Array.isArray(raw)
    ? raw
        .map((p: Record<string, unknown>) => ({
          name: plainText(textOf(p?.name)),
          priceFrom: numberOf(p?.price_from),
          priceTo: numberOf(p?.price_to),
          duration: minutesOf(p?.duration),
          crmId: codeOf(p?.crm_id),
        }))
        .filter((p): p is ServiceDraft['params'][number] => Boolean(p.name) && p.priceFrom !== null)
    : []
}

/** A duration Parlour takes (5–720 whole minutes), else null. */
function minutesOf(value: unknown): number | null {
  const n = numberOf(value)
  return n !== null && Number.isInteger(n) && n >= 5 && n <= 720 ? n : null
}

export function mapService(item: WpItem, ua?: WpItem): Mapped<ServiceDraft> {
  const head = headOf(item, ua, rendered(item.title) || plainText(textOf(item.name)))
  if (!head.ok) return head
  const categoryWpIds = termIds(item, 'services_categories')
  if (!categoryWpIds.length) return { ok: false, reason: 'it is in no services category' }
  const duration = minutesOf(field(item, 'duration'))
  if (duration === null)
    return { ok: false, reason: `its duration "${String(field(item, 'duration') ?? '')}" is not 5–720 minutes` }
  const params = paramsOf(item)
  const acf = acfOf(item)
  const extra = acf.additional_services as { list?: unknown } | undefined
  return {
    ok: true,
    draft: {
      ...head.draft,
      categoryWpIds,
      duration,
      prices: pricesOf(item),
      priceFrom: numberOf(field(item, 'price_from')),
      priceTo: numberOf(field(item, 'price_to')),
      withParams: flagOf(field(item, 'with_params')) && params.length > 0,
      params,
      seoText: seoTextOf(acf.seo_text, ua ? acfOf(ua).seo_text : undefined),
      additionalWpIds: postIds(extra?.list),
      salonWpIds: postIds(field(item, 'salons')),
      image: imageRef(acf.preview_image) ?? imageRef(item.featured_media),
      order: orderOf(item),
    },
  }
}
