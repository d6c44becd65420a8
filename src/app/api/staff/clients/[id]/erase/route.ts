import { postClientErase } from '@/features/privacy'

export const dynamic = 'force-dynamic'

export const POST = postClientErase
