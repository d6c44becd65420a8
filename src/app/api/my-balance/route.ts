import { getMyBalance } from '@/features/till'

export const dynamic = 'force-dynamic'

export const GET = getMyBalance
