import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/platform/i18n/locales'

import { contentPageMetadata, ContentPageView, loadContentPage } from '../_editorial/content-page'

type Params = { locale: string }

const SLUG = 'about'

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return contentPageMetadata(locale, SLUG)
}

/** /about/ and /ua/about/: who we are (the CMS page "about"). */
export default async function AboutPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const loaded = await loadContentPage(locale, SLUG)
  if (!loaded) notFound()
  return <ContentPageView page={loaded.page} locale={locale} />
}
