import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { BookPageWidget } from '@/features/booking/ui'
import shell from '@/ui/layout/content-page.module.css'
import { getLayoutData, getSiteSettings } from '@/features/content'
import { isLocale } from '@/platform/i18n/locales'
import { bookingMessages } from '@/platform/i18n/booking-messages'
import { brandedTitle } from '@/platform/seo/page-metadata'
import { RUNTIME_APP } from '@/platform/seo/runtime-marker'

type Params = { locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const settings = await getSiteSettings(locale)
  // A tool, not content: kept out of search results and the sitemap.
  return {
    title: brandedTitle(bookingMessages(locale).bookPageTitle, settings.brandName),
    robots: { index: false, follow: true },
    other: RUNTIME_APP,
  }
}

/**
 * /book/ and /ua/book/: the booking widget on a page of its own, for links and for visitors without
 * script in dialogs. The page is static; the widget reads `?salon=&service=&employee=` in the browser.
 */
export default async function BookPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = bookingMessages(locale)
  const { phones } = await getLayoutData(locale)
  return (
    <main data-page="book" className={shell.page}>
      <header className={shell.head}>
        <h1>{t.bookPageTitle}</h1>
        <p className={shell.lead}>{t.bookPageLead}</p>
      </header>
      <Suspense fallback={<p>{t.bookLoading}</p>}>
        <BookPageWidget locale={locale} phone={phones[0] ?? null} />
      </Suspense>
    </main>
  )
}
