import { postRevalidate } from '@/features/content'

export const dynamic = 'force-dynamic'

/** POST /api/revalidate — expire cache tags after a write outside a request (src/features/content/http/revalidate.ts). */
export const POST = postRevalidate
