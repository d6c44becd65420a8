import { postVisitState } from '@/features/front-desk'

export const dynamic = 'force-dynamic'

/** Staff only (the admin's session): the front-desk calendar (src/features/front-desk/http/calendar.ts). */
export const POST = postVisitState
