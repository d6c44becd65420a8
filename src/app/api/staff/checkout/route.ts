import { getCheckout } from '@/features/till'

export const dynamic = 'force-dynamic'

/** Staff only (the admin's session): the till (src/features/till/http/staff.ts). */
export const GET = getCheckout
