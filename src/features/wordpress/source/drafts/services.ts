/**
 * A service as a draft. Field names are the old site's (spec/service-pages-and-booking.md §3):
 * `duration`, `pricesInNativeCurrency` (salon id → price), `price_from`/`price_to`, `with_params`
 * and `params[{name, price_from, price_to, crm_id}]`, `services_categories`, `acf.seo_text`,
 * `acf.additional_services.list`, `acf.preview_image`.
 */
import type { WpItem } from '../client'
import { acfOf, imageRef, numberOf, plainText, rendered, termIds, textOf, type ImageRef } from '../items'

import { field, headOf, localised, orderOf, type Localised, type Mapped, type PostHead } from './common'

export interface ServiceDraft extends PostHead {
  /** The chain of category terms (gender, direction, category) as WordPress listed them. */
  categoryWpIds: number[]
  duration: number
  prices: { salonWpId: number; price: number }[]
  priceFrom: number | null
  priceTo: number | null
  withParams: boolean
  params: { name: string; priceFrom: number; priceTo: number | null; crmId: string }[]
  seoText: Localised
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
          crmId: textOf(p?.crm_id) || (typeof p?.crm_id === 'number' ? String(p.crm_id) : ''),
        }))
        .filter((p): p is ServiceDraft['params'][number] => Boolean(p.name) && p.priceFrom !== null)
    : []
}

const integers = (value: unknown) => (Array.isArray(value) ? value.filter((x): x is number => Number.isInteger(x)) : [])

export function mapService(item: WpItem, ua?: WpItem): Mapped<ServiceDraft> {
  const head = headOf(item, ua, rendered(item.title) || plainText(textOf(item.name)))
  if (!head.ok) return head
  const categoryWpIds = termIds(item, 'services_categories')
  if (!categoryWpIds.length) return { ok: false, reason: 'it is in no services category' }
  const duration = numberOf(field(item, 'duration'))
  if (duration === null || duration < 5 || duration > 720)
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
      withParams: Boolean(field(item, 'with_params')) && params.length > 0,
      params,
      seoText: localised(textOf(acf.seo_text), ua ? textOf(acfOf(ua).seo_text) : undefined),
      additionalWpIds: integers(extra?.list),
      salonWpIds: integers(field(item, 'salons')),
      image: imageRef(acf.preview_image) ?? imageRef(item.featured_media),
      order: orderOf(item),
    },
  }
}
