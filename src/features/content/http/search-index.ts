import { getSearchIndex } from '../search/search-index'
import { isLocale } from '@/platform/i18n/locales'

/**
 * GET /api/search-index?locale=en|uk — the search overlay's compact index (features/content/search/search-index),
 * cached on the server by content tags and reused by the browser for a few minutes.
 */
export async function GET(request: Request) {
  const locale = new URL(request.url).searchParams.get('locale') ?? 'en'
  if (!isLocale(locale)) {
    return Response.json({ error: 'locale must be en or uk' }, { status: 400 })
  }
  const index = await getSearchIndex(locale)
  return Response.json(index, {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' },
  })
}
