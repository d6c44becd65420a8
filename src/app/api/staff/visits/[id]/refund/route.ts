import { postVisitRefund } from '@/features/payments'

export const dynamic = 'force-dynamic'

export const POST = postVisitRefund
