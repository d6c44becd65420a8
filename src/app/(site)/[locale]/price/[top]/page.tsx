import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getCatalogueIndex } from '@/features/content'
import { isLocale, type Locale } from '@/platform/i18n/locales'

import { loadPricePage, loadPrices, PricePage, priceMetadata } from '../price-list'

type Params = { locale: string; top: string }

/**
 * Every top group of both languages is built ahead. (Returning [] for one language would make
 * Next 16 drop the prerendering of the other too: vercel/next.js#95166.)
 */
export async function generateStaticParams({ params }: { params: { locale: string } | Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return []
  const index = await getCatalogueIndex(locale)
  return index.categories.filter((c) => c.level === 'top').map((c) => ({ locale, top: c.slug }))
}

async function find(locale: Locale, slug: string) {
  const { tree, brand } = await loadPrices(locale)
  const current = tree.find((group) => group.top.slug === slug) ?? null
  return { tree, brand, current, page: await loadPricePage(locale, current?.top ?? null) }
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, top } = await params
  if (!isLocale(locale)) return {}
  const { brand, current, page } = await find(locale, top)
  if (!current) return {}
  return priceMetadata({ locale, brand, top: current.top, page })
}

/** /price/female/, /price/male/ (and under /ua/): the price list of one top group. */
export default async function TopPricesPage({ params }: { params: Promise<Params> }) {
  const { locale, top } = await params
  if (!isLocale(locale)) notFound()
  const { tree, current, page } = await find(locale, top)
  if (!current) notFound()
  return <PricePage locale={locale} tree={tree} current={current} page={page} />
}
