/** A salon as a draft: its address line read into street, city and postcode. */
import type { WpItem } from '../client'
import { acfOf, imageRef, plainText, termIds, textOf, type ImageRef } from '../items'

import { headOf, orderOf, type Mapped, type PostHead } from './common'

export interface SalonDraft extends PostHead {
  /** Its salon category (`salons_categories`), a WordPress term id. */
  categoryWpId: number | null
  street: string
  city: string
  postcode: string
  phone: string
  image: ImageRef | null
  order: number
}

/** A UK postcode at the end of an address line ("…, London SW3 4UT"). */
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b\s*$/i

export function mapSalon(item: WpItem, ua?: WpItem): Mapped<SalonDraft> {
  const head = headOf(item, ua)
  if (!head.ok) return head
  const acf = acfOf(item)
  const address = plainText(textOf(acf.address))
  const postcode = POSTCODE.exec(address)?.[1]?.toUpperCase() ?? ''
  // "152 King’s Road, London SW3 4UT": the street before the first comma, the city before the postcode.
  const [street = '', rest = ''] = address.split(/,\s*/, 2)
  const city = rest.replace(POSTCODE, '').trim() || (postcode ? 'London' : '')
  return {
    ok: true,
    draft: {
      ...head.draft,
      categoryWpId: termIds(item, 'salons_categories')[0] ?? null,
      street,
      city,
      postcode,
      phone: textOf(acf.phone),
      image: imageRef(acf.image) ?? imageRef(item.featured_media),
      order: orderOf(item),
    },
  }
}
