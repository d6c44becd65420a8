import { directReadRoute, positionsRead } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const GET = directReadRoute('/api/booking/positions', positionsRead())
