import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getSiteSettings, publishedPageMetadata } from '@/features/content'
import { giftVoucherOffer } from '@/features/vouchers'
import { GiftVoucherShop, VOUCHER_WORDS } from '@/features/vouchers/ui'
import { getEnv } from '@/platform/env'
import { isLocale } from '@/platform/i18n/locales'
import { brandedTitle } from '@/platform/seo/page-metadata'

import shell from '@/ui/layout/content-page.module.css'
import { RUNTIME_APP } from '@/platform/seo/runtime-marker'

type Params = { locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = VOUCHER_WORDS[locale]
  const { brandName } = await getSiteSettings(locale)
  return {
    ...(await publishedPageMetadata({
      siteUrl: getEnv().siteUrl,
      locale,
      path: '/gift-vouchers/',
      title: brandedTitle(t.pageTitle, brandName),
      description: t.pageDescription,
      brand: brandName,
    })),
    other: RUNTIME_APP,
  }
}

/**
 * /gift-vouchers/ and /ua/gift-vouchers/: buy a gift voucher (issue 29). The page is static — the
 * salon's amounts and the treatments a voucher may be for, expired by tag when either changes —
 * and everything personal (sign-in, the voucher once paid) happens in the browser island.
 */
export default async function GiftVouchersPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = VOUCHER_WORDS[locale]
  const { settings, services } = await giftVoucherOffer(locale)
  return (
    <main className={shell.page}>
      <header className={shell.head}>
        <h1>{t.pageTitle}</h1>
        <p className={shell.lead}>{t.pageLead}</p>
      </header>
      <GiftVoucherShop
        locale={locale}
        offer={{
          presets: settings.presets,
          min: settings.min,
          max: settings.max,
          validMonths: settings.validMonths,
          sendToRecipient: settings.sendToRecipient,
          services,
        }}
      />
    </main>
  )
}
