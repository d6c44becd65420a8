import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { getSiteSettings } from '@/features/content'
import { VoucherPrint, VOUCHER_WORDS } from '@/features/vouchers/ui'
import { isLocale } from '@/platform/i18n/locales'
import { brandedTitle } from '@/platform/seo/page-metadata'

import shell from '@/ui/layout/content-page.module.css'
import { RUNTIME_APP } from '@/platform/seo/runtime-marker'

type Params = { locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const { brandName } = await getSiteSettings(locale)
  // Personal, read in the browser: kept out of search results and the sitemap.
  return {
    title: brandedTitle(VOUCHER_WORDS[locale].printTitle, brandName),
    robots: { index: false, follow: false },
    other: RUNTIME_APP,
  }
}

/** /gift-vouchers/print/?voucher=ID: the printable voucher, for its buyer (and staff) only. */
export default async function VoucherPrintPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return (
    <main className={shell.page}>
      <header className={shell.head}>
        <h1>{VOUCHER_WORDS[locale].printTitle}</h1>
      </header>
      <Suspense fallback={<p role="status">{VOUCHER_WORDS[locale].loading}</p>}>
        <VoucherPrint locale={locale} />
      </Suspense>
    </main>
  )
}
