import { getVisitMoney } from '@/features/payments'

export const dynamic = 'force-dynamic'

export const GET = getVisitMoney
