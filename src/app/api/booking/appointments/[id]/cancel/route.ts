import { postCancel } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const POST = postCancel
