import { getMyWaitlist, postWaitlist } from '@/features/waitlist'

export const dynamic = 'force-dynamic'

export const GET = getMyWaitlist
export const POST = postWaitlist
