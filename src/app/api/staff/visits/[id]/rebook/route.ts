import { postVisitRebook } from '@/features/front-desk'

export const dynamic = 'force-dynamic'

/** Staff only (the admin's session): book a visit again N weeks later, or a series (src/features/front-desk/http/calendar.ts). */
export const POST = postVisitRebook
