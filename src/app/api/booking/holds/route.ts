import { postHold } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const POST = postHold
