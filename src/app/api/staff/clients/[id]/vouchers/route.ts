import { getClientVouchers } from '@/features/vouchers'

export const dynamic = 'force-dynamic'

export const GET = getClientVouchers
