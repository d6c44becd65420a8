import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/platform/i18n/locales'

import { loadPrices, PricePage, priceMetadata } from './price-list'

type Params = { locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const { brand } = await loadPrices(locale)
  return priceMetadata({ locale, brand })
}

/** /price/ and /ua/price/: the whole price list, every top group. */
export default async function PricesPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { tree } = await loadPrices(locale)
  return <PricePage locale={locale} tree={tree} current={null} />
}
