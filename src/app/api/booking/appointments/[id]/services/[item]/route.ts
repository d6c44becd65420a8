import { deleteService } from '@/booking/routes'

export const dynamic = 'force-dynamic'

export const DELETE = deleteService
