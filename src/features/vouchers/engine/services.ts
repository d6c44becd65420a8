import type { Payload } from 'payload'

import { relationKey } from '@/platform/db/relation-id'

import { serviceVoucherPrice } from '../domain/settings'
import type { VoucherService } from '../use-cases/buy'

/**
 * A service as a voucher may be bought for it: public (read as a visitor reads it), with its title
 * in the buyer's language and the lowest price it is listed at; null for an unknown or hidden
 * service or one priced by variant.
 */
export async function voucherService(
  payload: Payload,
  id: string,
  locale: 'en' | 'uk',
): Promise<VoucherService | null> {
  if (!/^\d{1,12}$/.test(id)) return null
  const { docs } = await payload.find({
    collection: 'services',
    where: { id: { equals: Number(id) } },
    locale,
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  const s = docs[0]
  if (!s) return null
  const price = serviceVoucherPrice(
    (s.prices ?? []).filter((p) => relationKey(p.salon)).map((p) => p.price),
    Boolean(s.withParams) && (s.params?.length ?? 0) > 0,
  )
  return price === null ? null : { id: String(s.id), title: s.title, price }
}
