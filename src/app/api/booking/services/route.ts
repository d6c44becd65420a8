import { directReadRoute, servicesRead } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const GET = directReadRoute('/api/booking/services', servicesRead())
