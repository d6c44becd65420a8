import { getSearchIndexRoute } from '@/features/content'

/** GET /api/search-index?locale=en|uk — the search overlay's index (src/features/content/http/search-index.ts). */
export const GET = getSearchIndexRoute
