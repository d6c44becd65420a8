import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/platform/i18n/locales'

import { contentPageMetadata, ContentPageView, loadContentPage } from '../_editorial/content-page'

type Params = { locale: string }

const SLUG = 'policy'

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return contentPageMetadata(locale, SLUG)
}

/** /policy/ and /ua/policy/: the privacy policy (the CMS page "policy"). */
export default async function PolicyPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const loaded = await loadContentPage(locale, SLUG)
  if (!loaded) notFound()
  return <ContentPageView page={loaded.page} locale={locale} />
}
