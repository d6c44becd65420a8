import { postEraseCode } from '@/features/privacy'

export const dynamic = 'force-dynamic'

export const POST = postEraseCode
