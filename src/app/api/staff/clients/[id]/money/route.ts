import { getClientMoney } from '@/features/payments'

export const dynamic = 'force-dynamic'

export const GET = getClientMoney
