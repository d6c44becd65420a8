import { getAppointments, postAppointments } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const GET = getAppointments
export const POST = postAppointments
