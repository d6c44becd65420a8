import { getWaitlistOffer } from '@/features/waitlist'

export const dynamic = 'force-dynamic'

export const GET = getWaitlistOffer
