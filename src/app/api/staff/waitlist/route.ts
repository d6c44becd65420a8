import { getStaffWaitlist, postStaffWaitlist } from '@/features/waitlist'

export const dynamic = 'force-dynamic'

export const GET = getStaffWaitlist
export const POST = postStaffWaitlist
