import { directReadRoute, freeTimeRead } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const GET = directReadRoute('/api/booking/free-time', freeTimeRead())
