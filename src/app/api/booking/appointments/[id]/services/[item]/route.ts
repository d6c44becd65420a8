import { deleteService } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const DELETE = deleteService
