import { getMyDay } from '@/features/front-desk'

export const dynamic = 'force-dynamic'

/** Staff or a stylist's own account: a stylist's day as a list (src/features/front-desk/http/my-day.ts). */
export const GET = getMyDay
