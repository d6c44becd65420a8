import { getVisitBalance } from '@/features/till'

export const dynamic = 'force-dynamic'

export const GET = getVisitBalance
