import { directReadRoute, locationsRead } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const GET = directReadRoute('/api/booking/locations', locationsRead())
