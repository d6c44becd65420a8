import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { FavouriteHearts } from '@/features/account/ui'
import { SearchLauncher } from '@/features/content/client'
import { CallbackLauncher } from '@/features/callback/client'
import { CookieNotice } from '@/ui/layout/cookie-notice'
import { FloatingBooking } from '@/ui/layout/floating-booking'
import { ChunkErrorReload } from '@/ui/layout/chunk-error-reload'
import { OfflineStatus } from '@/ui/layout/offline-status'
import { PageLinks } from '@/ui/layout/page-links'
import { SiteFooter } from '@/ui/layout/site-footer'
import { SiteHeader } from '@/ui/layout/site-header'
import { getLayoutData } from '@/features/content'
import { getEnv } from '@/platform/env'
import { isLocale, locales } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { fontVariables } from '@/ui/theme/fonts'
import { scriptUrl } from '@/ui/behaviours/manifest'

import '@/ui/theme/tokens.css'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().siteUrl),
  title: { default: 'Parlour — beauty salon in Chelsea, London', template: '%s' },
  description:
    'Hair, nails, brows, make-up and grooming in the heart of Chelsea: 15 years of excellence, premium products and impeccable hygiene.',
}

export const viewport: Viewport = { themeColor: '#8a3a22', width: 'device-width', initialScale: 1 }

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
  const layout = await getLayoutData(locale)
  const t = messages(locale)
  // The layout's behaviours as one plain module script (src/ui/behaviours/site.ts; deferred).
  const site = scriptUrl('site')
  return (
    <html lang={locale} style={fontVariables}>
      <body>
        <a className="skip-link" href="#content">
          {t.skipToContent}
        </a>
        <ChunkErrorReload failedLabel={t.loadingFailed} />
        <SiteHeader
          locale={locale}
          data={layout}
          search={(className) => <SearchLauncher locale={locale} label={t.searchOpen} className={className} />}
          callback={<CallbackLauncher locale={locale} label={t.callbackOpen} />}
        />
        <OfflineStatus message={t.offline} />
        <div id="content">{children}</div>
        <SiteFooter
          locale={locale}
          data={layout}
          callback={(className) => <CallbackLauncher locale={locale} label={t.callbackOpen} className={className} />}
        />
        <FloatingBooking locale={locale} />
        <CookieNotice label={t.cookieLabel} text={t.cookieText} ok={t.cookieOk} />
        <PageLinks locale={locale} phone={layout.phones[0] ?? null} />
        <FavouriteHearts />
        {/* eslint-disable-next-line @next/next/no-sync-scripts -- a module script is deferred by definition */}
        {site && <script type="module" src={site} />}
      </body>
    </html>
  )
}
