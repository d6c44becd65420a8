import { postStaffOffer } from '@/features/waitlist'

export const dynamic = 'force-dynamic'

export const POST = postStaffOffer
