import { getVisitVouchers } from '@/features/vouchers'

export const dynamic = 'force-dynamic'

export const GET = getVisitVouchers
