import { NotFoundView } from '@/ui/layout/not-found-view'
import { locales } from '@/platform/i18n/locales'

import { notFoundContent } from './_editorial/not-found-content'

/**
 * Status 404 pages (unknown addresses and notFound()); Next marks them noindex. Next draws this
 * boundary in the browser only (its HTML is an empty shell), so server/serve.mjs answers 404s for
 * documents with page-not-found/ instead; this view still serves navigations inside the site.
 */
export default async function NotFound() {
  const entries = await Promise.all(locales.map(async (l) => [l, await notFoundContent(l)] as const))
  return <NotFoundView content={Object.fromEntries(entries)} />
}
