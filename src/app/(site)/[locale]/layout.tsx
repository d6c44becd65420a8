import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { LocaleProvider } from '@/components/layout/locale-context'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { getLayoutData } from '@/lib/cms/layout'
import { untranslatedPaths } from '@/lib/cms/site-paths'
import { getEnv } from '@/lib/env'
import { isLocale, locales } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().siteUrl),
  title: { default: 'Parlour — beauty salon in Chelsea, London', template: '%s' },
  description:
    'Hair, nails, brows, make-up and grooming in the heart of Chelsea: 15 years of excellence, premium products and impeccable hygiene.',
}

export const viewport: Viewport = { themeColor: '#c4511c', width: 'device-width', initialScale: 1 }

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: React.ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const [layout, untranslated] = await Promise.all([getLayoutData(locale), untranslatedPaths(locale)])
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#content">
          {messages(locale).skipToContent}
        </a>
        <LocaleProvider locale={locale} untranslated={untranslated}>
          <SiteHeader locale={locale} brand={layout.brand} defaultSalonSlug={layout.defaultSalonSlug} />
          <div id="content">{children}</div>
          <SiteFooter locale={locale} data={layout} />
        </LocaleProvider>
      </body>
    </html>
  )
}
