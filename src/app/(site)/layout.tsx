import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { getEnv } from '@/lib/env'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().siteUrl),
  title: { default: 'Parlour — beauty salon in Chelsea, London', template: '%s | Parlour' },
  description:
    'Hair, nails, brows, make-up and grooming in the heart of Chelsea: 15 years of excellence, premium products and impeccable hygiene.',
}

export const viewport: Viewport = { themeColor: '#e8743b', width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
