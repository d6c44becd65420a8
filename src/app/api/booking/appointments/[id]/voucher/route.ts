import { postVisitVoucher } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const POST = postVisitVoucher
