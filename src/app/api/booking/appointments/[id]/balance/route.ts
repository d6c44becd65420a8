import { postVisitBalance } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const POST = postVisitBalance
