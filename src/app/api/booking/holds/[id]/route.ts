import { deleteHold } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const DELETE = deleteHold
