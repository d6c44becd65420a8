import { deleteHold } from '@/booking/routes'

export const dynamic = 'force-dynamic'

export const DELETE = deleteHold
