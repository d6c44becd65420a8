import 'server-only'

import { unstable_cache } from 'next/cache'

import { getCatalogueIndex } from '@/features/content'
import { payloadClient } from '@/platform/db/payload'
import type { Locale } from '@/platform/i18n/locales'

import { serviceVoucherPrice, type VoucherSettings } from '../domain/settings'
import { loadVoucherSettings, VOUCHER_SETTINGS_TAG } from './settings'

/** What the gift vouchers page offers: the salon's settings and the services a voucher may be for (pence). */
export interface GiftVoucherOffer {
  settings: VoucherSettings
  services: { id: string; title: string; price: number }[]
}

const cachedSettings = unstable_cache(
  async () => loadVoucherSettings(await payloadClient()),
  ['vouchers', 'settings'],
  { tags: [VOUCHER_SETTINGS_TAG] },
)

/** The page's offer in `locale`, from the cached catalogue and settings (static pages, expired by tag). */
export async function giftVoucherOffer(locale: Locale): Promise<GiftVoucherOffer> {
  const [settings, index] = await Promise.all([cachedSettings(), getCatalogueIndex(locale)])
  const services = settings.serviceVouchers
    ? index.services.flatMap((s) => {
        const price = serviceVoucherPrice(Object.values(s.salonPrices), s.variants.length > 0)
        return price === null ? [] : [{ id: String(s.id), title: s.title, price }]
      })
    : []
  services.sort((a, b) => a.title.localeCompare(b.title, locale === 'uk' ? 'uk' : 'en'))
  return { settings, services }
}
