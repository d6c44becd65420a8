import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { LocaleProvider } from '@/components/layout/locale-context'
import { getEnv } from '@/lib/env'
import { isLocale, locales } from '@/lib/i18n/locales'

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
  return (
    <html lang={locale}>
      <body>
        <LocaleProvider locale={locale}>{children}</LocaleProvider>
      </body>
    </html>
  )
}
