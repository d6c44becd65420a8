import { postVoucher } from '@/features/vouchers'

export const dynamic = 'force-dynamic'

export const POST = postVoucher
