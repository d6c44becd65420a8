import { getAppointments, postAppointments } from '@/booking/routes'

export const dynamic = 'force-dynamic'

export const GET = getAppointments
export const POST = postAppointments
