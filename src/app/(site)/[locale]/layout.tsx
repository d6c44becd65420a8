import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { SearchButton } from '@/features/content/client'
import { CallbackButton } from '@/features/callback/client'
import { CookieNotice } from '@/ui/layout/cookie-notice'
import { FloatingBooking } from '@/ui/layout/floating-booking'
import { ChunkErrorReload } from '@/ui/layout/chunk-error-reload'
import { OfflineStatus } from '@/ui/layout/offline-status'
import { SiteFooter } from '@/ui/layout/site-footer'
import { SiteHeader } from '@/ui/layout/site-header'
import { getLayoutData } from '@/features/content'
import { getEnv } from '@/platform/env'
import { isLocale, locales } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { FAVICON } from '@/ui/theme/favicon'
import { fontVariables } from '@/ui/theme/fonts'
import { inlineScript, scriptUrl } from '@/ui/behaviours/manifest'
import { RUNTIME_FREE } from '@/platform/seo/runtime-marker'

import '@/ui/theme/tokens.css'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().siteUrl),
  title: { default: 'Parlour — beauty salon in Chelsea, London', template: '%s' },
  description:
    'Hair, nails, brows, make-up and grooming in the heart of Chelsea: 15 years of excellence, premium products and impeccable hygiene.',
  icons: { icon: [{ url: FAVICON, type: 'image/svg+xml', sizes: 'any' }] },
  // Public pages go out without Next's runtime (server/runtime-free.mjs); app pages say otherwise.
  other: RUNTIME_FREE,
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
  // The layout's behaviours and the islands' loader (the widget, search, callback, menu and hearts
  // on demand) as one plain module script (src/ui/behaviours/site.ts), fetched by the inline start
  // once the page has loaded and been painted (src/ui/behaviours/start.ts, decision 0061).
  const site = scriptUrl('site')
  const start = inlineScript('start')
  return (
    // The salon's phone: what the booking island offers when online booking cannot be used.
    <html lang={locale} style={fontVariables} data-salon-phone={layout.phones[0] ?? undefined}>
      <body>
        <a className="skip-link" href="#content">
          {t.skipToContent}
        </a>
        <ChunkErrorReload failedLabel={t.loadingFailed} />
        <SiteHeader
          locale={locale}
          data={layout}
          search={(className) => <SearchButton label={t.searchOpen} className={className} />}
        />
        <OfflineStatus message={t.offline} />
        <div id="content">{children}</div>
        <SiteFooter
          locale={locale}
          data={layout}
          callback={(className) => <CallbackButton label={t.callbackOpen} className={className} />}
        />
        <FloatingBooking locale={locale} />
        <CookieNotice label={t.cookieLabel} text={t.cookieText} ok={t.cookieOk} />
        {site && start && <script data-src={site} dangerouslySetInnerHTML={{ __html: start }} />}
      </body>
    </html>
  )
}
