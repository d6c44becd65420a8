import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NotFoundView } from '@/ui/layout/not-found-view'
import { getSiteSettings } from '@/features/content'
import { isLocale } from '@/platform/i18n/locales'
import { notFoundMessages } from '@/platform/i18n/error-messages'
import { brandedTitle } from '@/platform/seo/page-metadata'

import { notFoundContent } from '../_editorial/not-found-content'

type Params = { locale: string }

// Rendered at the visitor's address (a rewrite), so the language link and the router see that address.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [content, settings] = await Promise.all([notFoundContent(locale), getSiteSettings(locale)])
  return {
    title: brandedTitle(content?.title || notFoundMessages(locale).notFoundTitle, settings.brandName),
    description: content?.description || undefined,
    robots: { index: false, follow: true },
  }
}

/**
 * The 404 page as whole HTML, in the layout, for server/full-not-found.mjs to send with status 404
 * when a document is not found (Next's own notFound() answer has no markup without JavaScript).
 * Asked for at its public address it is a 404 too.
 */
export default async function PageNotFound({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <NotFoundView content={{ [locale]: await notFoundContent(locale) }} locale={locale} />
}
