import type { MetadataRoute } from 'next'

import { getEnv } from '@/platform/env'

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getEnv().siteUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin/', '/api/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
