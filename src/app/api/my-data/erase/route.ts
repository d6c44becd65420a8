import { postErase } from '@/features/privacy'

export const dynamic = 'force-dynamic'

export const POST = postErase
