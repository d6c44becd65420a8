import { postReschedule } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const POST = postReschedule
